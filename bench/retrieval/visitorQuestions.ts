import type { Locale } from '@/i18n/locales'

/**
 * Held-out visitor questions for the assistant's retrieval bench.
 *
 * Written from the site's content (FAQ, service pages, tools, downloads, careers, legal pages,
 * open calls, articles and case studies) the way visitors actually type into the chat box:
 * short, informal, often lower case, Croatian without diacritics and German often without
 * umlauts, some with typos. About a third of each language's questions are asked from a page in
 * another language, because the chat widget sits on every page.
 *
 * This set is held out from tuning: it was written without sight of the retrieval code or of the
 * tuning set in ./questions.ts. Its first measurement was 86.8 % top-3 over all languages; its
 * misses were then read, and only general changes followed (typo correction on words as written,
 * concepts for where the firm is, how long it has worked, the company's own share and asking for
 * help, a few domain synonyms, question frames such as "who…" and "how long…" matched to FAQ
 * questions), so it is no longer a pure held-out set: write a fresh one before the next round of
 * tuning. Do not edit it to make the bench pass; if a question misses, improve retrieval. Change
 * an entry only when the site's content changes and the expected pages no longer answer it.
 */
export type VisitorQuestion = {
  /** The language the question is written in. */
  asked: Locale
  /** The language of the page the visitor asks from (the chat widget sits on every page). */
  page: Locale
  question: string
  /** Paths (without language prefix) of pages that answer it; any one counts as a hit. */
  pages: string[]
}

