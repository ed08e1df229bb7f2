/**
 * DEMO CONTENT: the financial model workbook offered on the downloads page, a project budget,
 * its funding (grant by aid intensity) and a five-year cash flow with NPV, IRR and payback,
 * for an invented manufacturing SME. Every total is an Excel formula; the cached results
 * written next to the formulas are computed here too, so previews that do not recalculate
 * (mail clients, file viewers) still show the figures.
 */
import ExcelJS from 'exceljs'

import type { Localized } from '@/seed/kit'

export type ModelLocale = 'hr' | 'en' | 'de'

type CategoryKey =
  | 'equipment'
  | 'construction'
  | 'software'
  | 'consulting'
  | 'training'
  | 'promotion'
type SizeKey = 'micro' | 'small' | 'medium'

const CATEGORIES: CategoryKey[] = [
  'equipment',
  'construction',
  'software',
  'consulting',
  'training',
  'promotion',
]

type BudgetItem = {
  category: CategoryKey
  name: Localized<string>
  unit: 'piece' | 'lump' | 'm2' | 'person'
  quantity: number
  unitPrice: number
  eligible: boolean
}

// Amounts in euro without VAT.
const ITEMS: BudgetItem[] = [
  {
    category: 'equipment',
    name: {
      hr: 'CNC obradni centar (5 osi)',
      en: '5-axis CNC machining centre',
      de: '5-Achs-CNC-Bearbeitungszentrum',
    },
    unit: 'piece',
    quantity: 1,
    unitPrice: 185_000,
    eligible: true,
  },
  {
    category: 'equipment',
    name: {
      hr: 'Robot za posluživanje stroja',
      en: 'Machine-tending robot',
      de: 'Roboter zur Maschinenbeschickung',
    },
    unit: 'piece',
    quantity: 1,
    unitPrice: 68_000,
    eligible: true,
  },
  {
    category: 'equipment',
    name: {
      hr: 'Koordinatni mjerni uređaj',
      en: 'Coordinate measuring machine',
      de: 'Koordinatenmessgerät',
    },
    unit: 'piece',
    quantity: 1,
    unitPrice: 14_500,
    eligible: true,
  },
  {
    category: 'equipment',
    name: { hr: 'Uredski namještaj', en: 'Office furniture', de: 'Büromöbel' },
    unit: 'lump',
    quantity: 1,
    unitPrice: 5_800,
    eligible: false,
  },
  {
    category: 'construction',
    name: {
      hr: 'Adaptacija proizvodne hale',
      en: 'Refurbishment of the production hall',
      de: 'Umbau der Produktionshalle',
    },
    unit: 'm2',
    quantity: 420,
    unitPrice: 150,
    eligible: true,
  },
  {
    category: 'construction',
    name: {
      hr: 'Pojačanje elektroinstalacija i priključka',
      en: 'Upgrade of the electrical installation and grid connection',
      de: 'Ausbau der Elektroinstallation und des Netzanschlusses',
    },
    unit: 'lump',
    quantity: 1,
    unitPrice: 8_500,
    eligible: true,
  },
  {
    category: 'software',
    name: {
      hr: 'ERP modul za planiranje proizvodnje',
      en: 'ERP module for production planning',
      de: 'ERP-Modul für die Produktionsplanung',
    },
    unit: 'lump',
    quantity: 1,
    unitPrice: 24_000,
    eligible: true,
  },
  {
    category: 'software',
    name: { hr: 'CAD/CAM licence', en: 'CAD/CAM licences', de: 'CAD/CAM-Lizenzen' },
    unit: 'piece',
    quantity: 3,
    unitPrice: 4_200,
    eligible: true,
  },
  {
    category: 'consulting',
    name: {
      hr: 'Upravljanje projektom (vanjska usluga)',
      en: 'Project management (external service)',
      de: 'Projektmanagement (externe Leistung)',
    },
    unit: 'lump',
    quantity: 1,
    unitPrice: 12_000,
    eligible: true,
  },
  {
    category: 'consulting',
    name: {
      hr: 'Priprema projektne prijave',
      en: 'Preparation of the application',
      de: 'Erstellung des Förderantrags',
    },
    unit: 'lump',
    quantity: 1,
    unitPrice: 6_000,
    eligible: false,
  },
  {
    category: 'training',
    name: {
      hr: 'Osposobljavanje operatera CNC strojeva',
      en: 'Training of CNC machine operators',
      de: 'Schulung der CNC-Maschinenbediener',
    },
    unit: 'person',
    quantity: 6,
    unitPrice: 1_200,
    eligible: true,
  },
  {
    category: 'promotion',
    name: {
      hr: 'Obvezne mjere vidljivosti (ploča, web)',
      en: 'Mandatory visibility measures (plaque, website)',
      de: 'Pflichtmaßnahmen zur Sichtbarkeit (Tafel, Website)',
    },
    unit: 'lump',
    quantity: 1,
    unitPrice: 2_500,
    eligible: true,
  },
  {
    category: 'promotion',
    name: {
      hr: 'Nastup na međunarodnom sajmu',
      en: 'Stand at an international trade fair',
      de: 'Stand auf einer internationalen Messe',
    },
    unit: 'lump',
    quantity: 1,
    unitPrice: 7_500,
    eligible: false,
  },
]

const INTENSITIES: Record<SizeKey, number> = { micro: 0.7, small: 0.6, medium: 0.5 }
const SIZES: SizeKey[] = ['micro', 'small', 'medium']
const DEFAULT_SIZE: SizeKey = 'small'
const MAX_GRANT = 300_000
const BANK_LOAN = 120_000

// Five years after the investment year (year 0).
const YEARS = [0, 1, 2, 3, 4, 5]
const REVENUE = [0, 210_000, 290_000, 340_000, 360_000, 370_000]
const STAFF_COSTS = [0, 62_000, 86_000, 88_000, 90_500, 93_000]
const OTHER_COSTS = [0, 14_000, 17_000, 18_500, 19_000, 19_500]
const MATERIAL_SHARE = 0.38
const DISCOUNT_RATE = 0.06
/** The year in which the grant is paid out (after the payment claims are approved). */
const GRANT_YEAR = 1

