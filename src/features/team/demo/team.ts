import type { Localized } from '@/seed/kit'

/**
 * DEMO CONTENT: the team and the testimonials of the about section, invented people and
 * companies (the firm replaces them with its own in /admin). In the order the site shows them.
 */
export type DemoTeamMember = { name: string; role: Localized<string> }

export type DemoTestimonial = {
  name: string
  company?: string
  role: Localized<string>
  quote: Localized<string>
}

export const demoTeam: DemoTeamMember[] = [
  {
    name: 'Marija Kovačević',
    role: {
      hr: 'Osnivačica i direktorica',
      en: 'Founder and Managing Director',
      de: 'Gründerin und Geschäftsführerin',
    },
  },
  {
    name: 'Ivan Perić',
    role: { hr: 'Voditelj EU projekata', en: 'EU Projects Manager', de: 'Leiter EU-Projekte' },
  },
  {
    name: 'Ana Jurković',
    role: { hr: 'Financijska analitičarka', en: 'Financial Analyst', de: 'Finanzanalystin' },
  },
  {
    name: 'Tomislav Matić',
    role: {
      hr: 'Savjetnik za poljoprivredne potpore',
      en: 'Agricultural Subsidies Advisor',
      de: 'Berater für Agrarförderung',
    },
  },
  {
    name: 'Petra Šarić',
    role: {
      hr: 'Stručnjakinja za javnu nabavu',
      en: 'Public Procurement Specialist',
      de: 'Expertin für öffentliche Auftragsvergabe',
    },
  },
]

export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'Josip Vuković',
    company: 'Pekara Zlatno zrno',
    role: { hr: 'Vlasnik', en: 'Owner', de: 'Inhaber' },
    quote: {
      hr: 'Iz NPOO-a smo dobili 148.000 eura bespovratnih sredstava za novu liniju za pečenje i hladnjaču. Poslovni plan bio je gotov za tri tjedna, a uz njihov popis dokumenata prvi zahtjev za isplatu prošao je bez dopuna.',
      en: 'We received a €148,000 grant from the NPOO for a new baking line and a cold store. The business plan was ready in three weeks, and thanks to their document checklist our first payment claim went through without any requests for more information.',
      de: 'Aus dem NPOO haben wir 148.000 Euro Zuschuss für eine neue Backlinie und ein Kühlhaus erhalten. Der Businessplan war in drei Wochen fertig, und dank ihrer Unterlagenliste ging unser erster Auszahlungsantrag ohne Nachforderungen durch.',
    },
  },
  {
    name: 'Lucija Horvat',
    company: 'Dravanet d.o.o.',
    role: { hr: 'Direktorica', en: 'Managing Director', de: 'Geschäftsführerin' },
    quote: {
      hr: 'Za razvoj naše logističke platforme dobili smo 85.000 eura na natječaju HAMAG-BICRO-a za inovacije. Uvjete natječaja razumjeli su bolje od nas i uštedjeli nam tjedne rada na dokumentaciji.',
      en: 'We won €85,000 in a HAMAG-BICRO innovation call to develop our logistics platform. They understood the call requirements better than we did and saved us weeks of work on the paperwork.',
      de: 'Für die Entwicklung unserer Logistikplattform haben wir in einer Innovationsausschreibung von HAMAG-BICRO 85.000 Euro erhalten. Das Team kannte die Förderbedingungen besser als wir und hat uns wochenlange Arbeit an den Unterlagen erspart.',
    },
  },
  {
    name: 'Stjepan Pavić',
    company: 'OPG Pavić',
    role: {
      hr: 'Nositelj OPG-a',
      en: 'Head of the family farm',
      de: 'Leiter des Familienbetriebs',
    },
    quote: {
      hr: 'Iz Programa ruralnog razvoja dobili smo 42.000 eura za traktor i sustav za navodnjavanje. Sami se ne bismo snašli u dokumentaciji, a ovako smo od prijave do isplate znali što nas čeka u svakom koraku.',
      en: 'We received €42,000 from the Rural Development Program for a tractor and an irrigation system. We would never have managed the paperwork alone; with their help we knew what to expect at every step, from application to payment.',
      de: 'Aus dem Programm zur Entwicklung des ländlichen Raums haben wir 42.000 Euro für einen Traktor und eine Bewässerungsanlage erhalten. Allein hätten wir die Unterlagen nicht bewältigt; mit ihrer Hilfe wussten wir vom Antrag bis zur Auszahlung bei jedem Schritt, was uns erwartet.',
    },
  },
  {
    name: 'Damir Kolar',
    company: 'Metal-Pro d.o.o.',
    role: { hr: 'Direktor', en: 'Managing Director', de: 'Geschäftsführer' },
    quote: {
      hr: 'Iz EU fondova dobili smo 230.000 eura, gotovo polovinu vrijednosti novog stroja za lasersko rezanje. Posebno nam je pomogla priprema postupka nabave, koji smo proveli bez ijedne primjedbe.',
      en: 'EU funds covered €230,000, almost half the cost of our new laser cutting machine. Their help with the procurement procedure was especially valuable: we completed it without a single objection.',
      de: 'Aus EU-Fonds haben wir 230.000 Euro erhalten, fast die Hälfte des Preises unserer neuen Laserschneidanlage. Besonders geholfen hat uns die Vorbereitung des Vergabeverfahrens, das wir ohne eine einzige Beanstandung abgeschlossen haben.',
    },
  },
  {
    name: 'Ivana Mlinarić',
    company: 'Kuća za odmor Ravnica',
    role: { hr: 'Vlasnica', en: 'Owner', de: 'Inhaberin' },
    quote: {
      hr: 'Na natječaju iz NPOO-a za turizam odobreno nam je 60.000 eura za energetsku obnovu i uređenje kuće za odmor. Kalendar obveza koji su nam pripremili i danas koristimo za praćenje projekta.',
      en: 'In an NPOO tourism call we were awarded €60,000 to renovate our vacation home and make it energy efficient. We still use the schedule of obligations they prepared to keep track of the project.',
      de: 'In einer NPOO-Ausschreibung für den Tourismus wurden uns 60.000 Euro für die energetische Sanierung und Ausstattung unseres Ferienhauses bewilligt. Den Terminplan mit allen Pflichten, den sie für uns erstellt haben, nutzen wir bis heute.',
    },
  },
  {
    name: 'Marko Šimunović',
    role: { hr: 'Grafički dizajner', en: 'Graphic designer', de: 'Grafikdesigner' },
    quote: {
      hr: 'Kao početnik nisam znao odakle krenuti. Na besplatnim konzultacijama dobio sam iskrenu procjenu i pomoć s poslovnim planom, a HZZ mi je iz prvog pokušaja odobrio potporu za samozapošljavanje.',
      en: 'As a first-time entrepreneur, I didn’t know where to start. The free consultation gave me an honest assessment and help with my business plan, and the Croatian Employment Service approved my self-employment grant on the first try.',
      de: 'Als Gründer wusste ich nicht, wo ich anfangen sollte. In der kostenlosen Beratung bekam ich eine ehrliche Einschätzung und Hilfe beim Businessplan, und die kroatische Arbeitsagentur (HZZ) hat meinen Existenzgründungszuschuss gleich beim ersten Antrag bewilligt.',
    },
  },
]