export const visitorQuestions: VisitorQuestion[] = [
  // Croatian, asked on the Croatian site
  { asked: 'hr', page: 'hr', question: 'koliko kostate', pages: ['/#contact', '/tools'] },
  { asked: 'hr', page: 'hr', question: 'cijena usluge?', pages: ['/#contact', '/tools'] },
  {
    asked: 'hr',
    page: 'hr',
    question: 'naplacujete li samo ako projekt prodje',
    pages: ['/#contact'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'kako da dogovorim termin za konzulatcije',
    pages: ['/#contact'],
  },
  { asked: 'hr', page: 'hr', question: 'do kad vas mogu zvat telefonom', pages: ['/#contact'] },
  {
    asked: 'hr',
    page: 'hr',
    question: 'garantirate li da cemo dobiti novac',
    pages: ['/case-studies'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'moram li provodit javnu nabavu za opremu kad dobijem potporu',
    pages: ['/services/eu-funding', '/insights/nabava-za-neobveznike-nojn'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'koliko posto pokriva potpora a koliko moram ja',
    pages: ['/services/financial-advisory'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'de minimis 300 tisuca, racuna li se zajedno za sve firme istog vlasnika',
    pages: ['/insights', '/insights/potpore-male-vrijednosti-de-minimis'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'kad cemo znat jel projekt odobern nakon predaje',
    pages: ['/tools'],
  },
  { asked: 'hr', page: 'hr', question: 'koliko vam terba da napisete prijavu', pages: ['/tools'] },
  {
    asked: 'hr',
    page: 'hr',
    question: 'dobivam li novac unaprijed ili tek kad platim racune',
    pages: ['/services/financial-advisory', '/insights/novcani-tok-tijekom-nadoknade'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'sto sve moram izvjestavati nakon sto projekt bude odobren',
    pages: [
      '/services/financial-advisory',
      '/services/eu-funding',
      '/insights/izvjestavanje-nakon-odobrenja-projekta',
    ],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'natjecaj za erp i crm',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp', '/services/consultancy'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'ima li poticaja za solrane panele na krovu hale',
    pages: ['/otvoreni-natjecaji', '/natjecaj/pkk-zelena-tranzicija-msp'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'potpora za hladnjacu i preardu voca',
    pages: ['/natjecaj/zpp-73-13-ulaganja-u-preradu', '/insights/zpp-potpore-za-preradivace-hrane'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'otvaram firmu, obrt ili jdoo?',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'radite li studije izvodljivsoti',
    pages: ['/services/eu-business-plans'],
  },
  { asked: 'hr', page: 'hr', question: 'koje papire trebam skupit za prijavu', pages: ['/tools'] },
  {
    asked: 'hr',
    page: 'hr',
    question: 'predlozak poslovnog plnaa za preuzet',
    pages: ['/resources'],
  },
  { asked: 'hr', page: 'hr', question: 'koliko dugo se bavite ovim poslom', pages: ['/#about'] },
  {
    asked: 'hr',
    page: 'hr',
    question: 'imate li primjer projekta za smjestaj u turizmu',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'mogu li kupiti polovni stroj preko natjecaja',
    pages: ['/services/eu-funding'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'moze li se pausalni obtr prijaviti',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    asked: 'hr',
    page: 'hr',
    question: 'vec sam naurcio opremu, moze li to jos uci u projekt',
    pages: ['/insights'],
  },
  { asked: 'hr', page: 'hr', question: 'jel moram vracat taj novac', pages: ['/insights'] },

  // Croatian, asked on the English site
  { asked: 'hr', page: 'en', question: 'jel prvi sastanak besplatan', pages: ['/#contact'] },
  {
    asked: 'hr',
    page: 'en',
    question: 'nojn pravila',
    pages: ['/services/eu-funding', '/insights/nabava-za-neobveznike-nojn'],
  },
  { asked: 'hr', page: 'en', question: 'roi kalkulator', pages: ['/tools'] },
  { asked: 'hr', page: 'en', question: 'zaposljavate li?', pages: ['/careers'] },
  {
    asked: 'hr',
    page: 'en',
    question: 'jeste radili nesto za metlasku industriju',
    pages: ['/case-studies/metalprofil-brod-zelena-tranzicija'],
  },
  {
    asked: 'hr',
    page: 'en',
    question: 'sto radite s mojim oib-om',
    pages: ['/privacy', '/#funding-check'],
  },
  {
    asked: 'hr',
    page: 'en',
    question: 'vuceri za digitalizaciju rok',
    pages: ['/natjecaj/vauceri-za-digitalizaciju'],
  },
  {
    asked: 'hr',
    page: 'en',
    question: 'mikrozajam hamag uvjeti',
    pages: ['/natjecaj/hamag-esif-mikro-i-mali-zajmovi'],
  },

  // Croatian, asked on the German site
  {
    asked: 'hr',
    page: 'de',
    question: 'kolika vam je uspjesnsot',
    pages: ['/#about', '/services/eu-business-plans'],
  },
  {
    asked: 'hr',
    page: 'de',
    question: 'trebam biznis plan za kredit od hbora',
    pages: ['/services/grant-business-plans', '/services/financial-advisory'],
  },
  { asked: 'hr', page: 'de', question: 'gdje ste smjesteni', pages: ['/#about'] },
  {
    asked: 'hr',
    page: 'de',
    question: 'gdje da nadjem svoju nkd sifru',
    pages: ['/#funding-check'],
  },
  {
    asked: 'hr',
    page: 'de',
    question: 'potpora hzz za samozaposljavnje',
    pages: ['/natjecaj/hzz-potpora-za-samozaposljavanje'],
  },

  // English, asked on the English site
  { asked: 'en', page: 'en', question: 'how much do you charge', pages: ['/#contact', '/tools'] },
  { asked: 'en', page: 'en', question: 'fees?', pages: ['/#contact', '/tools'] },
  {
    asked: 'en',
    page: 'en',
    question: 'do you work on a success fee or a fixed price',
    pages: ['/#contact'],
  },
  { asked: 'en', page: 'en', question: 'how do i book a call with yuo', pages: ['/#contact'] },
  {
    asked: 'en',
    page: 'en',
    question: 'can you guarantee we get the grant',
    pages: ['/case-studies'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'whats your success rate',
    pages: ['/#about', '/services/eu-business-plans'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'do i need to do public procurment after getting a grant',
    pages: ['/services/eu-funding', '/insights/nabava-za-neobveznike-nojn'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'how much cofinancing do we need to put in ourselves',
    pages: ['/services/financial-advisory'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'what can the grant money be spent on',
    pages: ['/services/eu-funding'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'is vat covered by the grant',
    pages: ['/insights/pdv-u-projektima-eu-fondova', '/services/eu-funding'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'when will we hear back after submiting',
    pages: ['/tools'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'when do we acutally get the grant money paid',
    pages: ['/services/financial-advisory', '/insights/novcani-tok-tijekom-nadoknade'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'de minimis ceiling',
    pages: ['/insights', '/insights/potpore-male-vrijednosti-de-minimis'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'any grants for digitalisaton right now?',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp', '/natjecaj/vauceri-za-digitalizaciju'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'grant for a food procesing plant',
    pages: ['/natjecaj/zpp-73-13-ulaganja-u-preradu', '/insights/zpp-potpore-za-preradivace-hrane'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'can you write a busines plan for eu funding',
    pages: ['/services/eu-business-plans'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'help with an hbor laon',
    pages: ['/services/financial-advisory', '/services/grant-business-plans'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'we need help choosing an erp system',
    pages: ['/services/consultancy'],
  },
  { asked: 'en', page: 'en', question: 'roi calculator', pages: ['/tools'] },
  {
    asked: 'en',
    page: 'en',
    question: 'how long does a rural development application take start to finish',
    pages: ['/tools'],
  },
  { asked: 'en', page: 'en', question: 'free templates to download?', pages: ['/resources'] },
  { asked: 'en', page: 'en', question: 'are you hirring', pages: ['/careers'] },
  {
    asked: 'en',
    page: 'en',
    question: 'how many years have you been doing this',
    pages: ['/#about'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'have you worked with a hotel or guesthouse',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'case study from a metal manufacutring company?',
    pages: ['/case-studies/metalprofil-brod-zelena-tranzicija'],
  },
  {
    asked: 'en',
    page: 'en',
    question: 'do you keep the data i send in the form',
    pages: ['/privacy'],
  },
  { asked: 'en', page: 'en', question: 'nkd code where do i find it', pages: ['/#funding-check'] },

  // English, asked on the Croatian site
  { asked: 'en', page: 'hr', question: 'is the first meeting free', pages: ['/#contact'] },
  { asked: 'en', page: 'hr', question: 'what hours can i phone you', pages: ['/#contact'] },
  {
    asked: 'en',
    page: 'hr',
    question: 'who is eligable to apply for grants',
    pages: ['/services/eu-funding'],
  },
  {
    asked: 'en',
    page: 'hr',
    question: 'how many weeks to prepare an application',
    pages: ['/tools'],
  },
  {
    asked: 'en',
    page: 'hr',
    question: 'funding for solar panels on our factory roof',
    pages: ['/otvoreni-natjecaji', '/natjecaj/pkk-zelena-tranzicija-msp'],
  },
  {
    asked: 'en',
    page: 'hr',
    question: 'setting up a j.d.o.o. or obrt, can you help',
    pages: ['/services/entrepreneur-consulting'],
  },
  { asked: 'en', page: 'hr', question: 'documnet checklist', pages: ['/tools'] },
  { asked: 'en', page: 'hr', question: 'where is your office', pages: ['/#about'] },
  {
    asked: 'en',
    page: 'hr',
    question: 'can we buy the machine before we apply',
    pages: ['/insights'],
  },

  // English, asked on the German site
  {
    asked: 'en',
    page: 'de',
    question: 'feasibility study',
    pages: ['/services/eu-business-plans'],
  },
  { asked: 'en', page: 'de', question: 'whos on your team', pages: ['/#about'] },
  {
    asked: 'en',
    page: 'de',
    question: 'im a sole trader (obrt), can i get eu money',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    asked: 'en',
    page: 'de',
    question: 'have you done anything with wine tourism',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },

  // German, asked on the German site
  { asked: 'de', page: 'de', question: 'was kostet ihre beratung', pages: ['/#contact', '/tools'] },
  { asked: 'de', page: 'de', question: 'preise?', pages: ['/#contact', '/tools'] },
  { asked: 'de', page: 'de', question: 'erfolgshonorar oder pauschale?', pages: ['/#contact'] },
  { asked: 'de', page: 'de', question: 'termin fur beratung buchen', pages: ['/#contact'] },
  { asked: 'de', page: 'de', question: 'telefonzeitn', pages: ['/#contact'] },
  {
    asked: 'de',
    page: 'de',
    question: 'gibt es eine garanite dass der antrag durchgeht',
    pages: ['/case-studies'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'muss ich nach der foerderung ausschrieben (nojn)?',
    pages: ['/services/eu-funding', '/insights/nabava-za-neobveznike-nojn'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'kann meine firma in kroatien foerdergeld bekommen',
    pages: ['/services/eu-funding'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'wieviel eigenantiel muss ich selbst zahlen',
    pages: ['/services/financial-advisory'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'sind gebrauchte maschinen forderfahig',
    pages: ['/services/eu-funding'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'wie lange dauert es bis zur entschiedung',
    pages: ['/tools'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'wann wird der zuschus ausbezahlt',
    pages: ['/services/financial-advisory', '/insights/novcani-tok-tijekom-nadoknade'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'welche berichte muss ich nach der bewilligung abgeben',
    pages: [
      '/services/financial-advisory',
      '/services/eu-funding',
      '/insights/izvjestavanje-nakon-odobrenja-projekta',
    ],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'zuschuss photovoltaik aufs firmendach',
    pages: ['/otvoreni-natjecaji', '/natjecaj/pkk-zelena-tranzicija-msp'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'forderung fur lebensmittelverarbeitung und kuhlhaus',
    pages: ['/natjecaj/zpp-73-13-ulaganja-u-preradu', '/insights/zpp-potpore-za-preradivace-hrane'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'businesplan fur eu antrag erstellen lassen',
    pages: ['/services/eu-business-plans'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'beratung zu erp und crm',
    pages: ['/services/consultancy'],
  },
  { asked: 'de', page: 'de', question: 'roi rechner', pages: ['/tools'] },
  { asked: 'de', page: 'de', question: 'checkliste unterlagen', pages: ['/tools'] },
  { asked: 'de', page: 'de', question: 'vorlagen zum herrunterladen', pages: ['/resources'] },
  { asked: 'de', page: 'de', question: 'wo sitz ihr', pages: ['/#about'] },
  { asked: 'de', page: 'de', question: 'wie viel erfahrnug habt ihr', pages: ['/#about'] },
  {
    asked: 'de',
    page: 'de',
    question: 'refernz aus der metallverarbeitung',
    pages: ['/case-studies/metalprofil-brod-zelena-tranzicija'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'was passiert mit meinen daten aus dem kontaktformular',
    pages: ['/privacy'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'darf ich schon vor dem anrtag bestellen',
    pages: ['/insights'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'einzelunternemer foerderfahig?',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'projekt mit weinverkostung als beispiel?',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },
  {
    asked: 'de',
    page: 'de',
    question: 'hamag mikrokredit zinsen',
    pages: ['/natjecaj/hamag-esif-mikro-i-mali-zajmovi'],
  },
  { asked: 'de', page: 'de', question: 'muss ich den zuschuss zuruckzahlen', pages: ['/insights'] },

  // German, asked on the Croatian site
  { asked: 'de', page: 'hr', question: 'ist das erste gesprach kostenlos', pages: ['/#contact'] },
  {
    asked: 'de',
    page: 'hr',
    question: 'wie hoch ist eure erfolgsquote',
    pages: ['/#about', '/services/eu-business-plans'],
  },
  {
    asked: 'de',
    page: 'hr',
    question: 'wie lange braucht ihr fur einen antrag',
    pages: ['/tools'],
  },
  {
    asked: 'de',
    page: 'hr',
    question: 'foerderung fuer digitalisierung',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp', '/natjecaj/vauceri-za-digitalizaciju'],
  },
  {
    asked: 'de',
    page: 'hr',
    question: 'kredit bei der hbor, helft ihr da?',
    pages: ['/services/financial-advisory', '/services/grant-business-plans'],
  },
  {
    asked: 'de',
    page: 'hr',
    question: 'firma in kroatien grunden, j.d.o.o. oder obrt',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    asked: 'de',
    page: 'hr',
    question: 'hotel oder pension als referenz?',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },
  { asked: 'de', page: 'hr', question: 'wo finde ich meinen nkd code', pages: ['/#funding-check'] },
  {
    asked: 'de',
    page: 'hr',
    question: 'mwst forderfahig?',
    pages: ['/insights/pdv-u-projektima-eu-fondova', '/services/eu-funding'],
  },

  // German, asked on the English site
  {
    asked: 'de',
    page: 'en',
    question: 'de minimis obergrenze',
    pages: ['/insights', '/insights/potpore-male-vrijednosti-de-minimis'],
  },
  {
    asked: 'de',
    page: 'en',
    question: 'macht ihr auch machbarkeitsstudien',
    pages: ['/services/eu-business-plans'],
  },
  { asked: 'de', page: 'en', question: 'offene stellen bei euch?', pages: ['/careers'] },
  { asked: 'de', page: 'en', question: 'wer ist im team', pages: ['/#about'] },
]