type Copy = {
  sheets: { instructions: string; budget: string; funding: string; cashFlow: string }
  yes: string
  no: string
  euro: string
  year: string
  units: Record<BudgetItem['unit'], string>
  categories: Record<CategoryKey, string>
  sizes: Record<SizeKey, string>
  instructions: {
    title: string
    demo: string
    howTo: string
    steps: string[]
    legend: string
    input: string
    formula: string
    notes: string
    noteLines: string[]
  }
  budget: {
    title: string
    note: string
    headers: string[]
    total: string
    summary: string
    summaryHeaders: string[]
  }
  funding: {
    title: string
    note: string
    total: string
    eligible: string
    ineligible: string
    size: string
    sizePrompt: string
    intensity: string
    maxGrant: string
    grant: string
    own: string
    ownEligible: string
    ownIneligible: string
    grantShare: string
    sources: string
    loan: string
    ownFunds: string
    tableHeaders: [string, string]
    tableNote: string
    closing: string
  }
  cashFlow: {
    title: string
    note: string
    item: string
    revenue: string
    materials: string
    staff: string
    other: string
    opex: string
    operating: string
    investment: string
    grant: string
    net: string
    cumulative: string
    paybackHelper: string
    assumptions: string
    materialShare: string
    discountRate: string
    indicators: string
    npv: string
    irr: string
    payback: string
    notReached: string
  }
}

