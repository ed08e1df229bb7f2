import type { Locale } from '@/i18n/locales'

/**
 * A visitor's question and the page(s) of the site that answer it (paths without language prefix).
 */
export type RetrievalQuestion = { locale: Locale; question: string; pages: string[] }

/**
 * Evaluation set for bench/retrieval (written by hand after reading the site's content, phrased
 * as visitors type in a chat box: paraphrases, not headings or FAQ questions copied word by word).
 */
export const retrievalQuestions: RetrievalQuestion[] = [
  // Croatian: services
  {
    locale: 'hr',
    question: 'Trebam nekoga da mi napiše poslovni plan za prijavu na EU natječaj',
    pages: ['/services/eu-business-plans'],
  },
  {
    locale: 'hr',
    question: 'radite li i studiju izvodljivosti za veću investiciju?',
    pages: ['/services/eu-business-plans'],
  },
  {
    locale: 'hr',
    question: 'Pomažete li oko kredita HBOR-a i plana novčanog toka?',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'hr',
    question: 'mozete li nam pomoci odabrati ERP i CRM sustav',
    pages: ['/services/consultancy'],
  },
  {
    locale: 'hr',
    question: 'Otvaram obrt, pomažete li s registracijom i odabirom između obrta i j.d.o.o.?',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    locale: 'hr',
    question: 'treba mi poslovni plan za potporu grada ili županije',
    pages: ['/services/grant-business-plans'],
  },
  {
    locale: 'hr',
    question: 'Možete li pratiti natječaje za nas i javiti kad izađe nešto za našu djelatnost?',
    pages: ['/services/eu-funding', '/otvoreni-natjecaji'],
  },
  {
    locale: 'hr',
    question: 'trebamo analizu poslovanja i strateški plan, ne samo natječaje',
    pages: ['/services/consultancy'],
  },
  {
    locale: 'hr',
    question: 'kako izgleda suradnja s vama od prvog razgovora do isplate sredstava',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'hr',
    question: 'nudite li mentorstvo za male poduzetnike, npr. sastanak jednom mjesečno?',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    locale: 'hr',
    question: 'Odakle ste i koliko godina već radite s EU fondovima?',
    pages: ['/#about'],
  },

  // Croatian: open funding calls and programmes
  {
    locale: 'hr',
    question: 'ima li trenutno natječaj za digitalizaciju malih firmi',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp', '/natjecaj/vauceri-za-digitalizaciju'],
  },
  {
    locale: 'hr',
    question: 'Koliki je intenzitet potpore za uvođenje ERP-a iz NPOO-a?',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp'],
  },
  {
    locale: 'hr',
    question: 'hamag mikrozajam kamata i pocek',
    pages: ['/natjecaj/hamag-esif-mikro-i-mali-zajmovi'],
  },
  {
    locale: 'hr',
    question: 'Postoji li potpora za solarnu elektranu na krovu naše tvornice?',
    pages: ['/natjecaj/pkk-zelena-tranzicija-msp', '/otvoreni-natjecaji'],
  },
  {
    locale: 'hr',
    question: 'natjecaj za hladnjacu i liniju za preradu voca',
    pages: ['/natjecaj/zpp-73-13-ulaganja-u-preradu'],
  },
  {
    locale: 'hr',
    question: 'Nezaposlen sam i želim pokrenuti vlastiti posao, što mi HZZ može financirati?',
    pages: ['/natjecaj/hzz-potpora-za-samozaposljavanje'],
  },
  {
    locale: 'hr',
    question: 'vaučeri za izradu web trgovine',
    pages: ['/natjecaj/vauceri-za-digitalizaciju'],
  },
  {
    locale: 'hr',
    question: 'koliko se može dobiti iz EIC Acceleratora?',
    pages: ['/services/eu-funding'],
  },

  // Croatian: articles
  {
    locale: 'hr',
    question: 'Upute za prijavitelje imaju 80 stranica, što prvo pročitati?',
    pages: ['/insights/kako-procitati-javni-poziv'],
  },
  {
    locale: 'hr',
    question: 'zašto prijave najčešće padnu već na administrativnoj provjeri',
    pages: ['/insights/najcesce-pogreske-u-prijavama'],
  },
  {
    locale: 'hr',
    question: 'je li PDV prihvatljiv trosak ako sam pausalist',
    pages: ['/insights/pdv-u-projektima-eu-fondova'],
  },
  {
    locale: 'hr',
    question: 'Do kada moraju biti završeni projekti iz NPOO-a?',
    pages: ['/insights/npoo-rok-kolovoz-2026', '/services/eu-funding'],
  },
  {
    locale: 'hr',
    question: 'sto je to DNSH i donosi li zelena tranzicija dodatne bodove',
    pages: ['/insights/esg-i-zelena-tranzicija-za-msp'],
  },
  {
    locale: 'hr',
    question: 'Moram li sam platiti svu opremu prije nego stigne potpora i kako to premostiti?',
    pages: ['/insights/novcani-tok-tijekom-nadoknade', '/services/financial-advisory'],
  },

  // Croatian: case studies
  {
    locale: 'hr',
    question: 'Imate li primjer projekta prerade voća koji ste vodili?',
    pages: ['/case-studies/slavonka-linija-za-preradu-voca'],
  },
  {
    locale: 'hr',
    question: 'jeste li vec radili s nekom IT tvrtkom na NPOO projektu',
    pages: ['/case-studies/drava-it-saas-platforma'],
  },
  {
    locale: 'hr',
    question: 'primjer solarne elektrane u metaloprerađivačkoj firmi',
    pages: ['/case-studies/metalprofil-brod-zelena-tranzicija'],
  },
  {
    locale: 'hr',
    question: 'jeste li pomogli nekom smjestaju u Baranji da radi i izvan sezone',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },

  // Croatian: FAQ-type questions
  { locale: 'hr', question: 'Koliko naplaćujete izradu prijave?', pages: ['/#contact', '/tools'] },
  {
    locale: 'hr',
    question: 'Koliko vlastitog novca moram uložiti u projekt?',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'hr',
    question: 'mogu li kupiti stroj prije nego se prijavim na natjecaj',
    pages: ['/insights'],
  },
  { locale: 'hr', question: 'Koje papire trebam skupiti za prijavu?', pages: ['/tools'] },
  {
    locale: 'hr',
    question: 'koliko se čeka na odluku nakon što predamo prijavu',
    pages: ['/tools'],
  },
  {
    locale: 'hr',
    question: 'moze li se prijaviti pausalni obrt',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    locale: 'hr',
    question: 'Moram li vratiti bespovratna sredstva ako nešto pođe po zlu?',
    pages: ['/insights', '/insights/izvjestavanje-nakon-odobrenja-projekta'],
  },

  // Croatian: tools, downloads, privacy, careers
  { locale: 'hr', question: 'zaposljavate li trenutno nekoga?', pages: ['/careers'] },
  {
    locale: 'hr',
    question: 'imate li kalkulator koji pokaže vašu naknadu i neto korist od potpore',
    pages: ['/tools'],
  },
  {
    locale: 'hr',
    question: 'Spremate li moj OIB kad provjeravam natječaje?',
    pages: ['/privacy', '/#funding-check'],
  },

  // English: services
  {
    locale: 'en',
    question: 'do you write business plans for EU grant applications?',
    pages: ['/services/eu-business-plans'],
  },
  {
    locale: 'en',
    question: 'we need a cost-benefit analysis for a big investment, can you do that',
    pages: ['/services/eu-business-plans'],
  },
  {
    locale: 'en',
    question: 'Can you help me compare HAMAG-BICRO and HBOR loans?',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'en',
    question: 'help calculating NPV and payback period for a new machine',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'en',
    question:
      'I want to start a small business, can you help me pick the legal form and tax regime?',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    locale: 'en',
    question: 'we need a business plan for a city grant to cover trade fair costs',
    pages: ['/services/grant-business-plans'],
  },
  {
    locale: 'en',
    question: 'Can you review a business plan I already wrote before I submit it?',
    pages: ['/services/grant-business-plans'],
  },
  {
    locale: 'en',
    question: 'do you handle the payment claims and progress reports after approval?',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'en',
    question: 'our processes are a mess and the owner does everything, can you help us reorganise?',
    pages: ['/services/consultancy'],
  },
  {
    locale: 'en',
    question: 'sales and marketing plan for my first six months as a sole trader',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    locale: 'en',
    question: "who will I actually be working with, who's on your team?",
    pages: ['/#about'],
  },

  // English: open funding calls and programmes
  {
    locale: 'en',
    question: 'HAMAG micro loans interest rate',
    pages: ['/natjecaj/hamag-esif-mikro-i-mali-zajmovi'],
  },
  {
    locale: 'en',
    question: "what's the max grant for heat pumps in a manufacturing company?",
    pages: ['/natjecaj/pkk-zelena-tranzicija-msp'],
  },
  {
    locale: 'en',
    question: 'any open call for a meat or dairy processing plant?',
    pages: ['/natjecaj/zpp-73-13-ulaganja-u-preradu'],
  },
  {
    locale: 'en',
    question: 'What can I use the Ministry of Economy digitalisation voucher for?',
    pages: ['/natjecaj/vauceri-za-digitalizaciju', '/insights/vauceri-za-digitalizaciju-vodic'],
  },
  {
    locale: 'en',
    question: 'NRRP digital transformation grant: does my company need to be two years old?',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp'],
  },
  {
    locale: 'en',
    question: "I'm unemployed and want to become self-employed, is there a grant for that?",
    pages: ['/natjecaj/hzz-potpora-za-samozaposljavanje'],
  },
  {
    locale: 'en',
    question: 'does the EU fund circular economy or climate projects directly?',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'en',
    question:
      "what's the difference between the NPOO and the Competitiveness and Cohesion programme?",
    pages: ['/services/eu-funding'],
  },

  // English: articles
  {
    locale: 'en',
    question: 'how should I structure the business plan for a grant application, which chapters?',
    pages: ['/insights/struktura-poslovnog-plana-za-natjecaj', '/services/eu-business-plans'],
  },
  {
    locale: 'en',
    question: 'do evaluators expect a pessimistic scenario in the financial projections?',
    pages: ['/insights/financijske-projekcije-za-prijavu'],
  },
  {
    locale: 'en',
    question:
      'can I split a purchase into smaller orders to avoid a stricter procurement procedure?',
    pages: ['/insights/nabava-za-neobveznike-nojn'],
  },
  {
    locale: 'en',
    question: 'how do I choose a provider for a digitalisation voucher',
    pages: ['/insights/vauceri-za-digitalizaciju-vodic'],
  },
  {
    locale: 'en',
    question: 'how often do we have to send progress reports after signing the grant contract?',
    pages: ['/insights/izvjestavanje-nakon-odobrenja-projekta'],
  },

  // English: case studies
  {
    locale: 'en',
    question: 'have you helped a software company fund its own product?',
    pages: ['/case-studies/drava-it-saas-platforma'],
  },
  {
    locale: 'en',
    question: 'example of a guesthouse that got funding to stay busy outside the summer season',
    pages: ['/case-studies/dvori-zmajevac-cjelogodisnji-turizam'],
  },
  {
    locale: 'en',
    question: 'how much did the Dakovo juice producer get?',
    pages: ['/case-studies/slavonka-linija-za-preradu-voca'],
  },
  {
    locale: 'en',
    question: 'any case study about irrigation and a cold store for vegetables?',
    pages: ['/case-studies/agro-vuka-navodnjavanje-i-skladiste'],
  },

  // English: FAQ-type questions
  {
    locale: 'en',
    question: 'can a startup get EU money?',
    pages: ['/services/entrepreneur-consulting'],
  },
  { locale: 'en', question: "do you guarantee we'll get the grant?", pages: ['/case-studies'] },
  {
    locale: 'en',
    question: 'can I buy second-hand equipment with the grant money?',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'en',
    question: 'how long does it take you to put an application together',
    pages: ['/tools'],
  },
  { locale: 'en', question: 'Do you charge a success fee?', pages: ['/#contact'] },
  {
    locale: 'en',
    question: 'we run a family farm, can we get grants too?',
    pages: ['/services/grant-business-plans'],
  },
  {
    locale: 'en',
    question: 'what happens once our project is approved?',
    pages: ['/services/eu-funding', '/insights/izvjestavanje-nakon-odobrenja-projekta'],
  },

  // English: tools, downloads, cookies, careers
  {
    locale: 'en',
    question: 'is there a business plan template I can download?',
    pages: ['/resources'],
  },
  {
    locale: 'en',
    question: 'do you use tracking cookies or Google Analytics?',
    pages: ['/cookies'],
  },
  {
    locale: 'en',
    question: 'any job openings? can I send an open application',
    pages: ['/careers'],
  },

  // German: services
  {
    locale: 'de',
    question: 'Wer schreibt mir einen Businessplan für einen EU-Antrag?',
    pages: ['/services/eu-business-plans'],
  },
  {
    locale: 'de',
    question: 'Machen Sie auch eine Marktanalyse mit Daten zu den Konkurrenten?',
    pages: ['/services/eu-business-plans'],
  },
  {
    locale: 'de',
    question: 'Hilfe bei der Liquiditätsplanung für ein gefördertes Projekt',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'de',
    question: 'Können Sie unsere Bilanz analysieren und mit der Branche vergleichen?',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'de',
    question: 'Ich will in Kroatien gründen – welche Rechtsform passt, obrt oder d.o.o.?',
    pages: ['/services/entrepreneur-consulting'],
  },
  {
    locale: 'de',
    question: 'Brauche einen Businessplan für einen Kredit von HAMAG-BICRO',
    pages: ['/services/grant-business-plans', '/services/financial-advisory'],
  },
  {
    locale: 'de',
    question: 'Beratung bei der Auswahl einer ERP-Software für unseren Betrieb',
    pages: ['/services/consultancy'],
  },
  {
    locale: 'de',
    question: 'Prüfen Sie vorab, ob unser Projekt überhaupt förderfähig ist?',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'de',
    question: 'Wer kümmert sich nach der Bewilligung um die Vergabeverfahren?',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'de',
    question: 'Strategieplanung für die nächsten fünf Jahre mit messbaren Zielen',
    pages: ['/services/consultancy'],
  },
  {
    locale: 'de',
    question: 'Zu welchen Zeiten erreiche ich Sie telefonisch?',
    pages: ['/#contact'],
  },

  // German: open funding calls and programmes
  {
    locale: 'de',
    question: 'Gibt es Zuschüsse für eine Photovoltaikanlage auf dem Firmendach?',
    pages: ['/natjecaj/pkk-zelena-tranzicija-msp', '/otvoreni-natjecaji'],
  },
  {
    locale: 'de',
    question: 'günstiger Kredit von HAMAG-BICRO für Betriebsmittel',
    pages: ['/natjecaj/hamag-esif-mikro-i-mali-zajmovi'],
  },
  {
    locale: 'de',
    question: 'Förderung für eine Molkerei – gibt es gerade eine Ausschreibung?',
    pages: ['/natjecaj/zpp-73-13-ulaganja-u-preradu'],
  },
  {
    locale: 'de',
    question: 'Digitalisierungsgutschein für einen Onlineshop',
    pages: ['/natjecaj/vauceri-za-digitalizaciju'],
  },
  {
    locale: 'de',
    question: 'Förderquote für die Einführung von ERP und CRM aus dem Aufbauplan',
    pages: ['/natjecaj/npoo-digitalna-transformacija-msp'],
  },
  {
    locale: 'de',
    question:
      'Ich bin arbeitslos gemeldet und will mich selbstständig machen – gibt es Geld dafür?',
    pages: ['/natjecaj/hzz-potpora-za-samozaposljavanje'],
  },
  {
    locale: 'de',
    question: 'EIC Accelerator: bis zu welchem Betrag wird gefördert?',
    pages: ['/services/eu-funding'],
  },
  {
    locale: 'de',
    question: 'Gibt es EU-Geld für Kreislaufwirtschaft und Klimaanpassung?',
    pages: ['/services/eu-funding'],
  },

  // German: articles
  {
    locale: 'de',
    question:
      'Braucht man für die Förderung eines Verarbeitungsbetriebs vorher schon eine Baugenehmigung?',
    pages: ['/insights/zpp-potpore-za-preradivace-hrane', '/natjecaj/zpp-73-13-ulaganja-u-preradu'],
  },
  {
    locale: 'de',
    question: 'Zwei Firmen mit demselben Inhaber – teilen die sich die De-minimis-Grenze?',
    pages: ['/insights/potpore-male-vrijednosti-de-minimis', '/insights'],
  },
  {
    locale: 'de',
    question: 'Im Budget steht ein höherer Preis als im Angebot – ist das ein Problem?',
    pages: ['/insights/najcesce-pogreske-u-prijavama'],
  },
  {
    locale: 'de',
    question: 'Bekomme ich mit einem ESG-Fragebogen einen günstigeren Bankkredit?',
    pages: ['/insights/esg-i-zelena-tranzicija-za-msp'],
  },
  {
    locale: 'de',
    question: 'Wie lange warte ich nach dem Zahlungsantrag auf das Geld?',
    pages: ['/insights/novcani-tok-tijekom-nadoknade', '/services/financial-advisory'],
  },
  {
    locale: 'de',
    question: 'Welche Teile einer Ausschreibung sollte ich zuerst lesen?',
    pages: ['/insights/kako-procitati-javni-poziv'],
  },

  // German: case studies
  {
    locale: 'de',
    question: 'Referenzprojekt aus der Metallverarbeitung mit Solaranlage',
    pages: ['/case-studies/metalprofil-brod-zelena-tranzicija'],
  },
  {
    locale: 'de',
    question: 'Haben Sie ein Beispiel für Bewässerung und Kühllager in der Landwirtschaft?',
    pages: ['/case-studies/agro-vuka-navodnjavanje-i-skladiste'],
  },
  {
    locale: 'de',
    question: 'Erfolgsgeschichte eines Saftherstellers aus Slawonien',
    pages: ['/case-studies/slavonka-linija-za-preradu-voca'],
  },
  {
    locale: 'de',
    question: 'Wie viele Arbeitsplätze hat die SaaS-Plattform in Osijek geschaffen?',
    pages: ['/case-studies/drava-it-saas-platforma'],
  },

  // German: FAQ-type questions
  {
    locale: 'de',
    question: 'Was kostet Ihre Unterstützung beim Antrag?',
    pages: ['/#contact', '/tools'],
  },
  {
    locale: 'de',
    question: 'Muss eine Firma schon ein Jahr bestehen, um Fördermittel zu beantragen?',
    pages: ['/services/eu-funding', '/services/entrepreneur-consulting'],
  },
  {
    locale: 'de',
    question: 'Wie viel Eigenanteil muss ich bei einem geförderten Projekt selbst tragen?',
    pages: ['/services/financial-advisory'],
  },
  {
    locale: 'de',
    question: 'Wann kommt die Förderentscheidung nach der Einreichung?',
    pages: ['/tools'],
  },
  {
    locale: 'de',
    question: 'Ist das Geld geschenkt oder muss ich es irgendwann zurückzahlen?',
    pages: ['/insights'],
  },
  {
    locale: 'de',
    question: 'Über welches System reicht man den Antrag ein?',
    pages: ['/otvoreni-natjecaji'],
  },
  {
    locale: 'de',
    question: 'Darf ich die Maschine schon bestellen, bevor ich den Antrag stelle?',
    pages: ['/insights'],
  },

  // German: downloads, privacy, careers, terms
  {
    locale: 'de',
    question: 'Gibt es einen Finanzplan in Excel zum Herunterladen?',
    pages: ['/resources'],
  },
  {
    locale: 'de',
    question: 'Wie lange speichern Sie meine Anfrage aus dem Kontaktformular?',
    pages: ['/privacy'],
  },
  {
    locale: 'de',
    question: 'Kann man bei Ihnen teilweise im Homeoffice arbeiten?',
    pages: ['/careers'],
  },
  {
    locale: 'de',
    question: 'Sind die Angaben auf Ihrer Website rechtlich verbindlich?',
    pages: ['/terms'],
  },
]
