import type { ToolsCopy } from './types'

export const tools: ToolsCopy = {
  meta: {
    title: 'Besplatni alati: ROI kalkulator, trajanje prijave i popis dokumenata',
    description:
      'Izračunajte povrat ulaganja u našu naknadu, procijenite trajanje prijave za HAMAG-BICRO, ' +
      'ruralni razvoj i regionalne fondove te provjerite svoju dokumentaciju.',
  },
  title: 'Besplatni alati',
  intro:
    'Tri brza alata za planiranje prijave na natječaj: koliko stoji naša podrška u odnosu na ' +
    'ono što donosi, koliko traje postupak i koje dokumente trebate pripremiti.',
  toolsNav: 'Alati na ovoj stranici',
  roi: {
    title: 'ROI kalkulator',
    intro:
      'Upišite iznos bespovratnih sredstava za koji se prijavljujete i saznajte našu naknadu, ' +
      'svoju neto korist i povrat ulaganja.',
    amountLabel: 'Iznos potpore (EUR)',
    amountHint: 'Na primjer 100.000 ili 100.000,50',
    calculate: 'Izračunaj',
    resultTitle: 'Vaš rezultat',
    grant: 'Iznos potpore',
    fee: 'Naša naknada (2,5 %)',
    net: 'Neto korist',
    roi: 'Povrat ulaganja (ROI)',
    explanation: 'Za svaki uloženi euro dobivate {amount} bespovratnih sredstava.',
    errors: {
      empty: 'Upišite iznos potpore.',
      invalid: 'Upišite iznos kao broj, na primjer 100.000.',
      'not-positive': 'Iznos mora biti veći od 0.',
      'too-large': 'Iznos ne može biti veći od 10 milijardi eura.',
    },
    note: 'Izračun je informativan; konačni uvjeti utvrđuju se ugovorom.',
  },
  timeline: {
    title: 'Procjena trajanja prijave',
    intro: 'Odaberite program financiranja i pogledajte koliko obično traje svaka faza prijave.',
    programmeLegend: 'Program financiranja',
    programmes: {
      'hamag-bicro': {
        name: 'HAMAG-BICRO',
        description: 'Potpore i financijski instrumenti za mala i srednja poduzeća',
      },
      'rural-development': {
        name: 'Ruralni razvoj',
        description: 'Potpore za poljoprivredu, preradu hrane i ruralna područja',
      },
      'regional-funds': {
        name: 'Regionalni fondovi',
        description: 'Natječaji Europskog fonda za regionalni razvoj za ulaganja i inovacije',
      },
    },
    empty: 'Odaberite program i prikazat ćemo procijenjeno trajanje svake faze.',
    caption: 'Procijenjeno trajanje: {programme}',
    phaseHeader: 'Faza',
    durationHeader: 'Trajanje',
    phases: {
      preparation: 'Priprema',
      submission: 'Podnošenje',
      evaluation: 'Ocjenjivanje',
      approval: 'Odobrenje',
    },
    total: 'Ukupno',
    weeks: { one: 'tjedan', few: 'tjedna', other: 'tjedana' },
    note:
      'Trajanja su uobičajeni rasponi iz našeg iskustva; rokovi pojedinog natječaja i broj ' +
      'prijava mogu ih promijeniti.',
  },
  checklist: {
    title: 'Popis dokumenata',
    intro:
      'Označite dokumente koje već imate. Ništa se ne sprema: popis postoji samo u vašem ' +
      'pregledniku dok je ova stranica otvorena.',
    legend: 'Dokumenti za prijavu',
    items: {
      'business-plan': {
        name: 'Poslovni plan',
        hint: 'Opis projekta, ciljeva, tržišta i aktivnosti',
      },
      'financial-projections': {
        name: 'Financijske projekcije',
        hint: 'Prihodi, troškovi i novčani tok za razdoblje projekta',
      },
      'company-registration': {
        name: 'Registracija tvrtke',
        hint: 'Izvadak iz sudskog ili obrtnog registra',
      },
      'tax-certificate': {
        name: 'Potvrda Porezne uprave',
        hint: 'Potvrda o nepostojanju duga prema državi',
      },
      'id-documents': {
        name: 'Osobni dokumenti',
        hint: 'Preslike osobnih iskaznica ovlaštenih osoba',
      },
      'bank-statement': {
        name: 'Bankovni izvod',
        hint: 'Nedavni izvod ili potvrda banke o stanju računa',
      },
      'property-documents': {
        name: 'Dokumentacija o nekretnini',
        hint: 'Zemljišnoknjižni izvadak, ugovor o zakupu ili drugi dokaz prava korištenja prostora',
      },
      'permits-licences': {
        name: 'Dozvole i licencije',
        hint: 'Građevinske, okolišne ili druge dozvole koje projekt zahtijeva',
      },
    },
    progressLabel: 'Spremni dokumenti',
    progressValue: '{done} od {total}',
    complete: 'Svi su dokumenti spremni. Javite nam se i zajedno ćemo pripremiti vašu prijavu.',
  },
  cta: {
    title: 'Trebate pomoć s prijavom?',
    text:
      'Rezervirajte besplatne konzultacije od 30 minuta. Pregledat ćemo vaš projekt, predložiti ' +
      'odgovarajuće natječaje i s vama dogovoriti sljedeće korake.',
    button: 'Kontaktirajte nas',
  },
}