const COPY: Record<ModelLocale, Copy> = {
  hr: {
    sheets: {
      instructions: 'Upute',
      budget: 'Proračun projekta',
      funding: 'Financiranje',
      cashFlow: 'Novčani tok',
    },
    yes: 'DA',
    no: 'NE',
    euro: '#,##0 "€";[Red]-#,##0 "€"',
    year: '"Godina "0',
    units: { piece: 'kom', lump: 'paušal', m2: 'm²', person: 'polaznik' },
    categories: {
      equipment: 'Oprema',
      construction: 'Građevinski radovi',
      software: 'Softver',
      consulting: 'Savjetodavne usluge',
      training: 'Osposobljavanje',
      promotion: 'Promidžba i vidljivost',
    },
    sizes: { micro: 'Mikro poduzeće', small: 'Malo poduzeće', medium: 'Srednje poduzeće' },
    instructions: {
      title: 'Financijski model projekta',
      demo: 'Demo: primjer s izmišljenim brojkama. Zamijenite ih podacima svog projekta.',
      howTo: 'Kako koristiti tablicu',
      steps: [
        '1. Na listu „Proračun projekta” upišite stavke ulaganja: količinu, jediničnu cijenu bez PDV-a i je li trošak prihvatljiv (DA/NE) prema pozivu.',
        '2. Na listu „Financiranje” odaberite veličinu poduzeća. Intenzitet i najviši iznos potpore provjerite u uputama za prijavitelje i po potrebi ih promijenite.',
        '3. Na listu „Novčani tok” upišite dodatne prihode i troškove koje projekt donosi u prvih pet godina te diskontnu stopu.',
        '4. Pročitajte pokazatelje: neto sadašnju vrijednost (NPV), internu stopu rentabilnosti (IRR) i godinu povrata ulaganja.',
      ],
      legend: 'Legenda',
      input: 'Žuto polje: unos, slobodno ga mijenjajte',
      formula: 'Bijelo polje: formula, ne mijenjajte ga',
      notes: 'Napomene',
      noteLines: [
        'Svi iznosi su u eurima i bez PDV-a. PDV je prihvatljiv trošak samo ako ga prijavitelj ne može odbiti kao pretporez.',
        'Intenziteti potpore u tablici su okvirni; mjerodavni su oni iz poziva i karte regionalnih potpora.',
        'Model ne uključuje porez na dobit, amortizaciju ni otplatu kredita: služi za prvu procjenu isplativosti, a ne kao zamjena za poslovni plan.',
      ],
    },
    budget: {
      title: 'Proračun projekta (iznosi u EUR, bez PDV-a)',
      note: 'Žuta polja su unosi. Prihvatljivost svake stavke provjerite u uputama za prijavitelje konkretnog poziva.',
      headers: [
        'Rb.',
        'Kategorija troška',
        'Stavka',
        'Jedinica',
        'Količina',
        'Jedinična cijena',
        'Ukupno',
        'Prihvatljivo?',
        'Prihvatljivi trošak',
        'Neprihvatljivi trošak',
      ],
      total: 'Ukupno',
      summary: 'Pregled po kategorijama',
      summaryHeaders: ['Kategorija troška', 'Ukupno', 'Prihvatljivo', 'Udio u ukupnom trošku'],
    },
    funding: {
      title: 'Financiranje projekta',
      note: 'Intenzitet potpore ovisi o veličini poduzeća i području ulaganja; tablica desno je okvirna, mjerodavan je poziv.',
      total: 'Ukupni trošak projekta',
      eligible: 'Prihvatljivi troškovi',
      ineligible: 'Neprihvatljivi troškovi',
      size: 'Veličina poduzeća',
      sizePrompt: 'Odaberite veličinu poduzeća prema definiciji MSP-a.',
      intensity: 'Intenzitet potpore',
      maxGrant: 'Najviši iznos potpore prema pozivu',
      grant: 'Bespovratna sredstva (potpora)',
      own: 'Vlastito učešće',
      ownEligible: 'od toga za prihvatljive troškove',
      ownIneligible: 'od toga za neprihvatljive troškove',
      grantShare: 'Udio potpore u ukupnom trošku',
      sources: 'Izvori vlastitog učešća',
      loan: 'Bankovni kredit',
      ownFunds: 'Vlastita sredstva',
      tableHeaders: ['Veličina poduzeća', 'Intenzitet (okvirno)'],
      tableNote: 'Primjer za slabije razvijenu županiju.',
      closing:
        'Potpora se isplaćuje nakon odobrenja zahtjeva za nadoknadom sredstava, pa ulaganje treba premostiti vlastitim sredstvima ili kreditom.',
    },
    cashFlow: {
      title: 'Novčani tok projekta (iznosi u EUR)',
      note: 'Godina 0 je godina ulaganja. Upišite samo prihode i troškove koje donosi projekt; iznosi su prije poreza na dobit.',
      item: 'Stavka',
      revenue: 'Prihodi od prodaje (novi proizvodi i usluge)',
      materials: 'Troškovi materijala',
      staff: 'Troškovi osoblja (nova radna mjesta)',
      other: 'Ostali operativni troškovi',
      opex: 'Ukupni operativni troškovi',
      operating: 'Operativni novčani tok',
      investment: 'Ulaganje u projekt',
      grant: 'Bespovratna sredstva',
      net: 'Neto novčani tok',
      cumulative: 'Kumulativni novčani tok',
      paybackHelper: 'Godina povrata (pomoćni red)',
      assumptions: 'Pretpostavke',
      materialShare: 'Udio troškova materijala u prihodima',
      discountRate: 'Diskontna stopa',
      indicators: 'Pokazatelji',
      npv: 'Neto sadašnja vrijednost (NPV)',
      irr: 'Interna stopa rentabilnosti (IRR)',
      payback: 'Povrat ulaganja',
      notReached: 'nije unutar 5 godina',
    },
  },
  en: {
    sheets: {
      instructions: 'Instructions',
      budget: 'Project budget',
      funding: 'Funding',
      cashFlow: 'Cash flow',
    },
    yes: 'YES',
    no: 'NO',
    euro: '"€"#,##0;[Red]-"€"#,##0',
    year: '"Year "0',
    units: { piece: 'pcs', lump: 'lump sum', m2: 'm²', person: 'trainee' },
    categories: {
      equipment: 'Equipment',
      construction: 'Construction works',
      software: 'Software',
      consulting: 'Consulting services',
      training: 'Training',
      promotion: 'Promotion and visibility',
    },
    sizes: {
      micro: 'Micro enterprise',
      small: 'Small enterprise',
      medium: 'Medium-sized enterprise',
    },
    instructions: {
      title: 'Project financial model',
      demo: 'Demo: example figures. Replace them with your own project’s data.',
      howTo: 'How to use this workbook',
      steps: [
        '1. On the “Project budget” sheet, enter the investment items: quantity, unit price excluding VAT and whether the cost is eligible (YES/NO) under the call.',
        '2. On the “Funding” sheet, choose the size of your enterprise. Check the aid intensity and the maximum grant in the guidelines for applicants and change them if needed.',
        '3. On the “Cash flow” sheet, enter the additional revenue and costs the project brings in its first five years, and the discount rate.',
        '4. Read the indicators: net present value (NPV), internal rate of return (IRR) and the payback year.',
      ],
      legend: 'Legend',
      input: 'Yellow cell: input, change it freely',
      formula: 'White cell: formula, do not change it',
      notes: 'Notes',
      noteLines: [
        'All amounts are in euro and exclude VAT. VAT is an eligible cost only if the applicant cannot recover it as input tax.',
        'The aid intensities in the table are indicative; the call and the regional aid map are what count.',
        'The model leaves out corporate income tax, depreciation and loan repayments: it is a first check of profitability, not a substitute for a business plan.',
      ],
    },
    budget: {
      title: 'Project budget (EUR, excluding VAT)',
      note: 'Yellow cells are inputs. Check the eligibility of each item in the guidelines for applicants of the specific call.',
      headers: [
        'No.',
        'Cost category',
        'Item',
        'Unit',
        'Quantity',
        'Unit price',
        'Total',
        'Eligible?',
        'Eligible cost',
        'Ineligible cost',
      ],
      total: 'Total',
      summary: 'Summary by category',
      summaryHeaders: ['Cost category', 'Total', 'Eligible', 'Share of total cost'],
    },
    funding: {
      title: 'Project funding',
      note: 'The aid intensity depends on the size of the enterprise and where it invests; the table on the right is indicative, the call decides.',
      total: 'Total project cost',
      eligible: 'Eligible costs',
      ineligible: 'Ineligible costs',
      size: 'Enterprise size',
      sizePrompt: 'Choose the size of your enterprise under the EU SME definition.',
      intensity: 'Aid intensity',
      maxGrant: 'Maximum grant under the call',
      grant: 'Grant',
      own: 'Own contribution',
      ownEligible: 'of which for eligible costs',
      ownIneligible: 'of which for ineligible costs',
      grantShare: 'Grant as a share of total cost',
      sources: 'Sources of the own contribution',
      loan: 'Bank loan',
      ownFunds: 'Own funds',
      tableHeaders: ['Enterprise size', 'Intensity (indicative)'],
      tableNote: 'Example for a less developed county.',
      closing:
        'The grant is paid after the payment claims are approved, so the investment has to be bridged with own funds or a loan.',
    },
    cashFlow: {
      title: 'Project cash flow (EUR)',
      note: 'Year 0 is the investment year. Enter only the revenue and costs the project brings; amounts are before corporate income tax.',
      item: 'Item',
      revenue: 'Sales revenue (new products and services)',
      materials: 'Material costs',
      staff: 'Staff costs (new jobs)',
      other: 'Other operating costs',
      opex: 'Total operating costs',
      operating: 'Operating cash flow',
      investment: 'Project investment',
      grant: 'Grant',
      net: 'Net cash flow',
      cumulative: 'Cumulative cash flow',
      paybackHelper: 'Payback year (helper row)',
      assumptions: 'Assumptions',
      materialShare: 'Material costs as a share of revenue',
      discountRate: 'Discount rate',
      indicators: 'Indicators',
      npv: 'Net present value (NPV)',
      irr: 'Internal rate of return (IRR)',
      payback: 'Payback',
      notReached: 'not within 5 years',
    },
  },
  de: {
    sheets: {
      instructions: 'Anleitung',
      budget: 'Projektbudget',
      funding: 'Finanzierung',
      cashFlow: 'Cashflow',
    },
    yes: 'JA',
    no: 'NEIN',
    euro: '#,##0 "€";[Red]-#,##0 "€"',
    year: '"Jahr "0',
    units: { piece: 'Stk.', lump: 'pauschal', m2: 'm²', person: 'Teilnehmer/in' },
    categories: {
      equipment: 'Ausrüstung',
      construction: 'Bauarbeiten',
      software: 'Software',
      consulting: 'Beratungsleistungen',
      training: 'Schulungen',
      promotion: 'Öffentlichkeitsarbeit und Sichtbarkeit',
    },
    sizes: {
      micro: 'Kleinstunternehmen',
      small: 'Kleines Unternehmen',
      medium: 'Mittleres Unternehmen',
    },
    instructions: {
      title: 'Finanzmodell des Projekts',
      demo: 'Demo: Beispielzahlen. Ersetzen Sie sie durch die Daten Ihres Projekts.',
      howTo: 'So verwenden Sie die Tabelle',
      steps: [
        '1. Tragen Sie im Blatt „Projektbudget“ die Investitionspositionen ein: Menge, Einzelpreis ohne MwSt. und ob die Kosten laut Ausschreibung förderfähig sind (JA/NEIN).',
        '2. Wählen Sie im Blatt „Finanzierung“ die Unternehmensgröße. Prüfen Sie Förderquote und Höchstbetrag im Leitfaden für Antragsteller und passen Sie sie bei Bedarf an.',
        '3. Tragen Sie im Blatt „Cashflow“ die zusätzlichen Umsätze und Kosten der ersten fünf Jahre sowie den Diskontierungszinssatz ein.',
        '4. Lesen Sie die Kennzahlen ab: Kapitalwert (NPV), internen Zinsfuß (IRR) und das Jahr der Amortisation.',
      ],
      legend: 'Legende',
      input: 'Gelbe Zelle: Eingabe, frei änderbar',
      formula: 'Weiße Zelle: Formel, bitte nicht ändern',
      notes: 'Hinweise',
      noteLines: [
        'Alle Beträge in Euro ohne MwSt. Die MwSt. ist nur förderfähig, wenn der Antragsteller sie nicht als Vorsteuer abziehen kann.',
        'Die Förderquoten in der Tabelle sind Richtwerte; maßgeblich sind die Ausschreibung und die Fördergebietskarte.',
        'Das Modell berücksichtigt weder Gewinnsteuer noch Abschreibungen oder Kredittilgung: Es dient einer ersten Rentabilitätsprüfung und ersetzt keinen Businessplan.',
      ],
    },
    budget: {
      title: 'Projektbudget (EUR, ohne MwSt.)',
      note: 'Gelbe Zellen sind Eingaben. Prüfen Sie die Förderfähigkeit jeder Position im Leitfaden der jeweiligen Ausschreibung.',
      headers: [
        'Nr.',
        'Kostenkategorie',
        'Position',
        'Einheit',
        'Menge',
        'Einzelpreis',
        'Gesamt',
        'Förderfähig?',
        'Förderfähige Kosten',
        'Nicht förderfähige Kosten',
      ],
      total: 'Gesamt',
      summary: 'Übersicht nach Kategorien',
      summaryHeaders: ['Kostenkategorie', 'Gesamt', 'Förderfähig', 'Anteil an den Gesamtkosten'],
    },
    funding: {
      title: 'Projektfinanzierung',
      note: 'Die Förderquote hängt von der Unternehmensgröße und vom Investitionsort ab; die Tabelle rechts ist ein Richtwert, maßgeblich ist die Ausschreibung.',
      total: 'Gesamtkosten des Projekts',
      eligible: 'Förderfähige Kosten',
      ineligible: 'Nicht förderfähige Kosten',
      size: 'Unternehmensgröße',
      sizePrompt: 'Wählen Sie die Unternehmensgröße nach der KMU-Definition der EU.',
      intensity: 'Förderquote',
      maxGrant: 'Höchstbetrag laut Ausschreibung',
      grant: 'Zuschuss',
      own: 'Eigenanteil',
      ownEligible: 'davon für förderfähige Kosten',
      ownIneligible: 'davon für nicht förderfähige Kosten',
      grantShare: 'Anteil des Zuschusses an den Gesamtkosten',
      sources: 'Quellen des Eigenanteils',
      loan: 'Bankkredit',
      ownFunds: 'Eigenmittel',
      tableHeaders: ['Unternehmensgröße', 'Förderquote (Richtwert)'],
      tableNote: 'Beispiel für eine strukturschwächere Gespanschaft.',
      closing:
        'Der Zuschuss wird nach Genehmigung der Auszahlungsanträge ausgezahlt; die Investition muss daher mit Eigenmitteln oder einem Kredit vorfinanziert werden.',
    },
    cashFlow: {
      title: 'Cashflow des Projekts (EUR)',
      note: 'Jahr 0 ist das Investitionsjahr. Tragen Sie nur die Umsätze und Kosten ein, die das Projekt bringt; Beträge vor Gewinnsteuer.',
      item: 'Position',
      revenue: 'Umsatzerlöse (neue Produkte und Leistungen)',
      materials: 'Materialkosten',
      staff: 'Personalkosten (neue Arbeitsplätze)',
      other: 'Sonstige Betriebskosten',
      opex: 'Betriebskosten gesamt',
      operating: 'Operativer Cashflow',
      investment: 'Projektinvestition',
      grant: 'Zuschuss',
      net: 'Netto-Cashflow',
      cumulative: 'Kumulierter Cashflow',
      paybackHelper: 'Amortisationsjahr (Hilfszeile)',
      assumptions: 'Annahmen',
      materialShare: 'Materialkostenanteil am Umsatz',
      discountRate: 'Diskontierungszinssatz',
      indicators: 'Kennzahlen',
      npv: 'Kapitalwert (NPV)',
      irr: 'Interner Zinsfuß (IRR)',
      payback: 'Amortisation',
      notReached: 'nicht innerhalb von 5 Jahren',
    },
  },
}

