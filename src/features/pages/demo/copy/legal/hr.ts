import { retentionPeriod } from './retention'
import type { LegalDocuments } from './types'

const months = retentionPeriod('hr')

export const legal: LegalDocuments = {
  privacy: {
    title: 'Pravila privatnosti',
    summary:
      'Ova pravila objašnjavaju koje osobne podatke prikupljamo putem ove stranice, zašto ih ' +
      'obrađujemo i koja prava imate. Ovaj je tekst predložak koji pravni savjetnik tvrtke mora ' +
      'pregledati prije objave.',
    updated: '27. studenoga 2026.',
    sections: [
      {
        heading: 'Voditelj obrade',
        paragraphs: [
          'Voditelj obrade osobnih podataka prikupljenih putem ove stranice je tvrtka navedena ' +
            'u podnožju stranice, sa sjedištem u Osijeku. Osobne podatke obrađujemo u skladu s ' +
            'Općom uredbom o zaštiti podataka (Uredba (EU) 2016/679) i Zakonom o provedbi Opće ' +
            'uredbe o zaštiti podataka.',
          'Za sva pitanja o obradi osobnih podataka možete nam se obratiti na adresu e-pošte ' +
            'navedenu u podnožju stranice.',
        ],
      },
      {
        heading: 'Koje podatke obrađujemo',
        paragraphs: [
          'Kada nam pošaljete upit putem kontaktnog obrasca, obrađujemo vaše ime, adresu ' +
            'e-pošte, naziv tvrtke i sadržaj poruke. Za primanje newslettera prikupljamo ime i ' +
            'adresu e-pošte, a prijavu potvrđujete klikom na poveznicu u poruci koju vam šaljemo ' +
            '(dvostruka potvrda).',
          'U alatu za provjeru mogućnosti financiranja šifru djelatnosti (NKD) koristimo ' +
            'isključivo za pretraživanje natječaja, a OIB ne pohranjujemo. Naš poslužitelj pri ' +
            'svakom posjetu automatski bilježi tehničke podatke poput IP adrese, vremena ' +
            'pristupa, tražene stranice i vrste preglednika.',
        ],
      },
      {
        heading: 'Svrhe i pravne osnove obrade',
        paragraphs: [
          'Podatke iz upita obrađujemo kako bismo vam odgovorili i pripremili ponudu, na ' +
            'temelju poduzimanja radnji na vaš zahtjev prije sklapanja ugovora (članak 6. stavak ' +
            '1. točka (b) Opće uredbe o zaštiti podataka) i našeg legitimnog interesa da ' +
            'odgovaramo na poslovne upite (točka (f)).',
          'Newsletter vam šaljemo na temelju vaše privole (točka (a)), koju možete povući u ' +
            'bilo kojem trenutku putem poveznice za odjavu u svakoj poruci. Zapise poslužitelja ' +
            'obrađujemo na temelju legitimnog interesa za sigurnost i ispravan rad stranice ' +
            '(točka (f)).',
        ],
      },
      {
        heading: 'Koliko dugo čuvamo podatke',
        paragraphs: [
          'Upite (kontaktni obrazac, pitanja o natječaju, rezervacije konzultacija, prijave za ' +
            'posao i zahtjevi za materijale) čuvamo dok s vama surađujemo. Rok čuvanja upita ' +
            `bez aktivnosti je ${months}: kad toliko prođe bez ikakve aktivnosti na upitu ` +
            '(odgovora, sastanka ili druge promjene), upit se automatski anonimizira. Brišu se ' +
            'ime, e-mail adresa, tvrtka, poruka, bilješke i priloženi životopis, a s upitom i ' +
            'osobni podaci iz rezervacije; ostaje samo anonimni zapis za statistiku tvrtke.',
          'Podatke za newsletter čuvamo dok se ne odjavite, a zapise poslužitelja 30 dana, nakon ' +
            'čega se automatski brišu.',
        ],
      },
      {
        heading: 'Obavijesti o natječajima',
        paragraphs: [
          'Ako se pretplatite na obavijesti o natječajima, čuvamo samo vašu e-mail adresu, ' +
            'odabrane filtre (šifre djelatnosti, županiju, veličinu poduzeća, program, najmanji ' +
            'iznos, učestalost i jezik poruka) ili natječaj koji pratite, vrijeme vaše privole i ' +
            'verziju teksta privole na koji ste pristali te povijest poslanih obavijesti (koji ' +
            'natječaj, kada i jeste li ga označili kao nerelevantan). Obavijest koju izradite kao ' +
            'prijavljeni korisnik za adresu svog računa povezana je s vašim računom.',
          'Obavijesti šaljemo na temelju vaše privole (točka (a)). Dok adresu ne potvrdite ' +
            'poveznicom iz naše prve poruke, obavijest ne šalje ništa osim te jedne poruke za ' +
            'potvrdu, a nepotvrđenu obavijest brišemo nakon 30 dana. Potvrđena obavijest postoji dok je ne obrišete: svaka poruka sadrži poveznicu za ' +
            'izmjenu, pauziranje ili brisanje, a brisanjem obavijesti odmah se briše i njezina ' +
            'povijest slanja.',
        ],
      },
      {
        heading: 'Rezervacija konzultacija',
        paragraphs: [
          'Kada rezervirate konzultacije, čuvamo vaše ime i prezime, e-mail adresu, broj ' +
            'telefona, tvrtku i temu koju opišete, natječaj ili šifru djelatnosti s kojih ste ' +
            'došli, rezervirani termin i savjetnika kojemu je dodijeljen te je li sastanak ' +
            'održan. Koristimo ih da bismo održali sastanak, poslali vam potvrdu s pozivnicom za ' +
            'kalendar, podsjetnik dan ranije i obavijest o svakoj promjeni; rezervacija se čuva ' +
            'uz vaš upit, radi radnji koje tražite prije sklapanja ugovora (točka (b)).',
          'Poveznica u našoj poruci omogućuje vam da termin premjestite ili otkažete u bilo ' +
            'kojem trenutku prije početka. Rezervaciju čuvamo uz upit i anonimiziramo je zajedno ' +
            `s njim, kad istekne rok čuvanja upita (${months} bez aktivnosti).`,
        ],
      },
      {
        heading: 'Primatelji podataka',
        paragraphs: [
          'Vaše podatke mogu obrađivati naši pružatelji usluga smještaja stranice (hostinga) i ' +
            'e-pošte, isključivo kao izvršitelji obrade prema našim uputama i na temelju ugovora ' +
            'o obradi podataka.',
          'Osobne podatke ne prodajemo niti ih ustupamo trećim stranama u marketinške svrhe.',
        ],
      },
      {
        heading: 'Vaša prava',
        paragraphs: [
          'Imate pravo na pristup svojim podacima, njihov ispravak i brisanje, ograničenje ' +
            'obrade i prenosivost podataka te pravo na prigovor na obradu. Ako se obrada temelji ' +
            'na privoli, možete je povući u bilo kojem trenutku, što ne utječe na zakonitost ' +
            'obrade prije povlačenja.',
          'Na vaš zahtjev pronaći ćemo sve što se čuva uz vašu e-mail adresu (upite, rezervacije, ' +
            'pretplate, obavijesti o natječajima, korisnički račun i poruke), poslati vam to kao ' +
            'datoteku te to obrisati ili anonimizirati. Svaki takav zahtjev bilježimo (tko ga je ' +
            'obradio i kada), bez same adrese.',
          'Zahtjev nam možete poslati na adresu e-pošte navedenu u podnožju stranice, a ' +
            'odgovorit ćemo vam najkasnije u roku od mjesec dana. Ako smatrate da se vaši podaci ' +
            'obrađuju protivno propisima, možete podnijeti pritužbu Agenciji za zaštitu osobnih ' +
            'podataka (AZOP).',
        ],
      },
    ],
  },
  terms: {
    title: 'Uvjeti korištenja',
    summary:
      'Ovi uvjeti uređuju korištenje ove internetske stranice i besplatnih alata koji su na njoj ' +
      'dostupni. Ovaj je tekst predložak koji pravni savjetnik tvrtke mora pregledati prije ' +
      'objave.',
    updated: '22. studenoga 2026.',
    sections: [
      {
        heading: 'O stranici',
        paragraphs: [
          'Ovu stranicu vodi tvrtka navedena u podnožju stranice, sa sjedištem u Osijeku, koja ' +
            'pomaže poduzećima u pripremi projekata i prijava za EU i nacionalna bespovratna ' +
            'sredstva. Korištenjem stranice prihvaćate ove uvjete.',
          'Ako se s uvjetima ne slažete, molimo vas da stranicu ne koristite.',
        ],
      },
      {
        heading: 'Informativni sadržaj',
        paragraphs: [
          'Sadržaj stranice ima isključivo informativnu svrhu i nije pravni, financijski ni ' +
            'porezni savjet. Za odluke o konkretnom projektu obratite nam se ili potražite ' +
            'stručni savjet.',
          'Podaci o natječajima, rokovima i iznosima potpore mogu se promijeniti bez prethodne ' +
            'najave. Mjerodavna je uvijek službena natječajna dokumentacija, primjerice ona ' +
            'objavljena na službenom portalu EU fondova u Hrvatskoj.',
        ],
      },
      {
        heading: 'Besplatni alati',
        paragraphs: [
          'Besplatni alati na stranici, poput provjere mogućnosti financiranja, daju okvirne ' +
            'procjene na temelju podataka koje unesete i javno dostupnih informacija o ' +
            'natječajima. Rezultati ne jamče prihvatljivost projekta ni odobrenje bespovratnih ' +
            'sredstava.',
          'O dodjeli sredstava uvijek odlučuju nadležna tijela u skladu s uvjetima pojedinog ' +
            'natječaja.',
        ],
      },
      {
        heading: 'Intelektualno vlasništvo',
        paragraphs: [
          'Tekstovi, grafički elementi, logotipi i drugi sadržaji na stranici zaštićeni su ' +
            'autorskim pravom i pripadaju tvrtki ili njezinim davateljima licencija. Sadržaj ' +
            'smijete pregledavati i dijeliti poveznice na njega, ali ga bez našeg pisanog ' +
            'dopuštenja ne smijete umnožavati, mijenjati ni koristiti u komercijalne svrhe.',
        ],
      },
      {
        heading: 'Ograničenje odgovornosti i mjerodavno pravo',
        paragraphs: [
          'Trudimo se da podaci na stranici budu točni i ažurni, ali ne odgovaramo za štetu ' +
            'nastalu oslanjanjem na njih, osim u slučaju namjere ili krajnje nepažnje. Ne ' +
            'odgovaramo ni za sadržaj vanjskih stranica na koje upućujemo.',
          'Na ove se uvjete primjenjuje pravo Republike Hrvatske. Za sve sporove nadležan je ' +
            'stvarno nadležni sud u Osijeku.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Politika kolačića',
    summary:
      'Ova politika objašnjava koje kolačiće i slične tehnologije koristi ova stranica i kako ' +
      'njima možete upravljati. Ovaj je tekst predložak koji pravni savjetnik tvrtke mora ' +
      'pregledati prije objave.',
    updated: '22. studenoga 2026.',
    sections: [
      {
        heading: 'Što su kolačići',
        paragraphs: [
          'Kolačići su male tekstne datoteke koje internetska stranica sprema u vaš preglednik ' +
            'kako bi zapamtila određene podatke između posjeta. Mogu biti nužni za rad stranice ' +
            'ili služiti drugim svrhama, primjerice analitici i oglašavanju.',
        ],
      },
      {
        heading: 'Koje kolačiće koristimo',
        paragraphs: [
          'Koristimo isključivo nužne kolačiće, za koje nije potrebna vaša privola. Kolačić ' +
            'site-locale pamti jezik koji ste odabrali u izborniku jezika i vrijedi godinu dana.',
          'Kolačić payload-token koristi se samo za prijavljene urednike sadržaja: čuva ' +
            'njihovu sesiju, skripte na stranici ne mogu mu pristupiti (HttpOnly) i istječe ' +
            'nakon dva sata.',
        ],
      },
      {
        heading: 'Bez kolačića za praćenje',
        paragraphs: [
          'Ne koristimo kolačiće za oglašavanje ni praćenje, a na stranici nema analitičkih ' +
            'alata trećih strana.',
          'Osim u kolačiću, odabrani jezik pamti se i u lokalnoj pohrani vašeg preglednika ' +
            '(localStorage), kako bi se stranica pri sljedećem posjetu prikazala na istom jeziku.',
        ],
      },
      {
        heading: 'Kako izbrisati ili blokirati kolačiće',
        paragraphs: [
          'Kolačiće i podatke iz lokalne pohrane možete u bilo kojem trenutku izbrisati u ' +
            'postavkama preglednika, gdje možete i blokirati spremanje kolačića. Upute potražite ' +
            'u pomoći svojeg preglednika.',
          'Ako blokirate nužne kolačiće, stranica će i dalje raditi, ali neće pamtiti odabrani ' +
            'jezik, a urednici sadržaja neće se moći prijaviti.',
        ],
      },
    ],
  },
}
