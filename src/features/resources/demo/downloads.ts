import { financialModelXlsx } from './files/financialModel'
import { textPdf, type TextPdfDoc } from './files/pdf'
import type { Localized } from '@/seed/kit'

/**
 * DEMO CONTENT: the downloadable materials of the resources page, a guide, a business plan
 * template and a financial model, written for the demo (the firm replaces them with its own in
 * /admin). Real programme names; figures, companies and dates are examples. In the order the
 * site shows them.
 */
export type DemoDownload = {
  key: string
  title: Localized<string>
  description: Localized<string>
  /** The language the file itself is written in. */
  language: 'hr' | 'en' | 'de'
  /** Ask for an e-mail before the file is given. */
  gated: boolean
  file: () => Promise<{ data: Buffer; mimetype: string; name: string }>
}

const PDF = 'application/pdf'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const DEMO_FOOTER =
  'Demo sadržaj ove web-stranice: primjer materijala, nije službeni dokument. Uvjete, rokove i ' +
  'iznose uvijek provjerite u objavljenom pozivu.'

const euFundsGuide: TextPdfDoc = {
  title: 'Vodič kroz EU fondove 2026.',
  subtitle:
    'Programi, uvjeti prihvatljivosti za mala i srednja poduzeća i kalendar pripreme prijave',
  footer: DEMO_FOOTER,
  sections: [
    {
      heading: 'Kome je namijenjen ovaj vodič',
      paragraphs: [
        'Vodič je namijenjen vlasnicima i direktorima mikro, malih i srednjih poduzeća, ' +
          'obrtnicima i nositeljima OPG-ova koji u 2026. planiraju ulaganje uz potporu EU ' +
          'fondova. Donosi pregled programa iz kojih hrvatski poduzetnici najčešće dobivaju ' +
          'sredstva, osnovne uvjete prihvatljivosti, popis dokumenata i okvirni kalendar pripreme.',
        'Svi rokovi, iznosi i postoci u vodiču su okvirni (indikativni). Mjerodavni su samo ' +
          'objavljeni pozivi i njihove upute za prijavitelje, koje se mogu mijenjati i nakon ' +
          'objave, pa ih prije odluke o prijavi pročitajte u cijelosti.',
      ],
    },
    {
      heading: 'Programi koje vrijedi pratiti u 2026.',
      paragraphs: [
        'Nacionalni plan oporavka i otpornosti (NPOO). NPOO se financira iz europskog ' +
          'Mehanizma za oporavak i otpornost i vremenski je ograničen: ulaganja moraju biti ' +
          'dovršena do kolovoza 2026. Novi pozivi za poduzetnike zato se u 2026. ne očekuju u ' +
          'većem broju, a korisnicima s potpisanim ugovorom najvažnije je na vrijeme dovršiti ' +
          'nabave, isporuke i zahtjeve za isplatu.',
        'Program Konkurentnost i kohezija 2021.–2027. (PKK). Glavni izvor bespovratnih ' +
          'sredstava za ulaganja poduzeća iz Europskog fonda za regionalni razvoj: proizvodni ' +
          'kapaciteti, digitalizacija, istraživanje, razvoj i inovacije te energetska ' +
          'učinkovitost i obnovljivi izvori energije. Pozivi se objavljuju na središnjem ' +
          'portalu za EU fondove, a prijava se podnosi elektronički, u sustavu navedenom u pozivu.',
        'Integrirani teritorijalni program 2021.–2027. (ITP). Program je usmjeren na određena ' +
          'područja: dio sredstava namijenjen je urbanim područjima kroz integrirana ' +
          'teritorijalna ulaganja, a dio, iz Fonda za pravednu tranziciju, Istarskoj i ' +
          'Sisačko-moslavačkoj županiji. Prije pripreme projekta provjerite odnosi li se poziv ' +
          'na područje na kojem ulažete.',
        'Strateški plan Zajedničke poljoprivredne politike 2023.–2027. (ZPP). Za poljoprivrednike, ' +
          'OPG-ove i prerađivače ruralni razvoj financira se kroz intervencije Strateškog plana: ' +
          'ulaganja u poljoprivredna gospodarstva i preradu, potpore mladim poljoprivrednicima, ' +
          'razvoj nepoljoprivrednih djelatnosti na selu i LEADER projekte lokalnih akcijskih ' +
          'grupa. Natječaje provodi Agencija za plaćanja u poljoprivredi, ribarstvu i ruralnom ' +
          'razvoju (APPRRR).',
        'Financijski instrumenti HAMAG-BICRO-a. Kad bespovratna sredstva nisu dostupna ili nisu ' +
          'dovoljna, HAMAG-BICRO nudi mikrozajmove i male zajmove po povoljnijim uvjetima te ' +
          'jamstva za bankovne kredite. Zajam ili jamstvo često je i najbrži način da se osigura ' +
          'vlastito učešće u projektu s bespovratnim sredstvima.',
        'Obzor Europa (Horizon Europe). Okvirni program EU-a za istraživanje i inovacije kojim ' +
          'izravno upravlja Europska komisija. Inovativnim poduzećima najzanimljiviji su EIC ' +
          'Accelerator i suradnički projekti u konzorcijima s partnerima iz više država. ' +
          'Konkurencija je europska i stroga, a prijave se podnose na portalu Funding & Tenders ' +
          'Europske komisije; za prvu procjenu ideje korisno je javiti se nacionalnoj kontaktnoj ' +
          'točki.',
      ],
    },
    {
      heading: 'Tko je prihvatljiv prijavitelj: mala i srednja poduzeća',
      paragraphs: [
        'Većina poziva za poduzetnike namijenjena je mikro, malim i srednjim poduzećima (MSP) ' +
          'prema definiciji iz Priloga I. Uredbe Komisije (EU) br. 651/2014. Veličina se ' +
          'određuje prema broju zaposlenih (godišnjim jedinicama rada) i financijskim pragovima:',
        '- mikro poduzeće: manje od 10 zaposlenih i godišnji promet ili ukupna aktiva do 2 ' +
          'milijuna eura\n' +
          '- malo poduzeće: manje od 50 zaposlenih i promet ili aktiva do 10 milijuna eura\n' +
          '- srednje poduzeće: manje od 250 zaposlenih i promet do 50 milijuna eura ili aktiva ' +
          'do 43 milijuna eura',
        'U izračun ulaze i podaci partnerskih i povezanih poduzeća. Tvrtka s nekoliko ' +
          'zaposlenih tako može postati srednje ili veliko poduzeće ako je u većinskom vlasništvu ' +
          'veće grupe, a to mijenja i intenzitet potpore i samu prihvatljivost.',
        'Uz veličinu se najčešće traži: djelatnost prihvatljiva prema šifri NKD-a, podmirene ' +
          'obveze prema državi, da poduzeće nije u teškoćama, određeno razdoblje poslovanja (npr. ' +
          'barem jedna zaključena poslovna godina) te da ulaganje nije započelo prije podnošenja ' +
          'prijave. Taj poticajni učinak česta je zamka: narudžba opreme ili početak radova prije ' +
          'prijave može cijeli projekt učiniti neprihvatljivim.',
      ],
    },
    {
      heading: 'Pravilo de minimis i intenzitet potpore',
      paragraphs: [
        'Mnoge se potpore dodjeljuju kao potpore male vrijednosti (de minimis). Prema Uredbi ' +
          'Komisije (EU) 2023/2831 jedan poduzetnik, zajedno s povezanim poduzećima, u bilo ' +
          'kojem razdoblju od tri godine može dobiti najviše 300.000 eura takvih potpora. U iznos ' +
          'se ubrajaju sve de minimis potpore, neovisno o tome daje li ih ministarstvo, ' +
          'županija, grad ili agencija.',
        'Uz prijavu se zato gotovo uvijek prilaže izjava o primljenim potporama male ' +
          'vrijednosti. Prije prijave zbrojite sve što ste dobili u zadnje tri godine, uključujući ' +
          'subvencije kamata, jamstva i lokalne potpore. Za primarnu poljoprivrednu proizvodnju i ' +
          'ribarstvo vrijede posebna pravila s nižim gornjim granicama.',
        'Veći projekti najčešće se financiraju prema Uredbi o općem skupnom izuzeću (GBER), gdje ' +
          'intenzitet potpore ovisi o vrsti ulaganja, veličini poduzeća i regiji prema karti ' +
          'regionalnih potpora. Okvirno vrijedi da mala poduzeća mogu dobiti veći postotak od ' +
          'srednjih, a slabije razvijena područja više od razvijenijih; točne postotke čitajte ' +
          'u pozivu.',
      ],
    },
    {
      heading: 'Dokumenti koje treba pripremiti',
      paragraphs: [
        'Točan popis propisuje svaki poziv, ali sljedeći se dokumenti traže gotovo uvijek:',
        '- izvadak iz sudskog ili obrtnog registra\n' +
          '- godišnji financijski izvještaji za posljednje dvije do tri godine\n' +
          '- potvrda Porezne uprave o stanju duga (pazite na rok valjanosti)\n' +
          '- izjava o veličini poduzeća i o partnerskim i povezanim poduzećima\n' +
          '- izjava o primljenim potporama male vrijednosti\n' +
          '- poslovni plan s financijskim projekcijama, najčešće na obrascu iz poziva\n' +
          '- ponude ili troškovnici za sva planirana ulaganja\n' +
          '- za građevinske radove: dokaz vlasništva ili prava korištenja nekretnine te ' +
          'odgovarajući akt za gradnju ili glavni projekt\n' +
          '- izjava prijavitelja o istinitosti podataka i nepostojanju razloga za isključenje',
        'Dokumente s kratkim rokom valjanosti pribavite posljednje, a one koje izdaju drugi ' +
          '(dozvole, ponude, pisma namjere) prve, jer o njihovu roku ne odlučujete sami.',
      ],
    },
    {
      heading: 'Kalendar pripreme prijave (okvirno)',
      paragraphs: [
        'Rokovi se razlikuju od poziva do poziva, a neki se pozivi zatvaraju i prije roka, kad ' +
          'se potroše raspoloživa sredstva. Sljedeći raspored polazi od mjeseca u kojem ' +
          'očekujete objavu poziva:',
        '- šest mjeseci prije: definirajte projekt i cilj ulaganja, provjerite status MSP-a, ' +
          'prihvatljivost djelatnosti i iskorištenost de minimis potpora\n' +
          '- četiri do pet mjeseci prije: pokrenite postupke za dozvole, prikupite ponude ' +
          'dobavljača i razgovarajte s bankom o financiranju vlastitog učešća\n' +
          '- tri mjeseca prije: izradite proračun, poslovni plan i financijske projekcije te ' +
          'procijenite koliko bodova projekt može dobiti\n' +
          '- mjesec dana prije: pribavite dokumente s kratkim rokom valjanosti, provjerite ' +
          'pristup sustavu za prijavu i elektroničke vjerodajnice\n' +
          '- nakon objave: usporedite konačni tekst poziva s pripremljenim projektom i predajte ' +
          'prijavu što ranije, osobito ako se prijave obrađuju redoslijedom zaprimanja',
        'Nakon predaje slijede administrativna provjera, ocjena kvalitete i odluka o ' +
          'financiranju, što obično traje nekoliko mjeseci. Nabave se provode prema pravilima ' +
          'iz poziva (za privatne korisnike najčešće prema pravilima za osobe koje nisu ' +
          'obveznici javne nabave), a zatim slijede ulaganje i zahtjevi za nadoknadu sredstava.',
      ],
    },
    {
      heading: 'Najčešće pogreške',
      paragraphs: [
        '- ulaganje započeto prije predaje prijave\n' +
          '- proračun s neprihvatljivim troškovima ili bez usporedivih ponuda\n' +
          '- poslovni plan koji ne odgovara na kriterije odabira\n' +
          '- nedovoljno osigurano vlastito učešće i financiranje PDV-a\n' +
          '- rok isporuke opreme dulji od razdoblja provedbe projekta',
        'Niste sigurni je li vaš projekt prihvatljiv? Javite nam se za besplatne konzultacije: ' +
          'u prvom razgovoru provjerit ćemo prihvatljivost, procijeniti iznos potpore i ' +
          'predložiti plan pripreme.',
      ],
    },
  ],
}