// Layout: fixed rows and columns, so formulas can be written plainly.
const BUDGET_HEADER_ROW = 4
const BUDGET_FIRST_ITEM_ROW = BUDGET_HEADER_ROW + 1
const BUDGET_LAST_ITEM_ROW = BUDGET_FIRST_ITEM_ROW + ITEMS.length - 1
const BUDGET_TOTAL_ROW = BUDGET_LAST_ITEM_ROW + 1
const SUMMARY_HEADER_ROW = BUDGET_TOTAL_ROW + 3
const SUMMARY_FIRST_ROW = SUMMARY_HEADER_ROW + 1
const SUMMARY_LAST_ROW = SUMMARY_FIRST_ROW + CATEGORIES.length - 1
const SUMMARY_TOTAL_ROW = SUMMARY_LAST_ROW + 1

/** Cell addresses on the funding sheet (tests and the instructions refer to them). */
export const FUNDING_CELLS = {
  total: 'B4',
  eligible: 'B5',
  ineligible: 'B6',
  size: 'B8',
  intensity: 'B9',
  maxGrant: 'B10',
  grant: 'B11',
  own: 'B12',
} as const

const CASH_YEAR_COLUMNS = ['B', 'C', 'D', 'E', 'F', 'G'] as const
const CASH_ROWS = {
  header: 4,
  revenue: 5,
  materials: 6,
  staff: 7,
  other: 8,
  opex: 9,
  operating: 10,
  investment: 11,
  grant: 12,
  net: 13,
  cumulative: 14,
  paybackHelper: 15,
  assumptions: 17,
  materialShare: 18,
  discountRate: 19,
  indicators: 21,
  npv: 22,
  irr: 23,
  payback: 24,
} as const

const COLORS = {
  headerFill: 'FFDCE6F1',
  inputFill: 'FFFFF2CC',
  totalFill: 'FFF2F2F2',
  title: 'FF17375E',
  demo: 'FFC00000',
  muted: 'FF7F7F7F',
  border: 'FFBFBFBF',
}

const PERCENT = '0%'
const PERCENT_1 = '0.0%'
const QUANTITY = '#,##0'

/** Excel's sheet reference, quoted (names have spaces and diacritics). */
const ref = (sheet: string, cell: string) => `'${sheet.replace(/'/g, "''")}'!${cell}`

