// The catalogue bench's data: programmes and funding calls drawn by a seeded pseudo-random
// generator, so every run (and both databases) gets the same catalogue relative to its `now`.
// Pure data, no database: ./seed.ts writes it, ./combinations.ts picks filters that hit it.
import type { Locale } from '@/i18n/locales'
import {
  applicantTypes,
  counties,
  type ProgrammeKind,
} from '@/features/funding-calls/rules/taxonomy'

import { between, pick, random, type Random, weighted } from '../lib/sampling'

const dayMs = 24 * 60 * 60 * 1000

type Text = Record<Locale, string>

/** `count` different items, each as likely as its weight. */
function weightedSet<T>(next: Random, items: readonly (readonly [T, number])[], count: number) {
  const chosen = new Set<T>()
  while (chosen.size < Math.min(count, items.length)) chosen.add(weighted(next, items))
  return [...chosen]
}

// ── Activity codes (NKD 2007) ────────────────────────────────────────────────────────────────

/**
 * Classes of the divisions that calls name most often (agriculture, food, wood and metal,
 * energy, construction, trade, transport, tourism, media, IT, professional services, education,
 * health, culture, personal services), as NKD 2007 numbers them.
 */
const commonClasses = `
01.11 01.13 01.19 01.21 01.24 01.25 01.41 01.46 01.47 01.50 01.61 01.63 02.10 02.20 03.11
03.12 03.21 03.22 10.11 10.13 10.39 10.51 10.52 10.71 10.72 10.73 10.82 10.89 11.01 11.02
11.05 11.07 16.10 16.21 16.23 16.29 22.21 22.22 22.29 25.11 25.12 25.61 25.62 25.99 28.11
28.22 28.29 28.41 28.99 31.01 31.02 31.09 35.11 35.14 35.30 41.10 41.20 43.21 43.22 43.29
43.31 43.32 43.33 43.39 46.31 46.39 46.90 47.11 47.19 47.21 47.24 47.71 47.78 47.91 47.99
49.31 49.32 49.39 49.41 52.10 52.21 52.29 55.10 55.20 55.30 55.90 56.10 56.21 56.29 56.30
58.11 58.14 58.19 58.21 58.29 59.11 59.12 59.13 59.14 62.01 62.02 62.03 62.09 63.11 63.12
63.91 63.99 69.10 69.20 70.21 70.22 71.11 71.12 71.20 72.11 72.19 72.20 73.11 73.12 74.10
74.20 74.90 79.11 79.12 79.90 85.51 85.52 85.59 86.10 86.21 86.22 86.23 88.10 88.91 88.99
90.01 90.02 90.03 90.04 93.11 93.12 93.13 93.19 93.21 93.29 96.01 96.02 96.04 96.09
`
  .trim()
  .split(/\s+/)