const businessPlanTemplate: TextPdfDoc = {
  title: 'Predložak poslovnog plana',
  subtitle:
    'Struktura prema najčešćim natječajnim obrascima, s uputama za svako poglavlje i ' +
    'primjerima dobro napisanih odgovora',
  footer: DEMO_FOOTER,
  sections: [
    {
      heading: 'Kako koristiti predložak',
      paragraphs: [
        'Poslovni plan za prijavu na poziv nije isto što i plan za banku ili investitora: ' +
          'ocjenjivači ga čitaju uz tablicu kriterija odabira i traže dokaze da je projekt ' +
          'izvediv, financijski održiv i u skladu s ciljevima poziva. Ako poziv propisuje ' +
          'vlastiti obrazac, koristite njega, a ovaj predložak upotrijebite kao popis sadržaja ' +
          'koji ne smije nedostajati.',
        'Uz svako poglavlje navodimo što treba sadržavati i primjer odgovora za izmišljeno ' +
          'poduzeće Precizija Drava d.o.o. iz Osijeka. Brojke u poslovnom planu moraju se ' +
          'slagati s proračunom i financijskim projekcijama u prijavi.',
      ],
    },
    {
      heading: '1. Sažetak projekta',
      paragraphs: [
        'Na najviše jednoj stranici opišite tko ste, u što ulažete, koliko projekt stoji, koliko ' +
          'potpore tražite i što će se promijeniti nakon ulaganja. Sažetak pišite posljednji, ' +
          'kad su ostala poglavlja gotova.',
        'Primjer: „Precizija Drava d.o.o. od 2016. izrađuje metalne dijelove po narudžbi za ' +
          'proizvođače strojeva. Projektom ulažemo 416.600 eura u 5-osni CNC obradni centar s ' +
          'robotom za posluživanje, adaptaciju hale i ERP modul za planiranje proizvodnje te ' +
          'tražimo 238.380 eura bespovratnih sredstava. Ulaganje nam omogućuje izradu složenih ' +
          'dijelova koje danas odbijamo i zapošljavanje četiri nova radnika.“',
      ],
    },
    {
      heading: '2. Podaci o prijavitelju',
      paragraphs: [
        '- osnovni podaci: naziv, OIB, sjedište, datum osnivanja i pretežita djelatnost (NKD)\n' +
          '- vlasnička struktura te partnerska i povezana poduzeća\n' +
          '- broj zaposlenih i njihove kvalifikacije\n' +
          '- ključni financijski podaci za posljednje dvije do tri godine: prihodi, dobit, ' +
          'izvoz\n' +
          '- dosadašnja ulaganja i iskustvo s projektima',
        'Podaci moraju odgovarati godišnjim financijskim izvještajima i izjavi o veličini ' +
          'poduzeća, jer ih ocjenjivači provjeravaju u javnim registrima.',
      ],
    },
    {
      heading: '3. Proizvodi, usluge i tržište',
      paragraphs: [
        'Opišite što prodajete, kome i po kojoj cijeni, tko su vam glavni kupci i konkurenti te ' +
          'kako se tržište kreće. Tvrdnje potkrijepite podacima: udjelom izvoza, pismima namjere ' +
          'kupaca, statistikom industrije.',
        'Primjer: „Danas 70 % prihoda ostvarujemo s pet kupaca iz Hrvatske, Austrije i ' +
          'Njemačke. Dva su kupca pismom namjere najavila narudžbe složenih dijelova od ukupno ' +
          '150.000 eura godišnje, koje na postojećim troosnim strojevima ne možemo izraditi.“',
      ],
    },
    {
      heading: '4. Opis projekta',
      paragraphs: [
        '- problem ili prilika na koju projekt odgovara i veza s ciljevima poziva\n' +
          '- ciljevi i mjerljivi rezultati s početnim i ciljnim vrijednostima\n' +
          '- aktivnosti, lokacija ulaganja i terminski plan po mjesecima\n' +
          '- plan nabave: što se nabavlja, ključne tehničke karakteristike i zašto baš to\n' +
          '- spremnost projekta: dozvole, ponude, prostor',
        'Primjer: „Projekt traje 14 mjeseci. U prva tri mjeseca provodimo nabavu, od 4. do 7. ' +
          'mjeseca adaptiramo halu, u 9. mjesecu slijede isporuka i montaža CNC centra, a do ' +
          '12. mjeseca obuka šest operatera. Za adaptaciju hale imamo izrađen glavni projekt.“',
      ],
    },
    {
      heading: '5. Upravljanje projektom i ljudski resursi',
      paragraphs: [
        'Navedite tko vodi projekt, tko je odgovoran za nabavu, financije i izvještavanje te ' +
          'koliko vremena na tome radi. Ako koristite vanjske usluge, objasnite što točno ' +
          'obuhvaćaju. Opišite nova radna mjesta: broj, potrebne kvalifikacije i rok zapošljavanja.',
        'Primjer: „Projektom upravlja direktor uz vanjskog savjetnika za nabavu i zahtjeve za ' +
          'nadoknadu sredstava. Do kraja prve godine nakon ulaganja zapošljavamo dva CNC ' +
          'operatera, tehnologa i planera proizvodnje.“',
      ],
    },
    {
      heading: '6. Financijski plan',
      paragraphs: [
        '- proračun po stavkama, s prihvatljivim i neprihvatljivim troškovima, bez PDV-a\n' +
          '- izvori financiranja: bespovratna sredstva, vlastita sredstva, kredit\n' +
          '- projekcija prihoda i rashoda za razdoblje koje traži poziv, najčešće tri do pet ' +
          'godina\n' +
          '- novčani tok i pokazatelji: neto sadašnja vrijednost, interna stopa rentabilnosti, ' +
          'razdoblje povrata',
        'Pretpostavke projekcija obrazložite: zašto rast prihoda od 40 %, a ne 100 %? ' +
          'Preoptimistične projekcije gube bodove jednako kao i neuvjerljivo skromne. Za ' +
          'izračune možete koristiti naš financijski model u Excelu.',
        'Primjer: „Od ukupno 416.600 eura prihvatljivo je 397.300 eura. Uz intenzitet potpore ' +
          'od 60 % tražimo 238.380 eura, a vlastito učešće od 178.220 eura financiramo kreditom ' +
          'od 120.000 eura i vlastitim sredstvima. Kumulativni novčani tok postaje pozitivan u ' +
          'trećoj godini nakon ulaganja.“',
      ],
    },
    {
      heading: '7. Učinci projekta i horizontalna načela',
      paragraphs: [
        'Navedite pokazatelje koje poziv traži (nova radna mjesta, rast prihoda ili izvoza, ' +
          'novi proizvodi) s početnom i ciljnom vrijednošću te izvorom provjere. Opišite i ' +
          'doprinos održivom razvoju, načelu „ne nanositi bitnu štetu“ te jednakim mogućnostima ' +
          'i nediskriminaciji.',
        'Primjer: „Novi CNC centar troši manje električne energije po izratku od postojećih ' +
          'strojeva, a otpadne emulzije zbrinjava ovlašteni sakupljač. Oglase za nova radna ' +
          'mjesta pišemo rodno neutralno i objavljujemo ih i preko Hrvatskog zavoda za ' +
          'zapošljavanje.“',
      ],
    },
    {
      heading: '8. Rizici',
      paragraphs: [
        'Navedite tri do pet stvarnih rizika, primjerice kašnjenje isporuke, rast cijena, ' +
          'nedostatak radnika ili pad potražnje, i za svaki mjeru ublažavanja. Popis rizika bez ' +
          'mjera ne donosi bodove.',
        'Primjer: „Rizik: isporuka CNC centra kasni više od tri mjeseca. Mjera: rok isporuke i ' +
          'ugovorna kazna dio su ugovora s dobavljačem, a terminski plan ima dva mjeseca ' +
          'rezerve prije kraja provedbe.“',
      ],
    },
    {
      heading: '9. Prilozi',
      paragraphs: [
        'Popis priloga uskladite s pozivom: financijski izvještaji, ponude, pisma namjere, ' +
          'dozvole, životopisi ključnih osoba. Svaki prilog koji spominjete u tekstu mora biti i ' +
          'priložen, a nazivi datoteka trebaju odgovarati nazivima iz popisa.',
      ],
    },
    {
      heading: 'Kontrolni popis prije predaje',
      paragraphs: [
        '- iznosi u tekstu, proračunu i financijskim projekcijama su jednaki\n' +
          '- za svaki kriterij odabira u planu postoji odgovor i dokaz u tekstu ili prilogu\n' +
          '- ciljne vrijednosti pokazatelja su realne i mogu se provjeriti\n' +
          '- ponude su usporedive i nisu starije od roka koji propisuje poziv\n' +
          '- plan je pročitala osoba koja nije sudjelovala u pisanju',
        'Želite li prije predaje drugo mišljenje o svom poslovnom planu, javite nam se za ' +
          'besplatne konzultacije.',
      ],
    },
  ],
}