function irr(flows: number[]): number {
  const npvAt = (rate: number) => flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0)
  let low = -0.99
  let high = 10
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2
    if (npvAt(mid) > 0) low = mid
    else high = mid
  }
  return (low + high) / 2
}

/** The figures every formula in the workbook computes, for the cached results. */
function computeModel(size: SizeKey) {
  const itemTotals = ITEMS.map((item) => item.quantity * item.unitPrice)
  const eligibleTotals = ITEMS.map((item, index) => (item.eligible ? (itemTotals[index] ?? 0) : 0))
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
  const total = sum(itemTotals)
  const eligible = sum(eligibleTotals)
  const byCategory = CATEGORIES.map((category) => {
    const indexes = ITEMS.flatMap((item, index) => (item.category === category ? [index] : []))
    return {
      total: sum(indexes.map((index) => itemTotals[index] ?? 0)),
      eligible: sum(indexes.map((index) => eligibleTotals[index] ?? 0)),
    }
  })
  const intensity = INTENSITIES[size]
  const grant = Math.min(eligible * intensity, MAX_GRANT)
  const own = total - grant

  const materials = REVENUE.map((revenue) => revenue * MATERIAL_SHARE)
  const opex = YEARS.map((t) => (materials[t] ?? 0) + (STAFF_COSTS[t] ?? 0) + (OTHER_COSTS[t] ?? 0))
  const operating = YEARS.map((t) => (REVENUE[t] ?? 0) - (opex[t] ?? 0))
  const investment = YEARS.map((t) => (t === 0 ? -total : 0))
  const grants = YEARS.map((t) => (t === GRANT_YEAR ? grant : 0))
  const net = YEARS.map((t) => (operating[t] ?? 0) + (investment[t] ?? 0) + (grants[t] ?? 0))
  const cumulative: number[] = []
  net.forEach((flow, t) => cumulative.push((cumulative[t - 1] ?? 0) + flow))
  const paybackFlags = YEARS.map((t) =>
    (cumulative[t] ?? 0) >= 0 && (t === 0 || (cumulative[t - 1] ?? 0) < 0) ? t : null,
  )
  const payback = paybackFlags.find((flag) => flag !== null) ?? null
  const npv =
    (net[0] ?? 0) +
    net.slice(1).reduce((sum, flow, i) => sum + flow / (1 + DISCOUNT_RATE) ** (i + 1), 0)

  return {
    itemTotals,
    eligibleTotals,
    total,
    eligible,
    ineligible: total - eligible,
    byCategory,
    intensity,
    grant,
    own,
    materials,
    opex,
    operating,
    investment,
    grants,
    net,
    cumulative,
    paybackFlags,
    payback,
    npv,
    irr: irr(net),
  }
}

type Model = ReturnType<typeof computeModel>

function styleTitle(cell: ExcelJS.Cell, size = 14) {
  cell.font = { bold: true, size, color: { argb: COLORS.title } }
}

function styleNote(cell: ExcelJS.Cell) {
  cell.font = { italic: true, color: { argb: COLORS.muted } }
}

function styleHeader(row: ExcelJS.Row, from: number, to: number) {
  row.height = 32
  for (let column = from; column <= to; column++) {
    const cell = row.getCell(column)
    cell.font = { bold: true }
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: COLORS.headerFill } }
    cell.alignment = { vertical: 'middle', wrapText: true }
    cell.border = { bottom: { style: 'thin', color: { argb: COLORS.title } } }
  }
}

function styleTotal(row: ExcelJS.Row, from: number, to: number) {
  for (let column = from; column <= to; column++) {
    const cell = row.getCell(column)
    cell.font = { bold: true }
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: COLORS.totalFill } }
    cell.border = {
      top: { style: 'thin', color: { argb: COLORS.title } },
      bottom: { style: 'double', color: { argb: COLORS.title } },
    }
  }
}

function markInput(cell: ExcelJS.Cell) {
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: COLORS.inputFill } }
  const thin = { style: 'thin' as const, color: { argb: COLORS.border } }
  cell.border = { top: thin, left: thin, bottom: thin, right: thin }
}

function setFormula(cell: ExcelJS.Cell, formula: string, result: number | string) {
  cell.value = { formula, result }
}

function pageSetup(sheet: ExcelJS.Worksheet, orientation: 'portrait' | 'landscape') {
  sheet.pageSetup = {
    paperSize: 9 as ExcelJS.PaperSize, // A4
    orientation,
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
  }
}

function addInstructions(workbook: ExcelJS.Workbook, copy: Copy) {
  const text = copy.instructions
  const sheet = workbook.addWorksheet(copy.sheets.instructions, {
    views: [{ state: 'frozen', ySplit: 2, showGridLines: false }],
  })
  sheet.getColumn(1).width = 110
  pageSetup(sheet, 'portrait')

  styleTitle(sheet.getCell('A1'), 16)
  sheet.getCell('A1').value = text.title
  sheet.getCell('A2').value = text.demo
  sheet.getCell('A2').font = { bold: true, color: { argb: COLORS.demo } }

  let row = 4
  const heading = (value: string) => {
    const cell = sheet.getCell(`A${row++}`)
    cell.value = value
    cell.font = { bold: true, size: 12, color: { argb: COLORS.title } }
  }
  const line = (value: string) => {
    const cell = sheet.getCell(`A${row++}`)
    cell.value = value
    cell.alignment = { wrapText: true, vertical: 'top' }
    return cell
  }

  heading(text.howTo)
  text.steps.forEach(line)
  row++
  heading(text.legend)
  markInput(line(text.input))
  const formulaCell = line(text.formula)
  const thin = { style: 'thin' as const, color: { argb: COLORS.border } }
  formulaCell.border = { top: thin, left: thin, bottom: thin, right: thin }
  row++
  heading(text.notes)
  text.noteLines.forEach(line)
}