/** The divisions of NKD 2007 (01 to 96; the classification leaves some numbers out). */
const divisions = Array.from({ length: 96 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
).filter(
  (division) =>
    !['04', '34', '40', '44', '48', '54', '57', '67', '76', '83', '89'].includes(division),
)

export type CodePool = {
  /** Classes by division ("62" → ["62.01", …]). */
  classes: Map<string, string[]>
  /** Groups by division ("62" → ["62.0"]). */
  groups: Map<string, string[]>
  /** Divisions with how often calls name them. */
  divisionWeights: (readonly [string, number])[]
}

/**
 * Every division with its groups and classes: the common ones above, and for the other
 * divisions one to three groups of one to three classes in NKD's manner (a group's only class
 * ends in 0, the last of several in 9; a division's only group is numbered 0).
 */
export function codePool(next: Random): CodePool {
  const classes = new Map<string, string[]>()
  for (const code of commonClasses) {
    const division = code.slice(0, 2)
    classes.set(division, [...(classes.get(division) ?? []), code])
  }
  const common = new Set(classes.keys())
  for (const division of divisions) {
    if (common.has(division)) continue
    const groupCount = between(next, 1, 3)
    const codes: string[] = []
    for (let group = 1; group <= groupCount; group += 1) {
      const digit = groupCount === 1 ? 0 : group
      const classCount = between(next, 1, 3)
      for (let index = 1; index <= classCount; index += 1) {
        const last = classCount === 1 ? 0 : index === classCount ? 9 : index
        codes.push(`${division}.${digit}${last}`)
      }
    }
    classes.set(division, codes)
  }
  const groups = new Map(
    [...classes].map(([division, codes]) => [
      division,
      [...new Set(codes.map((code) => code.slice(0, 4)))],
    ]),
  )
  return {
    classes,
    groups,
    divisionWeights: divisions.map((division) => [division, common.has(division) ? 6 : 1] as const),
  }
}

// ── Programmes ───────────────────────────────────────────────────────────────────────────────

export type BenchProgramme = {
  id: number
  short: string
  kind: ProgrammeKind
  name: Text
  managingBody: Text | null
  /** Regional and local programmes fund their own county only. */
  county: (typeof counties)[number] | null
  /** How many calls it has, relative to the others. */
  weight: number
  /** Divisions its calls favour, when it has a sector. */
  sectors: string[]
}

const ministry = (hr: string, en: string, de: string): Text => ({ hr, en, de })

const programmeList: Omit<BenchProgramme, 'id'>[] = [
  {
    short: 'NPOO',
    kind: 'eu',
    name: {
      hr: 'Nacionalni plan oporavka i otpornosti 2021.–2026.',
      en: 'National Recovery and Resilience Plan 2021–2026',
      de: 'Nationaler Aufbau- und Resilienzplan 2021–2026',
    },
    managingBody: ministry(
      'Ministarstvo gospodarstva',
      'Ministry of Economy',
      'Wirtschaftsministerium',
    ),
    county: null,
    weight: 14,
    sectors: [],
  },
  {
    short: 'PKK',
    kind: 'eu',
    name: {
      hr: 'Program Konkurentnost i kohezija 2021.–2027.',
      en: 'Competitiveness and Cohesion Programme 2021–2027',
      de: 'Programm Wettbewerbsfähigkeit und Kohäsion 2021–2027',
    },
    managingBody: ministry(
      'Ministarstvo regionalnoga razvoja i fondova Europske unije',
      'Ministry of Regional Development and EU Funds',
      'Ministerium für regionale Entwicklung und EU-Fonds',
    ),
    county: null,
    weight: 14,
    sectors: [],
  },
  {
    short: 'ZPP',
    kind: 'eu',
    name: {
      hr: 'Strateški plan Zajedničke poljoprivredne politike 2023.–2027.',
      en: 'CAP Strategic Plan 2023–2027',
      de: 'GAP-Strategieplan 2023–2027',
    },
    managingBody: ministry(
      'Ministarstvo poljoprivrede, šumarstva i ribarstva',
      'Ministry of Agriculture, Forestry and Fisheries',
      'Ministerium für Landwirtschaft, Forstwirtschaft und Fischerei',
    ),
    county: null,
    weight: 10,
    sectors: ['01', '02', '03', '10', '11', '16'],
  },
  {
    short: 'ULJP',
    kind: 'eu',
    name: {
      hr: 'Program Učinkoviti ljudski potencijali 2021.–2027.',
      en: 'Efficient Human Resources Programme 2021–2027',
      de: 'Programm Effiziente Humanressourcen 2021–2027',
    },
    managingBody: ministry(
      'Ministarstvo rada, mirovinskoga sustava, obitelji i socijalne politike',
      'Ministry of Labour, Pension System, Family and Social Policy',
      'Ministerium für Arbeit, Rentensystem, Familie und Sozialpolitik',
    ),
    county: null,
    weight: 7,
    sectors: ['85', '86', '88'],
  },
  {
    short: 'Interreg HU-HR',
    kind: 'eu',
    name: {
      hr: 'Interreg VI-A Mađarska – Hrvatska 2021.–2027.',
      en: 'Interreg VI-A Hungary–Croatia 2021–2027',
      de: 'Interreg VI-A Ungarn–Kroatien 2021–2027',
    },
    managingBody: null,
    county: null,
    weight: 4,
    sectors: [],
  },
  {
    short: 'Interreg IT-HR',
    kind: 'eu',
    name: {
      hr: 'Interreg VI-A Italija – Hrvatska 2021.–2027.',
      en: 'Interreg VI-A Italy–Croatia 2021–2027',
      de: 'Interreg VI-A Italien–Kroatien 2021–2027',
    },
    managingBody: null,
    county: null,
    weight: 4,
    sectors: ['55', '56', '79', '93'],
  },
  {
    short: 'HAMAG-BICRO',
    kind: 'national',
    name: {
      hr: 'HAMAG-BICRO – zajmovi, jamstva i potpore',
      en: 'HAMAG-BICRO – loans, guarantees and grants',
      de: 'HAMAG-BICRO – Darlehen, Bürgschaften und Zuschüsse',
    },
    managingBody: ministry(
      'Hrvatska agencija za malo gospodarstvo, inovacije i investicije',
      'Croatian Agency for SMEs, Innovations and Investments',
      'Kroatische Agentur für KMU, Innovationen und Investitionen',
    ),
    county: null,
    weight: 9,
    sectors: [],
  },
  {
    short: 'MINGO',
    kind: 'national',
    name: {
      hr: 'Ministarstvo gospodarstva – nacionalne potpore',
      en: 'Ministry of Economy – national grants',
      de: 'Wirtschaftsministerium – nationale Förderungen',
    },
    managingBody: ministry(
      'Ministarstvo gospodarstva',
      'Ministry of Economy',
      'Wirtschaftsministerium',
    ),
    county: null,
    weight: 7,
    sectors: ['25', '28', '31', '47'],
  },
  {
    short: 'MINTS',
    kind: 'national',
    name: {
      hr: 'Ministarstvo turizma i sporta – javni pozivi',
      en: 'Ministry of Tourism and Sport – public calls',
      de: 'Ministerium für Tourismus und Sport – öffentliche Aufrufe',
    },
    managingBody: ministry(
      'Ministarstvo turizma i sporta',
      'Ministry of Tourism and Sport',
      'Ministerium für Tourismus und Sport',
    ),
    county: null,
    weight: 6,
    sectors: ['55', '56', '79', '93'],
  },
  {
    short: 'HZZ',
    kind: 'national',
    name: {
      hr: 'Hrvatski zavod za zapošljavanje – mjere aktivne politike',
      en: 'Croatian Employment Service – active labour market measures',
      de: 'Kroatische Arbeitsverwaltung – aktive Arbeitsmarktmaßnahmen',
    },
    managingBody: null,
    county: null,
    weight: 5,
    sectors: [],
  },
  {
    short: 'FZOEU',
    kind: 'national',
    name: {
      hr: 'Fond za zaštitu okoliša i energetsku učinkovitost',
      en: 'Environmental Protection and Energy Efficiency Fund',
      de: 'Fonds für Umweltschutz und Energieeffizienz',
    },
    managingBody: null,
    county: null,
    weight: 5,
    sectors: ['35', '41', '43'],
  },
  {
    short: 'Istarska županija',
    kind: 'regional',
    name: {
      hr: 'Istarska županija – potpore poduzetnicima',
      en: 'Istria County – grants for businesses',
      de: 'Gespanschaft Istrien – Förderungen für Unternehmen',
    },
    managingBody: null,
    county: 'istarska',
    weight: 4,
    sectors: [],
  },
  {
    short: 'Splitsko-dalmatinska županija',
    kind: 'regional',
    name: {
      hr: 'Splitsko-dalmatinska županija – poticaji gospodarstvu',
      en: 'Split-Dalmatia County – incentives for the economy',
      de: 'Gespanschaft Split-Dalmatien – Wirtschaftsförderung',
    },
    managingBody: null,
    county: 'splitsko-dalmatinska',
    weight: 4,
    sectors: [],
  },
  {
    short: 'Osječko-baranjska županija',
    kind: 'regional',
    name: {
      hr: 'Osječko-baranjska županija – program razvoja poljoprivrede',
      en: 'Osijek-Baranja County – agricultural development programme',
      de: 'Gespanschaft Osijek-Baranja – Programm zur Entwicklung der Landwirtschaft',
    },
    managingBody: null,
    county: 'osjecko-baranjska',
    weight: 3,
    sectors: ['01', '10', '11'],
  },
  {
    short: 'Grad Zagreb',
    kind: 'local',
    name: {
      hr: 'Grad Zagreb – potpore za razvoj poduzetništva i obrtništva',
      en: 'City of Zagreb – grants for business and crafts development',
      de: 'Stadt Zagreb – Förderungen für Unternehmen und Handwerk',
    },
    managingBody: null,
    county: 'grad-zagreb',
    weight: 4,
    sectors: [],
  },
  {
    short: 'Grad Rijeka',
    kind: 'local',
    name: {
      hr: 'Grad Rijeka – poticanje poduzetništva',
      en: 'City of Rijeka – business incentives',
      de: 'Stadt Rijeka – Unternehmensförderung',
    },
    managingBody: null,
    county: 'primorsko-goranska',
    weight: 2,
    sectors: [],
  },
]

// ── Words of the calls ───────────────────────────────────────────────────────────────────────

/** What a call funds: its title, a phrase for the descriptions, and the divisions it suits. */
type Topic = { title: Text; phrase: Text; divisions: string[] }

const topics: Topic[] = [
  {
    title: {
      hr: 'Digitalizacija poslovanja',
      en: 'Digitalisation of business',
      de: 'Digitalisierung von Unternehmen',
    },
    phrase: {
      hr: 'digitalizacija poslovnih procesa, e-trgovina i kibernetička sigurnost',
      en: 'digitalisation of business processes, e-commerce and cybersecurity',
      de: 'Digitalisierung der Geschäftsprozesse, E-Commerce und Cybersicherheit',
    },
    divisions: ['62', '63', '47', '58'],
  },
  {
    title: { hr: 'Održivi turizam', en: 'Sustainable tourism', de: 'Nachhaltiger Tourismus' },
    phrase: {
      hr: 'održivi turizam, podizanje kategorije smještaja i sadržaji izvan sezone',
      en: 'sustainable tourism, higher accommodation categories and off-season facilities',
      de: 'nachhaltiger Tourismus, höhere Unterkunftskategorien und Angebote außerhalb der Saison',
    },
    divisions: ['55', '56', '79', '93'],
  },
  {
    title: {
      hr: 'Energetska učinkovitost i obnovljivi izvori',
      en: 'Energy efficiency and renewables',
      de: 'Energieeffizienz und erneuerbare Energien',
    },
    phrase: {
      hr: 'energetska učinkovitost, fotonaponske elektrane i dizalice topline',
      en: 'energy efficiency, solar power plants and heat pumps',
      de: 'Energieeffizienz, Photovoltaikanlagen und Wärmepumpen',
    },
    divisions: ['35', '41', '43', '71'],
  },
  {
    title: {
      hr: 'Poduzetništvo žena i mladih',
      en: 'Women and young entrepreneurs',
      de: 'Unternehmerinnen und junge Unternehmer',
    },
    phrase: {
      hr: 'žensko poduzetništvo, poduzetništvo mladih i samozapošljavanje',
      en: 'women’s entrepreneurship, youth entrepreneurship and self-employment',
      de: 'Unternehmertum von Frauen und jungen Menschen und Selbständigkeit',
    },
    divisions: ['47', '56', '96', '74'],
  },
  {
    title: {
      hr: 'Inovacije u proizvodnji',
      en: 'Innovation in manufacturing',
      de: 'Innovation in der Produktion',
    },
    phrase: {
      hr: 'nova proizvodna oprema, automatizacija i razvoj novih proizvoda',
      en: 'new production equipment, automation and new product development (innovation)',
      de: 'neue Produktionsanlagen, Automatisierung und Entwicklung neuer Produkte (Innovation)',
    },
    divisions: ['10', '16', '22', '25', '28', '31'],
  },
  {
    title: {
      hr: 'Istraživanje i razvoj',
      en: 'Research and development',
      de: 'Forschung und Entwicklung',
    },
    phrase: {
      hr: 'istraživanje, razvoj i komercijalizacija inovacija',
      en: 'research, development and commercialisation of innovation',
      de: 'Forschung, Entwicklung und Vermarktung von Innovationen',
    },
    divisions: ['72', '62', '21', '26', '27'],
  },
  {
    title: {
      hr: 'Modernizacija poljoprivrednih gospodarstava',
      en: 'Modernising farms',
      de: 'Modernisierung landwirtschaftlicher Betriebe',
    },
    phrase: {
      hr: 'ulaganja u poljoprivredna gospodarstva, mehanizaciju i navodnjavanje',
      en: 'investment in farms, machinery and irrigation',
      de: 'Investitionen in landwirtschaftliche Betriebe, Maschinen und Bewässerung',
    },
    divisions: ['01', '02', '03'],
  },
  {
    title: {
      hr: 'Prerada i marketing poljoprivrednih proizvoda',
      en: 'Processing and marketing of farm products',
      de: 'Verarbeitung und Vermarktung landwirtschaftlicher Erzeugnisse',
    },
    phrase: {
      hr: 'prerada hrane i pića, pakiranje i plasman na tržište',
      en: 'food and drink processing, packaging and placing on the market',
      de: 'Verarbeitung von Lebensmitteln und Getränken, Verpackung und Vermarktung',
    },
    divisions: ['10', '11', '46'],
  },
  {
    title: {
      hr: 'Zapošljavanje i usavršavanje radnika',
      en: 'Hiring and training staff',
      de: 'Einstellung und Weiterbildung von Beschäftigten',
    },
    phrase: {
      hr: 'zapošljavanje, obrazovanje odraslih i usavršavanje radnika',
      en: 'hiring, adult education and staff training',
      de: 'Einstellung, Erwachsenenbildung und Weiterbildung der Beschäftigten',
    },
    divisions: ['85', '78', '88'],
  },
  {
    title: {
      hr: 'Kulturne i kreativne industrije',
      en: 'Cultural and creative industries',
      de: 'Kultur- und Kreativwirtschaft',
    },
    phrase: {
      hr: 'kulturne i kreativne industrije, audiovizualna produkcija i izdavaštvo',
      en: 'cultural and creative industries, audiovisual production and publishing',
      de: 'Kultur- und Kreativwirtschaft, audiovisuelle Produktion und Verlagswesen',
    },
    divisions: ['58', '59', '90', '74'],
  },
  {
    title: {
      hr: 'Internacionalizacija poslovanja',
      en: 'Going international',
      de: 'Internationalisierung',
    },
    phrase: {
      hr: 'nastupi na sajmovima, izvoz i certifikacija proizvoda',
      en: 'trade fairs, exports and product certification',
      de: 'Messeauftritte, Export und Produktzertifizierung',
    },
    divisions: ['46', '28', '25', '10'],
  },
  {
    title: { hr: 'Kružno gospodarstvo', en: 'Circular economy', de: 'Kreislaufwirtschaft' },
    phrase: {
      hr: 'kružno gospodarstvo, recikliranje i smanjenje otpada',
      en: 'circular economy, recycling and waste reduction',
      de: 'Kreislaufwirtschaft, Recycling und Abfallvermeidung',
    },
    divisions: ['38', '22', '33'],
  },
  {
    title: {
      hr: 'Obrtništvo i tradicijski obrti',
      en: 'Crafts and traditional trades',
      de: 'Handwerk und traditionelle Gewerbe',
    },
    phrase: {
      hr: 'obrtništvo, tradicijski i umjetnički obrti te očuvanje vještina',
      en: 'crafts, traditional and artistic trades and keeping skills alive',
      de: 'Handwerk, traditionelle und künstlerische Gewerbe und der Erhalt von Fertigkeiten',
    },
    divisions: ['96', '95', '32', '16'],
  },
  {
    title: {
      hr: 'Zdravstvo i socijalne usluge',
      en: 'Health and social services',
      de: 'Gesundheit und soziale Dienste',
    },
    phrase: {
      hr: 'zdravstvene i socijalne usluge u zajednici',
      en: 'health and social services in the community',
      de: 'Gesundheits- und Sozialdienste in der Gemeinschaft',
    },
    divisions: ['86', '87', '88'],
  },
]

const costs: Text[] = [
  {
    hr: 'Nabava strojeva, opreme i računalnih programa',
    en: 'Machinery, equipment and software',
    de: 'Maschinen, Ausrüstung und Software',
  },
  {
    hr: 'Građenje, rekonstrukcija i opremanje poslovnih prostora',
    en: 'Building, reconstructing and furnishing business premises',
    de: 'Bau, Umbau und Ausstattung von Geschäftsräumen',
  },
  {
    hr: 'Savjetodavne usluge, izrada studija i poslovnih planova',
    en: 'Consulting, studies and business plans',
    de: 'Beratung, Studien und Geschäftspläne',
  },
  {
    hr: 'Digitalizacija: web trgovina, ERP i CRM sustavi',
    en: 'Digitalisation: web shop, ERP and CRM systems',
    de: 'Digitalisierung: Webshop, ERP- und CRM-Systeme',
  },
  {
    hr: 'Certifikati kvalitete i zaštita intelektualnog vlasništva',
    en: 'Quality certificates and intellectual property protection',
    de: 'Qualitätszertifikate und Schutz geistigen Eigentums',
  },
  {
    hr: 'Plaće novozaposlenih radnika do dvanaest mjeseci',
    en: 'Salaries of new staff for up to twelve months',
    de: 'Löhne neu eingestellter Beschäftigter bis zu zwölf Monate',
  },
  {
    hr: 'Edukacija i usavršavanje zaposlenika',
    en: 'Training of employees',
    de: 'Schulung der Beschäftigten',
  },
  {
    hr: 'Fotonaponski sustavi i mjere energetske učinkovitosti',
    en: 'Solar systems and energy efficiency measures',
    de: 'Photovoltaik und Maßnahmen zur Energieeffizienz',
  },
  {
    hr: 'Nastupi na sajmovima i promotivne aktivnosti',
    en: 'Trade fairs and promotion',
    de: 'Messeauftritte und Werbemaßnahmen',
  },
  {
    hr: 'Troškovi mentorstva i savjetovanja za poduzetništvo',
    en: 'Mentoring and advice for entrepreneurs',
    de: 'Mentoring und Beratung für Unternehmer',
  },
]

const applicantWords: Record<(typeof applicantTypes)[number], Text> = {
  micro: { hr: 'mikro poduzeća', en: 'micro enterprises', de: 'Kleinstunternehmen' },
  small: { hr: 'mala poduzeća', en: 'small enterprises', de: 'kleine Unternehmen' },
  medium: { hr: 'srednja poduzeća', en: 'medium-sized enterprises', de: 'mittlere Unternehmen' },
  large: { hr: 'velika poduzeća', en: 'large enterprises', de: 'Großunternehmen' },
  crafts: { hr: 'obrti', en: 'crafts', de: 'Handwerksbetriebe' },
  'family-farms': {
    hr: 'obiteljska poljoprivredna gospodarstva',
    en: 'family farms',
    de: 'landwirtschaftliche Familienbetriebe',
  },
  associations: { hr: 'udruge', en: 'associations', de: 'Vereine' },
  'public-bodies': { hr: 'javna tijela', en: 'public bodies', de: 'öffentliche Stellen' },
}

const euroFormats = {
  hr: new Intl.NumberFormat('de-DE'),
  en: new Intl.NumberFormat('en-GB'),
  de: new Intl.NumberFormat('de-DE'),
}
const euro = (locale: Locale, amount: number) => `${euroFormats[locale].format(amount)} €`

function amountSentence(locale: Locale, min: number | null, max: number | null): string {
  if (min !== null && max !== null) {
    return {
      hr: `Potpora iznosi od ${euro('hr', min)} do ${euro('hr', max)}.`,
      en: `Grants range from ${euro('en', min)} to ${euro('en', max)}.`,
      de: `Die Förderung beträgt ${euro('de', min)} bis ${euro('de', max)}.`,
    }[locale]
  }
  if (max !== null) {
    return {
      hr: `Najveći iznos potpore je ${euro('hr', max)}.`,
      en: `The grant is at most ${euro('en', max)}.`,
      de: `Die Förderung beträgt höchstens ${euro('de', max)}.`,
    }[locale]
  }
  if (min !== null) {
    return {
      hr: `Najmanji iznos potpore je ${euro('hr', min)}.`,
      en: `The grant is at least ${euro('en', min)}.`,
      de: `Die Förderung beträgt mindestens ${euro('de', min)}.`,
    }[locale]
  }
  return {
    hr: 'Iznos potpore ovisi o broju zaposlenih i vrsti ulaganja.',
    en: 'The grant depends on the number of employees and the kind of investment.',
    de: 'Die Förderung hängt von der Mitarbeiterzahl und der Art der Investition ab.',
  }[locale]
}

// ── Calls ────────────────────────────────────────────────────────────────────────────────────

export type BenchCall = {
  id: number
  programme: number | null
  opensAt: string | null
  deadline: string | null
  amountMin: number | null
  amountMax: number | null
  aidIntensityMax: number | null
  sourceUrl: string
  lastVerified: string
  createdAt: string
  updatedAt: string
  counties: string[]
  applicantTypes: string[]
  codes: string[]
  text: Record<Locale, { fundName: string; shortDescription: string; fullDescription: string }>
  amountNote: Text | null
}

export type Dataset = {
  programmes: BenchProgramme[]
  calls: BenchCall[]
  pool: CodePool
}

/** Noon in Zagreb (11:00 UTC, near enough), `days` from `now`: the date pickers' dayOnly. */
const dayAt = (now: Date, days: number) => {
  const date = new Date(now.getTime() + days * dayMs)
  date.setUTCHours(11, 0, 0, 0)
  return date.toISOString()
}

/** An amount rounded to a "round" number, as calls state them. */
const round = (amount: number) => {
  const step = amount >= 100_000 ? 10_000 : amount >= 10_000 ? 1_000 : 500
  return Math.max(step, Math.round(amount / step) * step)
}

/** A call's activity codes: about 8 (4 to 12), mixing divisions, groups and classes. */
function callCodes(next: Random, pool: CodePool, focus: string[]): string[] {
  const target = between(next, 4, 12)
  const codes = new Set<string>()
  const divisionsUsed = [...focus]
  let attempts = 0
  while (codes.size < target && attempts < 200) {
    attempts += 1
    // Mostly the call's sectors; now and then a division of its own choice.
    if (attempts % 12 === 0 || next() < 0.15) {
      divisionsUsed.push(weighted(next, pool.divisionWeights))
    }
    const division = pick(next, divisionsUsed)
    const level = next()
    if (level < 0.12) codes.add(division)
    else if (level < 0.35) codes.add(pick(next, pool.groups.get(division)!))
    else codes.add(pick(next, pool.classes.get(division)!))
  }
  return [...codes]
}

/**
 * The bench's catalogue, relative to `now`: 16 programmes and `count` calls, about 10 %
 * forthcoming, 65 % open (8 % of all calls without a deadline) and 25 % closed.
 */
export function benchDataset(now: Date, count: number, seed = 36): Dataset {
  const next = random(seed)
  const pool = codePool(next)
  const programmes = programmeList.map((programme, index) => ({ ...programme, id: index + 1 }))
  const programmeWeights = [
    ...programmes.map((programme) => [programme, programme.weight] as const),
    [null, 3] as const,
  ]
  const calls: BenchCall[] = []
  for (let id = 1; id <= count; id += 1) {
    const programme = weighted(next, programmeWeights)
    const topic = pick(next, topics)
    const second = pick(next, topics)

    // When: forthcoming, open (some without a deadline) or closed.
    const state = next()
    let opensAt: string | null
    let deadline: string | null
    let createdDays: number
    if (state < 0.1) {
      const opens = between(next, 3, 120)
      opensAt = dayAt(now, opens)
      deadline = dayAt(now, opens + between(next, 30, 180))
      createdDays = -between(next, 1, 90)
    } else if (state < 0.75) {
      const opened = between(next, 1, 300)
      opensAt = next() < 0.3 ? null : dayAt(now, -opened)
      deadline = state < 0.18 ? null : dayAt(now, between(next, 1, 365))
      createdDays = -between(next, opened, opened + 30)
    } else {
      const closed = between(next, 1, 720)
      const open = between(next, 30, 180)
      deadline = dayAt(now, -closed)
      opensAt = next() < 0.3 ? null : dayAt(now, -closed - open)
      createdDays = -closed - open - between(next, 0, 30)
    }
    const createdAt = new Date(
      now.getTime() + createdDays * dayMs - between(next, 0, 86_399) * 1000,
    )
    const updatedAt = new Date(
      Math.min(now.getTime() - 60_000, createdAt.getTime() + between(next, 0, 60) * dayMs),
    )

    // How much: a range, one bound, or none (a note instead).
    const shape = next()
    const base = round(1_000 * Math.pow(10, next() * 2.7))
    // 15 % none, 10 % only a maximum, 5 % only a minimum, the rest a range.
    let amountMin: number | null = null
    let amountMax: number | null = null
    if (shape >= 0.15 && shape < 0.25) amountMax = round(base * 5)
    else if (shape >= 0.25 && shape < 0.3) amountMin = base
    else if (shape >= 0.3) {
      amountMin = base
      amountMax = round(base * between(next, 2, 20))
    }

    const callCounties = programme?.county
      ? [programme.county]
      : next() < 0.5
        ? []
        : weightedSet(
            next,
            counties.map((county) => [county, county === 'grad-zagreb' ? 3 : 1] as const),
            between(next, 1, 3),
          )
    const applicants = weightedSet(
      next,
      [
        ['micro', 5],
        ['small', 5],
        ['medium', 4],
        ['large', 2],
        ['crafts', 3],
        ['family-farms', programme?.short === 'ZPP' ? 12 : 1],
        ['associations', 2],
        ['public-bodies', 2],
      ] as const,
      between(next, 1, 4),
    )
    const focus = [
      ...new Set([
        pick(next, topic.divisions),
        ...(programme?.sectors.length ? [pick(next, programme.sectors)] : []),
        ...(next() < 0.5 ? [pick(next, second.divisions)] : []),
      ]),
    ].filter((division) => pool.classes.has(division))
    const codes = callCodes(
      next,
      pool,
      focus.length ? focus : [weighted(next, pool.divisionWeights)],
    )

    const callCosts = weightedSet(
      next,
      costs.map((cost) => [cost, 1] as const),
      between(next, 2, 4),
    )
    const round2 = between(next, 1, 4)
    const text = Object.fromEntries(
      (['hr', 'en', 'de'] as const).map((locale) => {
        const who = applicants.map((type) => applicantWords[type][locale]).join(', ')
        const lines = {
          hr: [
            'Tko se može prijaviti?',
            `Prihvatljivi prijavitelji su ${who}, registrirani u Republici Hrvatskoj.`,
            'Koji su prihvatljivi troškovi?',
            ...callCosts.map((cost) => `• ${cost.hr}`),
            '💶 Iznos potpore',
            amountSentence('hr', amountMin, amountMax),
            '📅 Rokovi i način prijave',
            'Prijave se podnose elektronički, a dokumentacija se provjerava redom zaprimanja.',
          ],
          en: [
            'Who can apply?',
            `Eligible applicants are ${who} registered in Croatia.`,
            'Which costs are eligible?',
            ...callCosts.map((cost) => `• ${cost.en}`),
            '💶 Grant amount',
            amountSentence('en', amountMin, amountMax),
            '📅 Deadlines and how to apply',
            'Applications are submitted online and checked in the order they arrive.',
          ],
          de: [
            'Wer kann sich bewerben?',
            `Antragsberechtigt sind ${who} mit Sitz in Kroatien.`,
            'Welche Kosten sind förderfähig?',
            ...callCosts.map((cost) => `• ${cost.de}`),
            '💶 Förderbetrag',
            amountSentence('de', amountMin, amountMax),
            '📅 Fristen und Antragstellung',
            'Anträge werden online eingereicht und in der Reihenfolge des Eingangs geprüft.',
          ],
        }[locale]
        const shortDescription = {
          hr: `Bespovratna sredstva za ${topic.phrase.hr}; uz to i ${second.phrase.hr}.`,
          en: `Grants for ${topic.phrase.en}; also ${second.phrase.en}.`,
          de: `Förderung für ${topic.phrase.de}; außerdem ${second.phrase.de}.`,
        }[locale]
        const prefix =
          programme?.short ?? { hr: 'Javni poziv', en: 'Public call', de: 'Aufruf' }[locale]
        const fundName = `${prefix} – ${topic.title[locale]} (${round2}. ${
          { hr: 'krug', en: 'round', de: 'Runde' }[locale]
        }, ${id})`
        return [locale, { fundName, shortDescription, fullDescription: lines.join('\n') }]
      }),
    ) as BenchCall['text']

    calls.push({
      id,
      programme: programme?.id ?? null,
      opensAt,
      deadline,
      amountMin,
      amountMax,
      aidIntensityMax: next() < 0.6 ? pick(next, [25, 40, 50, 60, 70, 85, 100]) : null,
      sourceUrl: `https://example.org/natjecaji/${id}`,
      lastVerified: dayAt(now, -between(next, 0, 30)),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      counties: callCounties,
      applicantTypes: applicants,
      codes,
      text,
      amountNote:
        amountMin === null && amountMax === null
          ? {
              hr: 'ovisno o broju zaposlenih',
              en: 'depending on the number of employees',
              de: 'abhängig von der Mitarbeiterzahl',
            }
          : null,
    })
  }
  return { programmes, calls, pool }
}