export const demoDownloads: DemoDownload[] = [
  {
    key: 'vodic-kroz-eu-fondove-2026',
    title: {
      hr: 'Vodič kroz EU fondove 2026.',
      en: 'EU Funding Guide 2026',
      de: 'EU-Förderleitfaden 2026',
    },
    description: {
      hr:
        'Pregled programa i natječaja koji se očekuju u 2026., uvjeti prihvatljivosti za mala i ' +
        'srednja poduzeća i kalendar pripreme prijave.',
      en:
        'An overview of the programmes and calls expected in 2026, eligibility conditions for ' +
        'SMEs and a timetable for preparing your application.',
      de:
        'Ein Überblick über die für 2026 erwarteten Programme und Ausschreibungen, die ' +
        'Fördervoraussetzungen für KMU und ein Zeitplan für die Antragsvorbereitung.',
    },
    language: 'hr',
    gated: false,
    file: async () => ({
      data: await textPdf(euFundsGuide),
      mimetype: PDF,
      name: 'vodic-kroz-eu-fondove-2026.pdf',
    }),
  },
  {
    key: 'predlozak-poslovnog-plana',
    title: {
      hr: 'Predložak poslovnog plana',
      en: 'Business plan template',
      de: 'Businessplan-Vorlage',
    },
    description: {
      hr:
        'Struktura poslovnog plana prema najčešćim natječajnim obrascima, s uputama za svako ' +
        'poglavlje i primjerima dobro napisanih odgovora.',
      en:
        'A business plan structure based on the most common application templates, with ' +
        'guidance for each chapter and examples of well-written answers.',
      de:
        'Die Gliederung eines Businessplans nach den gängigsten Antragsformularen, mit Hinweisen ' +
        'zu jedem Kapitel und Beispielen gelungener Antworten.',
    },
    language: 'hr',
    gated: true,
    file: async () => ({
      data: await textPdf(businessPlanTemplate),
      mimetype: PDF,
      name: 'predlozak-poslovnog-plana.pdf',
    }),
  },
  {
    key: 'financijski-model',
    title: {
      hr: 'Financijski model (Excel)',
      en: 'Financial model (Excel)',
      de: 'Finanzmodell (Excel)',
    },
    description: {
      hr:
        'Tablica za projekcije prihoda, troškova i novčanog toka projekta, s izračunom ' +
        'intenziteta potpore i pokazatelja isplativosti.',
      en:
        'A spreadsheet for a project’s revenue, cost and cash-flow projections, with the aid ' +
        'intensity and profitability indicators calculated for you.',
      de:
        'Eine Tabelle für Umsatz-, Kosten- und Liquiditätsprognosen eines Projekts, mit ' +
        'berechneter Förderquote und Rentabilitätskennzahlen.',
    },
    language: 'hr',
    gated: true,
    file: async () => ({
      data: await financialModelXlsx('hr'),
      mimetype: XLSX,
      name: 'financijski-model.xlsx',
    }),
  },
]