function addBudget(workbook: ExcelJS.Workbook, copy: Copy, locale: ModelLocale, model: Model) {
  const text = copy.budget
  const sheet = workbook.addWorksheet(copy.sheets.budget, {
    views: [{ state: 'frozen', ySplit: BUDGET_HEADER_ROW, xSplit: 0 }],
  })
  pageSetup(sheet, 'landscape')
  const widths = [6, 24, 46, 11, 10, 16, 16, 13, 18, 18]
  widths.forEach((width, index) => (sheet.getColumn(index + 1).width = width))

  styleTitle(sheet.getCell('A1'))
  sheet.getCell('A1').value = text.title
  sheet.getCell('A2').value = text.note
  styleNote(sheet.getCell('A2'))

  const header = sheet.getRow(BUDGET_HEADER_ROW)
  header.values = text.headers
  styleHeader(header, 1, text.headers.length)

  const categoryRange = `$B$${SUMMARY_FIRST_ROW}:$B$${SUMMARY_LAST_ROW}`
  ITEMS.forEach((item, index) => {
    const r = BUDGET_FIRST_ITEM_ROW + index
    const row = sheet.getRow(r)
    row.getCell(1).value = index + 1
    row.getCell(2).value = copy.categories[item.category]
    row.getCell(3).value = item.name[locale]
    row.getCell(4).value = copy.units[item.unit]
    row.getCell(5).value = item.quantity
    row.getCell(6).value = item.unitPrice
    row.getCell(8).value = item.eligible ? copy.yes : copy.no
    setFormula(row.getCell(7), `E${r}*F${r}`, model.itemTotals[index] ?? 0)
    setFormula(row.getCell(9), `IF(H${r}="${copy.yes}",G${r},0)`, model.eligibleTotals[index] ?? 0)
    setFormula(
      row.getCell(10),
      `G${r}-I${r}`,
      (model.itemTotals[index] ?? 0) - (model.eligibleTotals[index] ?? 0),
    )
    for (const column of [2, 3, 4, 5, 6, 8]) markInput(row.getCell(column))
    row.getCell(1).alignment = { horizontal: 'center' }
    row.getCell(5).numFmt = QUANTITY
    row.getCell(8).alignment = { horizontal: 'center' }
    for (const column of [6, 7, 9, 10]) row.getCell(column).numFmt = copy.euro
    row.getCell(2).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [categoryRange],
    }
    row.getCell(8).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${copy.yes},${copy.no}"`],
      showErrorMessage: true,
    }
  })

  const first = BUDGET_FIRST_ITEM_ROW
  const last = BUDGET_LAST_ITEM_ROW
  const totalRow = sheet.getRow(BUDGET_TOTAL_ROW)
  totalRow.getCell(3).value = text.total
  setFormula(totalRow.getCell(7), `SUM(G${first}:G${last})`, model.total)
  setFormula(totalRow.getCell(9), `SUM(I${first}:I${last})`, model.eligible)
  setFormula(totalRow.getCell(10), `SUM(J${first}:J${last})`, model.ineligible)
  for (const column of [7, 9, 10]) totalRow.getCell(column).numFmt = copy.euro
  styleTotal(totalRow, 1, 10)

  const summaryTitle = sheet.getCell(`B${SUMMARY_HEADER_ROW - 1}`)
  summaryTitle.value = text.summary
  summaryTitle.font = { bold: true, size: 12, color: { argb: COLORS.title } }
  const summaryHeader = sheet.getRow(SUMMARY_HEADER_ROW)
  text.summaryHeaders.forEach((value, index) => (summaryHeader.getCell(index + 2).value = value))
  styleHeader(summaryHeader, 2, 5)

  const items = `$B$${first}:$B$${last}`
  CATEGORIES.forEach((category, index) => {
    const r = SUMMARY_FIRST_ROW + index
    const row = sheet.getRow(r)
    const figures = model.byCategory[index] ?? { total: 0, eligible: 0 }
    row.getCell(2).value = copy.categories[category]
    setFormula(row.getCell(3), `SUMIF(${items},B${r},$G$${first}:$G$${last})`, figures.total)
    setFormula(row.getCell(4), `SUMIF(${items},B${r},$I$${first}:$I$${last})`, figures.eligible)
    setFormula(
      row.getCell(5),
      `IF($C$${SUMMARY_TOTAL_ROW}=0,0,C${r}/$C$${SUMMARY_TOTAL_ROW})`,
      model.total ? figures.total / model.total : 0,
    )
    row.getCell(3).numFmt = copy.euro
    row.getCell(4).numFmt = copy.euro
    row.getCell(5).numFmt = PERCENT_1
  })
  const summaryTotal = sheet.getRow(SUMMARY_TOTAL_ROW)
  summaryTotal.getCell(2).value = text.total
  setFormula(
    summaryTotal.getCell(3),
    `SUM(C${SUMMARY_FIRST_ROW}:C${SUMMARY_LAST_ROW})`,
    model.total,
  )
  setFormula(
    summaryTotal.getCell(4),
    `SUM(D${SUMMARY_FIRST_ROW}:D${SUMMARY_LAST_ROW})`,
    model.eligible,
  )
  setFormula(
    summaryTotal.getCell(5),
    `SUM(E${SUMMARY_FIRST_ROW}:E${SUMMARY_LAST_ROW})`,
    model.total ? 1 : 0,
  )
  summaryTotal.getCell(3).numFmt = copy.euro
  summaryTotal.getCell(4).numFmt = copy.euro
  summaryTotal.getCell(5).numFmt = PERCENT_1
  styleTotal(summaryTotal, 2, 5)
}

