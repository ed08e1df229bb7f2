import type { ServicesCopy } from '@/features/services'

export const services: ServicesCopy = {
  primaryCta: 'Besplatne konzultacije',
  pages: {
    consultancy: {
      metaTitle: 'Poslovno savjetovanje za mala i srednja poduzeća',
      metaDescription:
        'Analiza poslovanja, strateški plan, organizacija procesa i priprema investicija ' +
        'koje se mogu financirati bespovratnim sredstvima. Prvi rezultati unutar 30 dana.',
      eyebrow: 'Strategija, organizacija i rast',
      lead:
        'Pomažemo vlasnicima i upravama donositi odluke na temelju brojki: od analize ' +
        'poslovanja i strateškog plana do reorganizacije procesa i pripreme investicija koje ' +
        'se mogu financirati bespovratnim sredstvima.',
      secondaryCta: 'Zatražite analizu poslovanja',
      results: {
        title: 'Rezultati koje mjerimo',
        intro:
          'Savjetovanje ocjenjujemo prema onome što donese vašoj tvrtki, a ne prema broju ' +
          'utrošenih sati.',
        items: [
          {
            value: '1:40',
            label: 'povrat uloženog',
            text: 'Za svaki euro uložen u pripremu projekta naši klijenti ostvaruju do 40 eura bespovratnih sredstava.',
          },
          {
            value: '10x',
            label: 'povrat ulaganja (ROI)',
            text: 'Uštede i potpore koje ostvarimo zajedno deset su puta veće od cijene savjetovanja.',
          },
          {
            value: '30 dana',
            label: 'do prvih rezultata',
            text: 'Akcijski plan, odabrani natječaji i popis potrebne dokumentacije gotovi su unutar mjesec dana.',
          },
        ],
      },
      offers: {
        title: 'Što uključuje poslovno savjetovanje',
        intro: 'Šest usluga koje kombiniramo prema fazi razvoja i ciljevima vaše tvrtke.',
        items: [
          {
            title: 'Analiza poslovanja',
            text:
              'Pregledamo financijske izvještaje, procese i tržišni položaj tvrtke te u jasnom ' +
              'izvješću pokažemo gdje gubite novac, a gdje je prostor za rast.',
          },
          {
            title: 'Strateški plan',
            text:
              'Postavljamo ciljeve za tri do pet godina, razrađujemo ih u mjerljive pokazatelje ' +
              'i povezujemo s proračunom i izvorima financiranja.',
          },
          {
            title: 'Organizacija i procesi',
            text:
              'Opisujemo ključne procese, uklanjamo uska grla i definiramo odgovornosti kako bi ' +
              'tvrtka rasla bez preopterećenja vlasnika.',
          },
          {
            title: 'Priprema investicija',
            text:
              'Procjenjujemo isplativost ulaganja u opremu, prostor ili digitalizaciju i ' +
              'provjeravamo može li se dio troška financirati iz EU fondova.',
          },
          {
            title: 'Digitalna transformacija',
            text:
              'Pomažemo odabrati ERP, CRM i druge poslovne alate, planirati njihovo uvođenje i ' +
              'prijaviti projekt digitalizacije na odgovarajući natječaj.',
          },
          {
            title: 'Praćenje provedbe',
            text:
              'Na redovitim sastancima s upravom pratimo provedbu plana, mjerimo napredak i ' +
              'prilagođavamo mjere kada se okolnosti promijene.',
          },
        ],
      },
      cta: {
        title: 'Razgovarajmo o vašim ciljevima',
        text:
          'Na besplatnim konzultacijama od 30 minuta upoznat ćemo vaše poslovanje i predložiti ' +
          'prve korake.',
        button: 'Dogovorite konzultacije',
      },
    },
    'eu-business-plans': {
      metaTitle: 'Poslovni planovi za EU projekte',
      metaDescription:
        'Poslovni planovi, studije izvodljivosti i financijske projekcije za prijave na EU ' +
        'natječaje. Stopa uspješnosti 96\u00a0%, više od 100 projekata i više od 50 milijuna eura odobrenih potpora.',
      eyebrow: 'Dokumentacija koja prolazi ocjenjivanje',
      lead:
        'Izrađujemo poslovne planove i studije izvodljivosti za prijave na EU natječaje, ' +
        'usklađene s uputama za prijavitelje i kriterijima ocjenjivanja. Prijave s našim ' +
        'poslovnim planovima imaju stopu uspješnosti od 96\u00a0%.',
      secondaryCta: 'Zatražite ponudu za poslovni plan',
      stats: {
        title: 'Naši rezultati u brojkama',
        intro: 'Brojke iz projekata koje smo pripremili za klijente od osnutka tvrtke.',
        items: [
          { value: '96%', label: 'uspješnost prijava' },
          { value: '100+', label: 'pripremljenih projekata' },
          { value: '€50M+', label: 'odobrenih bespovratnih sredstava' },
        ],
      },
      offers: {
        title: 'Što dobivate',
        intro:
          'Poslovni plan pišemo za ocjenjivače, ali i za vas: kao alat za provedbu projekta ' +
          'nakon potpisa ugovora.',
        items: [
          {
            title: 'Plan prema obrascu natječaja',
            text:
              'Plan izrađujemo točno prema obrascu i uputama iz natječajne dokumentacije, s ' +
              'odgovorom na svaki kriterij ocjenjivanja.',
          },
          {
            title: 'Financijske projekcije',
            text:
              'Projekcije prihoda, troškova i novčanog toka za razdoblje provedbe i trajnosti ' +
              'projekta, usklađene s vašim financijskim izvještajima.',
          },
          {
            title: 'Analiza tržišta',
            text:
              'Podatke o tržištu, kupcima i konkurentima prikupljamo iz službenih izvora i ' +
              'pretvaramo ih u uvjerljivo obrazloženje potražnje.',
          },
          {
            title: 'Studija izvodljivosti',
            text:
              'Za veća ulaganja izrađujemo studiju izvodljivosti i analizu troškova i koristi ' +
              'prema metodologiji Europske komisije.',
          },
          {
            title: 'Proračun projekta',
            text:
              'Razvrstavamo troškove na prihvatljive i neprihvatljive te provjeravamo intenzitet ' +
              'potpore i pravila o državnim potporama.',
          },
          {
            title: 'Pokazatelji i plan provedbe',
            text:
              'Definiramo mjerljive pokazatelje, vremenski plan aktivnosti i rizike kako bi ' +
              'projekt bio provediv i nakon odobrenja.',
          },
        ],
      },
      cta: {
        title: 'Imate projekt i natječaj na vidiku?',
        text:
          'Pošaljite nam kratak opis ulaganja i rok natječaja, a mi ćemo vam javiti opseg ' +
          'posla i vrijeme potrebno za izradu plana.',
        button: 'Pošaljite upit',
      },
    },
    'financial-advisory': {
      metaTitle: 'Financijsko savjetovanje i financiranje projekata',
      metaDescription:
        'Financijska analiza, plan novčanog toka, krediti i jamstva te financijska ' +
        'konstrukcija projekata sufinanciranih bespovratnim sredstvima.',
      eyebrow: 'Financije pod kontrolom',
      lead:
        'Pomažemo planirati novčani tok, odabrati pravi izvor financiranja i pripremiti ' +
        'tvrtku za razgovor s bankom ili investitorom, kako bi projekt sufinanciran ' +
        'bespovratnim sredstvima imao osiguran i vlastiti udio.',
      secondaryCta: 'Zatražite financijsku analizu',
      offers: {
        title: 'Financijske usluge',
        intro: 'Od planiranja proračuna do zatvaranja financijske konstrukcije projekta.',
        items: [
          {
            title: 'Financijska analiza',
            text:
              'Analiziramo bilancu, račun dobiti i gubitka i novčani tok te pokazujemo ' +
              'likvidnost, zaduženost i profitabilnost u usporedbi s prosjekom djelatnosti.',
          },
          {
            title: 'Plan novčanog toka',
            text:
              'Izrađujemo mjesečni plan novčanog toka koji uključuje predujmove, povrate ' +
              'sredstava iz projekata i sezonske oscilacije.',
          },
          {
            title: 'Financijska konstrukcija projekta',
            text:
              'Kombiniramo bespovratna sredstva, vlastiti kapital i kredite tako da projekt ' +
              'bude financiran od početka do posljednjeg zahtjeva za nadoknadu sredstava.',
          },
          {
            title: 'Krediti i jamstva',
            text:
              'Pripremamo dokumentaciju za bankovne kredite te zajmove i jamstva HAMAG-BICRO-a ' +
              'i HBOR-a, uz usporedbu uvjeta i troškova.',
          },
          {
            title: 'Investicijske studije',
            text:
              'Izračunavamo neto sadašnju vrijednost, internu stopu povrata i razdoblje ' +
              'povrata kako biste o ulaganju odlučili na temelju brojki.',
          },
          {
            title: 'Upravljačko izvještavanje',
            text:
              'Postavljamo mjesečne izvještaje i ključne pokazatelje koje uprava prati, bez ' +
              'složenih alata i dodatnog zapošljavanja.',
          },
        ],
      },
      cta: {
        title: 'Provjerimo vaše brojke',
        text:
          'Donesite posljednje financijske izvještaje na besplatne konzultacije i dobit ćete ' +
          'prvu procjenu financijskog položaja tvrtke.',
        button: 'Dogovorite termin',
      },
    },
    'eu-funding': {
      metaTitle: 'EU fondovi i bespovratna sredstva za tvrtke',
      metaDescription:
        'Praćenje natječaja, provjera prihvatljivosti, priprema prijave i provedba projekata ' +
        'iz NPOO-a, Programa Konkurentnost i kohezija, ruralnog razvoja, HAMAG-BICRO-a, ' +
        'Obzora Europa i programa LIFE.',
      eyebrow: 'Od ideje do potpisanog ugovora',
      lead:
        'Pratimo natječaje iz EU fondova i nacionalnih programa, provjeravamo prihvatljivost ' +
        'vaše tvrtke i projekta te vodimo cijelu prijavu, a nakon odobrenja i provedbu ' +
        'projekta.',
      secondaryCta: 'Provjerite prihvatljivost projekta',
      offers: {
        title: 'Kako vam pomažemo',
        intro: 'Cijeli put do bespovratnih sredstava s jednim timom.',
        items: [
          {
            title: 'Praćenje natječaja',
            text:
              'Svakodnevno pratimo objave natječaja i javljamo vam se čim se otvori poziv koji ' +
              'odgovara vašoj djelatnosti i planovima.',
          },
          {
            title: 'Provjera prihvatljivosti',
            text:
              'Prije prijave provjeravamo uvjete za prijavitelje, prihvatljive troškove i ' +
              'pravila o državnim potporama kako ne biste gubili vrijeme na neprovediv projekt.',
          },
          {
            title: 'Priprema prijave',
            text:
              'Ispunjavamo prijavni obrazac, prikupljamo obveznu dokumentaciju i pripremamo ' +
              'sve priloge u traženom obliku i roku.',
          },
          {
            title: 'Komunikacija s tijelima',
            text:
              'Odgovaramo na zahtjeve za pojašnjenjem i dopunom koje tijekom postupka dodjele ' +
              'šalju posrednička tijela i agencije.',
          },
          {
            title: 'Postupci nabave',
            text:
              'Pripremamo dokumentaciju za nabave koje provode neobveznici Zakona o javnoj ' +
              'nabavi kako bi svi troškovi projekta ostali prihvatljivi.',
          },
          {
            title: 'Provedba i izvještavanje',
            text:
              'Pripremamo zahtjeve za nadoknadu sredstava, izvješća o napretku i dokumentaciju ' +
              'za provjere na terenu do kraja razdoblja trajnosti projekta.',
          },
        ],
      },
      steps: {
        title: 'Kako radimo',
        intro: 'Četiri koraka od prvog razgovora do isplate sredstava.',
        items: [
          {
            title: 'Besplatne konzultacije',
            text:
              'U razgovoru od 30 minuta upoznajemo vaš projekt i provjeravamo djelatnost ' +
              '(NKD), veličinu tvrtke i planirano ulaganje.',
          },
          {
            title: 'Odabir natječaja',
            text:
              'Predlažemo natječaje koji odgovaraju projektu, procjenjujemo iznos potpore i ' +
              'dogovaramo vremenski plan pripreme.',
          },
          {
            title: 'Prijava',
            text:
              'Izrađujemo poslovni plan, proračun i prijavni obrazac, prikupljamo dokumentaciju ' +
              'i predajemo prijavu prije roka.',
          },
          {
            title: 'Provedba',
            text:
              'Nakon odluke o financiranju pomažemo s ugovorom, nabavama i zahtjevima za ' +
              'nadoknadu sredstava do posljednje isplate.',
          },
        ],
      },
      programmes: {
        title: 'Programi s kojima radimo',
        intro: 'Najvažniji izvori bespovratnih sredstava za tvrtke i organizacije u Hrvatskoj.',
        items: [
          {
            name: 'NPOO – Nacionalni plan oporavka i otpornosti',
            scope: 'EU · 2021.–2026.',
            text:
              'Hrvatski plan za zelenu i digitalnu tranziciju gospodarstva, financiran iz EU-ova ' +
              'Mehanizma za oporavak i otpornost. Ulaganja su vezana uz rok iz kolovoza 2026., ' +
              'pa korisnicima pomažemo završiti projekte i dokazati ostvarene pokazatelje.',
          },
          {
            name: 'Program Konkurentnost i kohezija 2021.–2027.',
            scope: 'EFRR i Kohezijski fond',
            text:
              'Glavni program kohezijske politike u Hrvatskoj: ulaganja u istraživanje i ' +
              'inovacije, konkurentnost i digitalizaciju malih i srednjih poduzeća, energetsku ' +
              'učinkovitost i obnovljive izvore energije.',
          },
          {
            name: 'Strateški plan Zajedničke poljoprivredne politike 2023.–2027.',
            scope: 'EPFRR · ruralni razvoj',
            text:
              'Intervencije ruralnog razvoja za poljoprivredna gospodarstva, preradu ' +
              'poljoprivrednih proizvoda, mlade poljoprivrednike i nepoljoprivredne djelatnosti ' +
              'u ruralnim područjima. Natječaje provodi Agencija za plaćanja u poljoprivredi, ' +
              'ribarstvu i ruralnom razvoju.',
          },
          {
            name: 'Programi HAMAG-BICRO-a',
            scope: 'Nacionalni programi i EU sredstva',
            text:
              'Hrvatska agencija za malo gospodarstvo, inovacije i investicije nudi mikrozajmove ' +
              'i male zajmove, jamstva za bankovne kredite te potpore za razvoj inovacija.',
          },
          {
            name: 'Obzor Europa (Horizon Europe)',
            scope: 'EU · 2021.–2027.',
            text:
              'Okvirni program EU-a za istraživanje i inovacije s proračunom od oko 95,5 ' +
              'milijardi eura. Inovativnim malim i srednjim poduzećima namijenjen je EIC ' +
              'Accelerator s bespovratnim sredstvima do 2,5 milijuna eura.',
          },
          {
            name: 'Program LIFE',
            scope: 'EU · 2021.–2027.',
            text:
              'Program EU-a za okoliš i klimatsku politiku s proračunom od oko 5,4 milijarde ' +
              'eura. Financira zaštitu prirode, kružno gospodarstvo, prilagodbu klimatskim ' +
              'promjenama i prelazak na čistu energiju.',
          },
        ],
      },
      cta: {
        title: 'Saznajte koji natječaji odgovaraju vašem projektu',
        text:
          'Na besplatnim konzultacijama provjerit ćemo prihvatljivost vašeg projekta i ' +
          'predložiti natječaje s otvorenim ili najavljenim rokovima.',
        button: 'Zatražite provjeru',
      },
    },
    'entrepreneur-consulting': {
      metaTitle: 'Savjetovanje za poduzetnike i obrtnike',
      metaDescription:
        'Od ideje i registracije do prvih zaposlenika: potpore za početnike, poslovni model, ' +
        'prodaja i mentorstvo za obrtnike, start-upove i mala poduzeća.',
      eyebrow: 'Za obrtnike, start-upove i mala poduzeća',
      lead:
        'Pratimo poduzetnike od ideje i registracije do prvih zaposlenika i prve potpore, uz ' +
        'praktične savjete koje možete primijeniti odmah.',
      secondaryCta: 'Razgovarajte sa savjetnikom',
      offers: {
        title: 'Podrška u svakoj fazi poslovanja',
        intro: 'Savjeti prilagođeni veličini i djelatnosti vašeg posla.',
        items: [
          {
            title: 'Od ideje do registracije',
            text:
              'Pomažemo odabrati oblik poslovanja (obrt, j.d.o.o. ili d.o.o.), način ' +
              'oporezivanja i korake registracije te procijeniti troškove prve godine.',
          },
          {
            title: 'Potpore za početnike',
            text:
              'Provjeravamo potpore za samozapošljavanje Hrvatskog zavoda za zapošljavanje, ' +
              'lokalne potpore i mikrozajmove te pripremamo zahtjeve.',
          },
          {
            title: 'Poslovni model i cijene',
            text:
              'Razrađujemo ponudu, ciljne kupce i izračun cijena kako bi svaki proizvod i ' +
              'usluga pokrivali troškove i ostvarivali maržu.',
          },
          {
            title: 'Prodaja i marketing',
            text:
              'Izrađujemo jednostavan plan prodaje i digitalnog marketinga s proračunom i ' +
              'mjerljivim ciljevima za prvih šest mjeseci.',
          },
          {
            title: 'Zapošljavanje i organizacija',
            text:
              'Savjetujemo o prvim zaposlenicima, ugovorima, potporama za zapošljavanje i ' +
              'podjeli posla kako bi vlasnik imao vremena za razvoj.',
          },
          {
            title: 'Mentorstvo',
            text:
              'Na redovitim mjesečnim sastancima savjetnik prati vaše brojke, postavlja prava ' +
              'pitanja i pomaže vam donijeti sljedeću odluku.',
          },
        ],
      },
      cta: {
        title: 'Pokrećete ili razvijate posao?',
        text:
          'Opišite nam gdje ste sada. Na besplatnim konzultacijama dobit ćete popis prvih ' +
          'koraka i potpora koje vam stoje na raspolaganju.',
        button: 'Javite nam se',
      },
    },
    'grant-business-plans': {
      metaTitle: 'Poslovni planovi za nacionalne i lokalne potpore',
      metaDescription:
        'Poslovni planovi za potpore ministarstava, Hrvatskog zavoda za zapošljavanje, ' +
        'županija i gradova te za zajmove i jamstva HAMAG-BICRO-a i HBOR-a.',
      eyebrow: 'Nacionalne, regionalne i lokalne potpore',
      lead:
        'Pišemo poslovne planove za potpore ministarstava, Hrvatskog zavoda za zapošljavanje, ' +
        'županija i gradova te za zajmove HAMAG-BICRO-a, u obliku koji davatelj potpore traži ' +
        'i u roku koji natječaj propisuje.',
      secondaryCta: 'Zatražite ponudu',
      offers: {
        title: 'Planovi za svaku vrstu potpore',
        intro: 'Svaki davatelj potpore ima svoja pravila, a vaš plan mora ispuniti svako od njih.',
        items: [
          {
            title: 'Potpore za samozapošljavanje',
            text:
              'Poslovni plan za potporu Hrvatskog zavoda za zapošljavanje s izračunom troškova, ' +
              'prihoda i održivosti poslovanja.',
          },
          {
            title: 'Županijske i gradske potpore',
            text:
              'Prijave na potpore jedinica lokalne i područne samouprave za opremu, ' +
              'certifikate, sajmove i zapošljavanje.',
          },
          {
            title: 'Potpore u poljoprivredi',
            text:
              'Poslovni planovi za mlade poljoprivrednike i razvoj malih poljoprivrednih ' +
              'gospodarstava prema pravilima Strateškog plana ZPP-a.',
          },
          {
            title: 'Zajmovi i jamstva',
            text:
              'Poslovni planovi za zajmove i jamstva HAMAG-BICRO-a i HBOR-a te za bankovne ' +
              'kredite uz potporu.',
          },
          {
            title: 'Potpore za inovacije',
            text:
              'Planovi za razvoj novih proizvoda i usluga s jasnim opisom inovacije, tržišnog ' +
              'potencijala i plana komercijalizacije.',
          },
          {
            title: 'Provjera postojećeg plana',
            text:
              'Pregledamo plan koji ste već napisali, usporedimo ga s kriterijima natječaja i ' +
              'predložimo konkretne izmjene prije predaje.',
          },
        ],
      },
      cta: {
        title: 'Trebate poslovni plan do roka?',
        text:
          'Javite nam naziv natječaja i rok za predaju, a mi ćemo vam reći što je potrebno i ' +
          'koliko traje izrada plana.',
        button: 'Pošaljite upit',
      },
    },
  },
}