function addFunding(workbook: ExcelJS.Workbook, copy: Copy, model: Model) {
  const text = copy.funding
  const budget = copy.sheets.budget
  const sheet = workbook.addWorksheet(copy.sheets.funding, {
    views: [{ state: 'frozen', ySplit: 2 }],
  })
  pageSetup(sheet, 'landscape')
  sheet.getColumn(1).width = 42
  sheet.getColumn(2).width = 20
  sheet.getColumn(3).width = 4
  sheet.getColumn(4).width = 4
  sheet.getColumn(5).width = 26
  sheet.getColumn(6).width = 22

  styleTitle(sheet.getCell('A1'))
  sheet.getCell('A1').value = text.title
  sheet.getCell('A2').value = text.note
  styleNote(sheet.getCell('A2'))

  const label = (row: number, value: string, indent = 0) => {
    const cell = sheet.getCell(`A${row}`)
    cell.value = value
    if (indent) cell.alignment = { indent }
  }
  const euro = (address: string) => (sheet.getCell(address).numFmt = copy.euro)

  label(4, text.total)
  setFormula(sheet.getCell(FUNDING_CELLS.total), ref(budget, `G${BUDGET_TOTAL_ROW}`), model.total)
  label(5, text.eligible)
  setFormula(
    sheet.getCell(FUNDING_CELLS.eligible),
    ref(budget, `I${BUDGET_TOTAL_ROW}`),
    model.eligible,
  )
  label(6, text.ineligible)
  setFormula(
    sheet.getCell(FUNDING_CELLS.ineligible),
    ref(budget, `J${BUDGET_TOTAL_ROW}`),
    model.ineligible,
  )
  ;[FUNDING_CELLS.total, FUNDING_CELLS.eligible, FUNDING_CELLS.ineligible].forEach(euro)

  // The intensity table the size is looked up in (E5:F7), editable.
  const tableHeader = sheet.getRow(4)
  tableHeader.getCell(5).value = text.tableHeaders[0]
  tableHeader.getCell(6).value = text.tableHeaders[1]
  styleHeader(tableHeader, 5, 6)
  tableHeader.height = 20
  SIZES.forEach((size, index) => {
    const row = sheet.getRow(5 + index)
    row.getCell(5).value = copy.sizes[size]
    row.getCell(6).value = INTENSITIES[size]
    row.getCell(6).numFmt = PERCENT
    markInput(row.getCell(6))
  })
  sheet.getCell('E8').value = text.tableNote
  styleNote(sheet.getCell('E8'))

  label(8, text.size)
  const size = sheet.getCell(FUNDING_CELLS.size)
  size.value = copy.sizes[DEFAULT_SIZE]
  markInput(size)
  size.dataValidation = {
    type: 'list',
    allowBlank: false,
    formulae: ['$E$5:$E$7'],
    showErrorMessage: true,
    showInputMessage: true,
    prompt: text.sizePrompt,
  }

  label(9, text.intensity)
  setFormula(
    sheet.getCell(FUNDING_CELLS.intensity),
    `INDEX($F$5:$F$7,MATCH(${FUNDING_CELLS.size},$E$5:$E$7,0))`,
    model.intensity,
  )
  sheet.getCell(FUNDING_CELLS.intensity).numFmt = PERCENT

  label(10, text.maxGrant)
  sheet.getCell(FUNDING_CELLS.maxGrant).value = MAX_GRANT
  markInput(sheet.getCell(FUNDING_CELLS.maxGrant))
  euro(FUNDING_CELLS.maxGrant)

  label(11, text.grant)
  setFormula(
    sheet.getCell(FUNDING_CELLS.grant),
    `MIN(${FUNDING_CELLS.eligible}*${FUNDING_CELLS.intensity},${FUNDING_CELLS.maxGrant})`,
    model.grant,
  )
  label(12, text.own)
  setFormula(
    sheet.getCell(FUNDING_CELLS.own),
    `${FUNDING_CELLS.total}-${FUNDING_CELLS.grant}`,
    model.own,
  )
  label(13, text.ownEligible, 2)
  setFormula(
    sheet.getCell('B13'),
    `${FUNDING_CELLS.eligible}-${FUNDING_CELLS.grant}`,
    model.eligible - model.grant,
  )
  label(14, text.ownIneligible, 2)
  setFormula(sheet.getCell('B14'), FUNDING_CELLS.ineligible, model.ineligible)
  ;[FUNDING_CELLS.grant, FUNDING_CELLS.own, 'B13', 'B14'].forEach(euro)
  for (const row of [11, 12]) {
    sheet.getCell(`A${row}`).font = { bold: true }
    sheet.getCell(`B${row}`).font = { bold: true }
  }
  label(15, text.grantShare)
  setFormula(
    sheet.getCell('B15'),
    `IF(${FUNDING_CELLS.total}=0,0,${FUNDING_CELLS.grant}/${FUNDING_CELLS.total})`,
    model.total ? model.grant / model.total : 0,
  )
  sheet.getCell('B15').numFmt = PERCENT_1

  const sources = sheet.getCell('A17')
  sources.value = text.sources
  sources.font = { bold: true, size: 12, color: { argb: COLORS.title } }
  label(18, text.loan)
  sheet.getCell('B18').value = BANK_LOAN
  markInput(sheet.getCell('B18'))
  label(19, text.ownFunds)
  setFormula(sheet.getCell('B19'), `${FUNDING_CELLS.own}-B18`, model.own - BANK_LOAN)
  ;['B18', 'B19'].forEach(euro)

  sheet.getCell('A21').value = text.closing
  styleNote(sheet.getCell('A21'))
}

/** The cash flow sheet's title, note, column widths and the header row of years. */
function cashFlowSheet(workbook: ExcelJS.Workbook, copy: Copy) {
  const text = copy.cashFlow
  const sheet = workbook.addWorksheet(copy.sheets.cashFlow, {
    views: [{ state: 'frozen', ySplit: CASH_ROWS.header, xSplit: 1 }],
  })
  pageSetup(sheet, 'landscape')
  sheet.getColumn(1).width = 46
  CASH_YEAR_COLUMNS.forEach((column) => (sheet.getColumn(column).width = 15))

  styleTitle(sheet.getCell('A1'))
  sheet.getCell('A1').value = text.title
  sheet.getCell('A2').value = text.note
  styleNote(sheet.getCell('A2'))

  const header = sheet.getRow(CASH_ROWS.header)
  header.getCell(1).value = text.item
  CASH_YEAR_COLUMNS.forEach((column, t) => {
    const cell = sheet.getCell(`${column}${CASH_ROWS.header}`)
    cell.value = YEARS[t] ?? t
    cell.numFmt = copy.year
    cell.alignment = { horizontal: 'right' }
  })
  styleHeader(header, 1, 1 + CASH_YEAR_COLUMNS.length)
  header.height = 20
  return sheet
}

/** The names of the cash flow's rows in column A, the three kinds of cost indented. */
function cashFlowLabels(sheet: ExcelJS.Worksheet, text: Copy['cashFlow']) {
  const R = CASH_ROWS
  const labels: [number, string][] = [
    [R.revenue, text.revenue],
    [R.materials, text.materials],
    [R.staff, text.staff],
    [R.other, text.other],
    [R.opex, text.opex],
    [R.operating, text.operating],
    [R.investment, text.investment],
    [R.grant, text.grant],
    [R.net, text.net],
    [R.cumulative, text.cumulative],
    [R.paybackHelper, text.paybackHelper],
  ]
  for (const [row, value] of labels) sheet.getCell(`A${row}`).value = value
  for (const row of [R.materials, R.staff, R.other]) {
    sheet.getCell(`A${row}`).alignment = { indent: 1 }
  }
}

/** The rows of one year's column, from the revenue down to the payback helper. */
function cashFlowYear(
  sheet: ExcelJS.Worksheet,
  copy: Copy,
  model: Model,
  c: (typeof CASH_YEAR_COLUMNS)[number],
  t: number,
) {
  const R = CASH_ROWS
  const share = `$B$${R.materialShare}`
  const previous = t > 0 ? CASH_YEAR_COLUMNS[t - 1] : undefined
  const cell = (row: number) => sheet.getCell(`${c}${row}`)

  cell(R.revenue).value = REVENUE[t] ?? 0
  setFormula(cell(R.materials), `${c}${R.revenue}*${share}`, model.materials[t] ?? 0)
  cell(R.staff).value = STAFF_COSTS[t] ?? 0
  cell(R.other).value = OTHER_COSTS[t] ?? 0
  for (const row of [R.revenue, R.staff, R.other]) markInput(cell(row))
  setFormula(cell(R.opex), `SUM(${c}${R.materials}:${c}${R.other})`, model.opex[t] ?? 0)
  setFormula(cell(R.operating), `${c}${R.revenue}-${c}${R.opex}`, model.operating[t] ?? 0)

  if (t === 0) {
    setFormula(
      cell(R.investment),
      `-${ref(copy.sheets.budget, `G${BUDGET_TOTAL_ROW}`)}`,
      -model.total,
    )
  } else {
    cell(R.investment).value = 0
    markInput(cell(R.investment))
  }
  if (t === GRANT_YEAR) {
    setFormula(cell(R.grant), ref(copy.sheets.funding, FUNDING_CELLS.grant), model.grant)
  } else {
    cell(R.grant).value = 0
  }

  setFormula(
    cell(R.net),
    `${c}${R.operating}+${c}${R.investment}+${c}${R.grant}`,
    model.net[t] ?? 0,
  )
  setFormula(
    cell(R.cumulative),
    previous ? `${previous}${R.cumulative}+${c}${R.net}` : `${c}${R.net}`,
    model.cumulative[t] ?? 0,
  )
  setFormula(
    cell(R.paybackHelper),
    previous
      ? `IF(AND(${c}${R.cumulative}>=0,${previous}${R.cumulative}<0),${c}$${R.header},"")`
      : `IF(${c}${R.cumulative}>=0,${c}$${R.header},"")`,
    model.paybackFlags[t] ?? '',
  )
  cell(R.paybackHelper).numFmt = copy.year
  cell(R.paybackHelper).font = { color: { argb: COLORS.muted } }
  for (const row of [
    R.revenue,
    R.materials,
    R.staff,
    R.other,
    R.opex,
    R.operating,
    R.investment,
    R.grant,
    R.net,
    R.cumulative,
  ]) {
    cell(row).numFmt = copy.euro
  }
}

/** The muted payback helper, the net flow as a total and the subtotals in bold. */
function styleCashFlowRows(sheet: ExcelJS.Worksheet) {
  const R = CASH_ROWS
  sheet.getCell(`A${R.paybackHelper}`).font = { color: { argb: COLORS.muted } }
  styleTotal(sheet.getRow(R.net), 1, 1 + CASH_YEAR_COLUMNS.length)
  for (const row of [R.opex, R.operating, R.cumulative]) {
    for (let column = 1; column <= 1 + CASH_YEAR_COLUMNS.length; column++) {
      sheet.getRow(row).getCell(column).font = { bold: true }
    }
  }
}

/** A section's title in column A (assumptions, indicators). */
function cashFlowSection(sheet: ExcelJS.Worksheet, row: number, value: string) {
  const cell = sheet.getCell(`A${row}`)
  cell.value = value
  cell.font = { bold: true, size: 12, color: { argb: COLORS.title } }
}

/** The assumptions the years' formulas read: the material share and the discount rate. */
function cashFlowAssumptions(sheet: ExcelJS.Worksheet, text: Copy['cashFlow']) {
  const R = CASH_ROWS
  cashFlowSection(sheet, R.assumptions, text.assumptions)
  sheet.getCell(`A${R.materialShare}`).value = text.materialShare
  sheet.getCell(`B${R.materialShare}`).value = MATERIAL_SHARE
  sheet.getCell(`A${R.discountRate}`).value = text.discountRate
  sheet.getCell(`B${R.discountRate}`).value = DISCOUNT_RATE
  for (const row of [R.materialShare, R.discountRate]) {
    sheet.getCell(`B${row}`).numFmt = PERCENT_1
    markInput(sheet.getCell(`B${row}`))
  }
}

/** The indicators: NPV, IRR and the payback year (or "not reached"). */
function cashFlowIndicators(sheet: ExcelJS.Worksheet, copy: Copy, model: Model) {
  const text = copy.cashFlow
  const R = CASH_ROWS
  cashFlowSection(sheet, R.indicators, text.indicators)
  const net = (from: string, to: string) => `${from}${R.net}:${to}${R.net}`
  sheet.getCell(`A${R.npv}`).value = text.npv
  setFormula(
    sheet.getCell(`B${R.npv}`),
    `NPV($B$${R.discountRate},${net('C', 'G')})+B${R.net}`,
    model.npv,
  )
  sheet.getCell(`B${R.npv}`).numFmt = copy.euro
  sheet.getCell(`A${R.irr}`).value = text.irr
  setFormula(sheet.getCell(`B${R.irr}`), `IRR(${net('B', 'G')})`, model.irr)
  sheet.getCell(`B${R.irr}`).numFmt = PERCENT_1
  sheet.getCell(`A${R.payback}`).value = text.payback
  const helper = `B${R.paybackHelper}:G${R.paybackHelper}`
  setFormula(
    sheet.getCell(`B${R.payback}`),
    `IF(COUNT(${helper})=0,"${text.notReached}",MIN(${helper}))`,
    model.payback ?? text.notReached,
  )
  sheet.getCell(`B${R.payback}`).numFmt = copy.year
  sheet.getCell(`B${R.payback}`).alignment = { horizontal: 'right' }
  for (const row of [R.npv, R.irr, R.payback]) {
    sheet.getCell(`A${row}`).font = { bold: true }
    sheet.getCell(`B${row}`).font = { bold: true }
  }
}

/** The five-year cash flow: its rows by year, the assumptions, then NPV, IRR and payback. */
function addCashFlow(workbook: ExcelJS.Workbook, copy: Copy, model: Model) {
  const sheet = cashFlowSheet(workbook, copy)
  cashFlowLabels(sheet, copy.cashFlow)
  CASH_YEAR_COLUMNS.forEach((column, t) => cashFlowYear(sheet, copy, model, column, t))
  styleCashFlowRows(sheet)
  cashFlowAssumptions(sheet, copy.cashFlow)
  cashFlowIndicators(sheet, copy, model)
}

/** The workbook in the given language, as .xlsx bytes. */
export async function financialModelXlsx(locale: ModelLocale): Promise<Buffer> {
  const copy = COPY[locale]
  const model = computeModel(DEFAULT_SIZE)

  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Demo'
  workbook.title = copy.instructions.title
  workbook.calcProperties.fullCalcOnLoad = true

  addInstructions(workbook, copy)
  addBudget(workbook, copy, locale, model)
  addFunding(workbook, copy, model)
  addCashFlow(workbook, copy, model)

  const data = await workbook.xlsx.writeBuffer()
  return Buffer.from(data)
}
