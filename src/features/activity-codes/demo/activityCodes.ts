/**
 * Demo activity codes (marked demo in the database): only the codes the demo calls use, of
 * NKD 2007 (Nacionalna klasifikacija djelatnosti 2007., Narodne novine 58/2007), in Croatian,
 * English and German, and a few of NKD 2025 with their correspondence. At division, group and
 * class level NKD 2007 is the EU classification NACE Rev. 2 (Regulation (EC) No 1893/2006), so the
 * English and German names are the official NACE Rev. 2 titles of the same codes (the German
 * ones as in the EU’s German version, which Destatis’ WZ 2008 follows at these levels).
 *
 * The official lists replace them: /admin → Šifre djelatnosti → Uvozi šifri (see the README).
 */
type Names = { hr: string; en: string; de: string }

const names: Record<string, Names> = {
  '01': {
    hr: 'Biljna i stočarska proizvodnja, lovstvo i uslužne djelatnosti povezane s njima',
    en: 'Crop and animal production, hunting and related service activities',
    de: 'Landwirtschaft, Jagd und damit verbundene Tätigkeiten',
  },
  '01.1': {
    hr: 'Uzgoj jednogodišnjih usjeva',
    en: 'Growing of non-perennial crops',
    de: 'Anbau einjähriger Pflanzen',
  },
  '01.13': {
    hr: 'Uzgoj povrća, dinja i lubenica, korjenastog i gomoljastog povrća',
    en: 'Growing of vegetables and melons, roots and tubers',
    de: 'Anbau von Gemüse und Melonen sowie Wurzeln und Knollen',
  },
  '01.2': {
    hr: 'Uzgoj višegodišnjih usjeva',
    en: 'Growing of perennial crops',
    de: 'Anbau mehrjähriger Pflanzen',
  },
  '01.4': {
    hr: 'Uzgoj stoke, peradi i ostalih životinja',
    en: 'Animal production',
    de: 'Tierhaltung',
  },
  '01.50': { hr: 'Mješovita proizvodnja', en: 'Mixed farming', de: 'Gemischte Landwirtschaft' },
  '01.61': {
    hr: 'Pomoćne djelatnosti za uzgoj usjeva',
    en: 'Support activities for crop production',
    de: 'Erbringung von landwirtschaftlichen Dienstleistungen für den Pflanzenbau',
  },
  '10': {
    hr: 'Proizvodnja prehrambenih proizvoda',
    en: 'Manufacture of food products',
    de: 'Herstellung von Nahrungs- und Futtermitteln',
  },
  '10.13': {
    hr: 'Proizvodnja proizvoda od mesa i mesa peradi',
    en: 'Production of meat and poultry meat products',
    de: 'Fleischverarbeitung',
  },
  '10.39': {
    hr: 'Ostala prerada i konzerviranje voća i povrća',
    en: 'Other processing and preserving of fruit and vegetables',
    de: 'Sonstige Verarbeitung von Obst und Gemüse',
  },
  '10.7': {
    hr: 'Proizvodnja pekarskih i brašneno-konditorskih proizvoda',
    en: 'Manufacture of bakery and farinaceous products',
    de: 'Herstellung von Back- und Teigwaren',
  },
  '10.71': {
    hr: 'Proizvodnja kruha; proizvodnja svježih peciva, slastičarskih proizvoda i kolača',
    en: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
    de: 'Herstellung von Backwaren (ohne Dauerbackwaren)',
  },
  '10.89': {
    hr: 'Proizvodnja ostalih prehrambenih proizvoda, d. n.',
    en: 'Manufacture of other food products n.e.c.',
    de: 'Herstellung von sonstigen Nahrungsmitteln a. n. g.',
  },
  '11.02': {
    hr: 'Proizvodnja vina od grožđa',
    en: 'Manufacture of wine from grape',
    de: 'Herstellung von Traubenwein',
  },
  '14.13': {
    hr: 'Proizvodnja ostale vanjske odjeće',
    en: 'Manufacture of other outerwear',
    de: 'Herstellung von sonstiger Oberbekleidung',
  },
  '14.19': {
    hr: 'Proizvodnja ostale odjeće i pribora za odjeću',
    en: 'Manufacture of other wearing apparel and accessories',
    de: 'Herstellung von sonstiger Bekleidung und Bekleidungszubehör a. n. g.',
  },
  '15.12': {
    hr: 'Proizvodnja putnih i ručnih torba i slično, sedlarskih i remenarskih proizvoda',
    en: 'Manufacture of luggage, handbags and the like, saddlery and harness',
    de: 'Lederverarbeitung (ohne Herstellung von Lederbekleidung)',
  },
  '16': {
    hr: 'Prerada drva i proizvoda od drva i pluta, osim namještaja; proizvodnja proizvoda od slame i pletarskih materijala',
    en: 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials',
    de: 'Herstellung von Holz-, Flecht-, Korb- und Korkwaren (ohne Möbel)',
  },
  '16.10': {
    hr: 'Piljenje i blanjanje drva',
    en: 'Sawmilling and planing of wood',
    de: 'Säge-, Hobel- und Holzimprägnierwerke',
  },
  '16.23': {
    hr: 'Proizvodnja ostale građevne stolarije i elemenata',
    en: "Manufacture of other builders' carpentry and joinery",
    de: 'Herstellung von sonstigen Konstruktionsteilen, Fertigbauteilen, Ausbauelementen und Fertigteilbauten aus Holz',
  },
  '16.29': {
    hr: 'Proizvodnja ostalih proizvoda od drva, proizvoda od pluta, slame i pletarskih materijala',
    en: 'Manufacture of other products of wood; manufacture of articles of cork, straw and plaiting materials',
    de: 'Herstellung von Holzwaren a. n. g., Kork-, Flecht- und Korbwaren (ohne Möbel)',
  },
  '17.12': {
    hr: 'Proizvodnja papira i kartona',
    en: 'Manufacture of paper and paperboard',
    de: 'Herstellung von Papier, Karton und Pappe',
  },
  '20': {
    hr: 'Proizvodnja kemikalija i kemijskih proizvoda',
    en: 'Manufacture of chemicals and chemical products',
    de: 'Herstellung von chemischen Erzeugnissen',
  },
  '20.16': {
    hr: 'Proizvodnja plastike u primarnim oblicima',
    en: 'Manufacture of plastics in primary forms',
    de: 'Herstellung von Kunststoffen in Primärformen',
  },
  '21.20': {
    hr: 'Proizvodnja farmaceutskih pripravaka',
    en: 'Manufacture of pharmaceutical preparations',
    de: 'Herstellung von pharmazeutischen Spezialitäten und sonstigen pharmazeutischen Erzeugnissen',
  },
  '22.2': {
    hr: 'Proizvodnja proizvoda od plastike',
    en: 'Manufacture of plastic products',
    de: 'Herstellung von Kunststoffwaren',
  },
  '22.29': {
    hr: 'Proizvodnja ostalih proizvoda od plastike',
    en: 'Manufacture of other plastic products',
    de: 'Herstellung von sonstigen Kunststoffwaren',
  },
  '23.41': {
    hr: 'Proizvodnja keramičkih proizvoda za kućanstvo i ukrasnih predmeta',
    en: 'Manufacture of ceramic household and ornamental articles',
    de: 'Herstellung von keramischen Haushaltswaren und Ziergegenständen',
  },
  '25': {
    hr: 'Proizvodnja gotovih metalnih proizvoda, osim strojeva i opreme',
    en: 'Manufacture of fabricated metal products, except machinery and equipment',
    de: 'Herstellung von Metallerzeugnissen',
  },
  '25.11': {
    hr: 'Proizvodnja metalnih konstrukcija i njihovih dijelova',
    en: 'Manufacture of metal structures and parts of structures',
    de: 'Herstellung von Metallkonstruktionen',
  },
  '25.62': { hr: 'Strojna obrada metala', en: 'Machining', de: 'Mechanik a. n. g.' },
  '26': {
    hr: 'Proizvodnja računala te elektroničkih i optičkih proizvoda',
    en: 'Manufacture of computer, electronic and optical products',
    de: 'Herstellung von Datenverarbeitungsgeräten, elektronischen und optischen Erzeugnissen',
  },
  '26.5': {
    hr: 'Proizvodnja instrumenata i aparata za mjerenje, ispitivanje i navigaciju; proizvodnja satova',
    en: 'Manufacture of instruments and appliances for measuring, testing and navigation; watches and clocks',
    de: 'Herstellung von Mess-, Kontroll-, Navigations- u. ä. Instrumenten und Vorrichtungen; Herstellung von Uhren',
  },
  '26.51': {
    hr: 'Proizvodnja instrumenata i aparata za mjerenje, ispitivanje i navigaciju',
    en: 'Manufacture of instruments and appliances for measuring, testing and navigation',
    de: 'Herstellung von Mess-, Kontroll-, Navigations- u. ä. Instrumenten und Vorrichtungen',
  },
  '27': {
    hr: 'Proizvodnja električne opreme',
    en: 'Manufacture of electrical equipment',
    de: 'Herstellung von elektrischen Ausrüstungen',
  },
  '28': {
    hr: 'Proizvodnja strojeva i uređaja, d. n.',
    en: 'Manufacture of machinery and equipment n.e.c.',
    de: 'Maschinenbau',
  },
  '28.99': {
    hr: 'Proizvodnja ostalih strojeva za posebne namjene, d. n.',
    en: 'Manufacture of other special-purpose machinery n.e.c.',
    de: 'Herstellung von Maschinen für sonstige bestimmte Wirtschaftszweige a. n. g.',
  },
  '31.0': {
    hr: 'Proizvodnja namještaja',
    en: 'Manufacture of furniture',
    de: 'Herstellung von Möbeln',
  },
  '31.01': {
    hr: 'Proizvodnja namještaja za poslovne i prodajne prostore',
    en: 'Manufacture of office and shop furniture',
    de: 'Herstellung von Büro- und Ladenmöbeln',
  },
  '32.12': {
    hr: 'Proizvodnja nakita i srodnih proizvoda',
    en: 'Manufacture of jewellery and related articles',
    de: 'Herstellung von Schmuck, Gold- und Silberschmiedewaren (ohne Fantasieschmuck)',
  },
  '33': {
    hr: 'Popravak i instaliranje strojeva i opreme',
    en: 'Repair and installation of machinery and equipment',
    de: 'Reparatur und Installation von Maschinen und Ausrüstungen',
  },
  '33.12': { hr: 'Popravak strojeva', en: 'Repair of machinery', de: 'Reparatur von Maschinen' },
  '38.11': {
    hr: 'Skupljanje neopasnog otpada',
    en: 'Collection of non-hazardous waste',
    de: 'Sammlung nicht gefährlicher Abfälle',
  },
  '38.3': { hr: 'Oporaba materijala', en: 'Materials recovery', de: 'Rückgewinnung' },
  '41': { hr: 'Gradnja zgrada', en: 'Construction of buildings', de: 'Hochbau' },
  '41.20': {
    hr: 'Gradnja stambenih i nestambenih zgrada',
    en: 'Construction of residential and non-residential buildings',
    de: 'Bau von Gebäuden',
  },
  '43': {
    hr: 'Specijalizirane građevinske djelatnosti',
    en: 'Specialised construction activities',
    de: 'Vorbereitende Baustellenarbeiten, Bauinstallation und sonstiges Ausbaugewerbe',
  },
  '43.2': {
    hr: 'Elektroinstalacijski radovi, uvođenje instalacija vodovoda, kanalizacije i plina i ostali građevinski instalacijski radovi',
    en: 'Electrical, plumbing and other construction installation activities',
    de: 'Bauinstallation',
  },
  '43.21': {
    hr: 'Elektroinstalacijski radovi',
    en: 'Electrical installation',
    de: 'Elektroinstallation',
  },
  '43.3': {
    hr: 'Završni građevinski radovi',
    en: 'Building completion and finishing',
    de: 'Sonstiger Ausbau',
  },
  '45.20': {
    hr: 'Održavanje i popravak motornih vozila',
    en: 'Maintenance and repair of motor vehicles',
    de: 'Instandhaltung und Reparatur von Kraftwagen',
  },
  '47': {
    hr: 'Trgovina na malo, osim trgovine motornim vozilima i motociklima',
    en: 'Retail trade, except of motor vehicles and motorcycles',
    de: 'Einzelhandel (ohne Handel mit Kraftfahrzeugen)',
  },
  '47.11': {
    hr: 'Trgovina na malo u nespecijaliziranim prodavaonicama pretežno hranom, pićima i duhanskim proizvodima',
    en: 'Retail sale in non-specialised stores with food, beverages or tobacco predominating',
    de: 'Einzelhandel mit Waren verschiedener Art, Hauptrichtung Nahrungs- und Genussmittel, Getränke und Tabakwaren',
  },
  '47.79': {
    hr: 'Trgovina na malo rabljenom robom u specijaliziranim prodavaonicama',
    en: 'Retail sale of second-hand goods in stores',
    de: 'Einzelhandel mit Antiquitäten und Gebrauchtwaren',
  },
  '47.91': {
    hr: 'Trgovina na malo preko pošte ili interneta',
    en: 'Retail sale via mail order houses or via Internet',
    de: 'Versand- und Internet-Einzelhandel',
  },
  '49.32': { hr: 'Taksi služba', en: 'Taxi operation', de: 'Betrieb von Taxis' },
  '49.41': {
    hr: 'Cestovni prijevoz robe',
    en: 'Freight transport by road',
    de: 'Güterbeförderung im Straßenverkehr',
  },
  '52.10': { hr: 'Skladištenje robe', en: 'Warehousing and storage', de: 'Lagerei' },
  '53.20': {
    hr: 'Djelatnosti pružanja ostalih poštanskih i kurirskih usluga',
    en: 'Other postal and courier activities',
    de: 'Sonstige Post-, Kurier- und Expressdienste',
  },
  '55': { hr: 'Smještaj', en: 'Accommodation', de: 'Beherbergung' },
  '55.10': {
    hr: 'Hoteli i sličan smještaj',
    en: 'Hotels and similar accommodation',
    de: 'Hotels, Gasthöfe und Pensionen',
  },
  '55.20': {
    hr: 'Odmarališta i slični objekti za kraći odmor',
    en: 'Holiday and other short-stay accommodation',
    de: 'Ferienunterkünfte und ähnliche Beherbergungsstätten',
  },
  '55.30': {
    hr: 'Kampovi i prostori za kampiranje',
    en: 'Camping grounds, recreational vehicle parks and trailer parks',
    de: 'Campingplätze',
  },
  '56': {
    hr: 'Djelatnosti pripreme i usluživanja hrane i pića',
    en: 'Food and beverage service activities',
    de: 'Gastronomie',
  },
  '56.10': {
    hr: 'Djelatnosti restorana i ostalih objekata za pripremu i usluživanje hrane',
    en: 'Restaurants and mobile food service activities',
    de: 'Restaurants, Gaststätten, Imbissstuben, Cafés, Eissalons u. Ä.',
  },
  '56.29': {
    hr: 'Ostale djelatnosti pripreme i usluživanja hrane',
    en: 'Other food service activities',
    de: 'Erbringung sonstiger Verpflegungsdienstleistungen',
  },
  '58.11': { hr: 'Izdavanje knjiga', en: 'Book publishing', de: 'Verlegen von Büchern' },
  '58.21': {
    hr: 'Izdavanje računalnih igara',
    en: 'Publishing of computer games',
    de: 'Verlegen von Computerspielen',
  },
  '59.11': {
    hr: 'Proizvodnja filmova, videofilmova i televizijskog programa',
    en: 'Motion picture, video and television programme production activities',
    de: 'Herstellung von Filmen, Videofilmen und Fernsehprogrammen',
  },
  '62': {
    hr: 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima',
    en: 'Computer programming, consultancy and related activities',
    de: 'Erbringung von Dienstleistungen der Informationstechnologie',
  },
  '62.01': {
    hr: 'Računalno programiranje',
    en: 'Computer programming activities',
    de: 'Programmierungstätigkeiten',
  },
  '62.02': {
    hr: 'Savjetovanje u vezi s računalima',
    en: 'Computer consultancy activities',
    de: 'Erbringung von Beratungsleistungen auf dem Gebiet der Informationstechnologie',
  },
  '63.11': {
    hr: 'Obrada podataka, usluge poslužitelja i djelatnosti povezane s njima',
    en: 'Data processing, hosting and related activities',
    de: 'Datenverarbeitung, Hosting und damit verbundene Tätigkeiten',
  },
  '71.11': {
    hr: 'Arhitektonske djelatnosti',
    en: 'Architectural activities',
    de: 'Architekturbüros',
  },
  '71.12': {
    hr: 'Inženjerstvo i s njim povezano tehničko savjetovanje',
    en: 'Engineering activities and related technical consultancy',
    de: 'Ingenieurbüros',
  },
  '71.20': {
    hr: 'Tehničko ispitivanje i analiza',
    en: 'Technical testing and analysis',
    de: 'Technische, physikalische und chemische Untersuchung',
  },
  '72.1': {
    hr: 'Istraživanje i eksperimentalni razvoj u prirodnim, tehničkim i tehnološkim znanostima',
    en: 'Research and experimental development on natural sciences and engineering',
    de: 'Forschung und Entwicklung im Bereich Natur-, Ingenieur-, Agrarwissenschaften und Medizin',
  },
  '72.19': {
    hr: 'Ostalo istraživanje i eksperimentalni razvoj u prirodnim, tehničkim i tehnološkim znanostima',
    en: 'Other research and experimental development on natural sciences and engineering',
    de: 'Sonstige Forschung und Entwicklung im Bereich Natur-, Ingenieur-, Agrarwissenschaften und Medizin',
  },
  '73.11': {
    hr: 'Agencije za promidžbu (reklamu i propagandu)',
    en: 'Advertising agencies',
    de: 'Werbeagenturen',
  },
  '74.10': {
    hr: 'Specijalizirane dizajnerske djelatnosti',
    en: 'Specialised design activities',
    de: 'Ateliers für Textil-, Schmuck-, Grafik- u. ä. Design',
  },
  '77.21': {
    hr: 'Iznajmljivanje i davanje u zakup (leasing) opreme za rekreaciju i sport',
    en: 'Rental and leasing of recreational and sports goods',
    de: 'Vermietung von Sport- und Freizeitgeräten',
  },
  '79.12': {
    hr: 'Djelatnosti organizatora putovanja (turoperatora)',
    en: 'Tour operator activities',
    de: 'Reiseveranstalter',
  },
  '79.90': {
    hr: 'Ostale rezervacijske usluge i djelatnosti povezane s njima',
    en: 'Other reservation service and related activities',
    de: 'Erbringung sonstiger Reservierungsdienstleistungen',
  },
  '81.30': {
    hr: 'Uslužne djelatnosti uređenja i održavanja krajolika',
    en: 'Landscape service activities',
    de: 'Garten- und Landschaftsbau sowie Erbringung von sonstigen gärtnerischen Dienstleistungen',
  },
  '86.90': {
    hr: 'Ostale djelatnosti zdravstvene zaštite',
    en: 'Other human health activities',
    de: 'Gesundheitswesen a. n. g.',
  },
  '88': {
    hr: 'Djelatnosti socijalne skrbi bez smještaja',
    en: 'Social work activities without accommodation',
    de: 'Sozialwesen (ohne Heime)',
  },
  '90.0': {
    hr: 'Kreativne, umjetničke i zabavne djelatnosti',
    en: 'Creative, arts and entertainment activities',
    de: 'Kreative, künstlerische und unterhaltende Tätigkeiten',
  },
  '93.19': {
    hr: 'Ostale sportske djelatnosti',
    en: 'Other sports activities',
    de: 'Erbringung von sonstigen Dienstleistungen des Sports',
  },
  '93.29': {
    hr: 'Ostale zabavne i rekreacijske djelatnosti',
    en: 'Other amusement and recreation activities',
    de: 'Erbringung von Dienstleistungen der Unterhaltung und der Erholung a. n. g.',
  },
  '95': {
    hr: 'Popravak računala i predmeta za osobnu uporabu i kućanstvo',
    en: 'Repair of computers and personal and household goods',
    de: 'Reparatur von Datenverarbeitungsgeräten und Gebrauchsgütern',
  },
  '95.2': {
    hr: 'Popravak predmeta za osobnu uporabu i kućanstvo',
    en: 'Repair of personal and household goods',
    de: 'Reparatur von Gebrauchsgütern',
  },
  '95.23': {
    hr: 'Popravak obuće i proizvoda od kože',
    en: 'Repair of footwear and leather goods',
    de: 'Reparatur von Schuhen und Lederwaren',
  },
  '96': {
    hr: 'Ostale osobne uslužne djelatnosti',
    en: 'Other personal service activities',
    de: 'Erbringung von sonstigen überwiegend persönlichen Dienstleistungen',
  },
  '96.0': {
    hr: 'Ostale osobne uslužne djelatnosti',
    en: 'Other personal service activities',
    de: 'Erbringung von sonstigen überwiegend persönlichen Dienstleistungen',
  },
  '96.02': {
    hr: 'Frizerski saloni i saloni za uljepšavanje',
    en: 'Hairdressing and other beauty treatment',
    de: 'Frisör- und Kosmetiksalons',
  },
}

/** The name of an NKD 2007 demo code in a language, or null when it is not known. */
export function activityCodeName(locale: 'hr' | 'en' | 'de', code: string): string | null {
  return names[code]?.[locale] ?? null
}

/** Every NKD 2007 demo code with a name. */
export const namedActivityCodes: readonly string[] = Object.keys(names)

/** The NKD 2007 demo codes with their names. */
export const demoCodes2007 = names

/**
 * A few NKD 2025 codes (the national version of NACE Rev. 2.1) of the demo calls' activities, and
 * their correspondence to NKD 2007: the IT classes were renumbered, restaurants were split.
 */
export const demoCodes2025: Record<string, Names> = {
  '62': {
    hr: 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima',
    en: 'Computer programming, consultancy and related activities',
    de: 'Erbringung von Dienstleistungen der Informationstechnologie',
  },
  '62.1': {
    hr: 'Računalno programiranje',
    en: 'Computer programming activities',
    de: 'Programmierungstätigkeiten',
  },
  '62.10': {
    hr: 'Računalno programiranje',
    en: 'Computer programming activities',
    de: 'Programmierungstätigkeiten',
  },
  '62.2': {
    hr: 'Savjetovanje u vezi s računalima i upravljanje računalnom opremom',
    en: 'Computer consultancy and computer facilities management activities',
    de: 'Erbringung von Beratungsleistungen auf dem Gebiet der Informationstechnologie und Betrieb von Datenverarbeitungseinrichtungen für Dritte',
  },
  '62.20': {
    hr: 'Savjetovanje u vezi s računalima i upravljanje računalnom opremom',
    en: 'Computer consultancy and computer facilities management activities',
    de: 'Erbringung von Beratungsleistungen auf dem Gebiet der Informationstechnologie und Betrieb von Datenverarbeitungseinrichtungen für Dritte',
  },
  '63.10': {
    hr: 'Računalna infrastruktura, obrada podataka, hosting i djelatnosti povezane s njima',
    en: 'Computing infrastructure, data processing, hosting and related activities',
    de: 'Datenverarbeitung, Hosting und damit verbundene Tätigkeiten; Bereitstellung von Recheninfrastruktur',
  },
  '10.71': names['10.71']!,
  '55.10': names['55.10']!,
  '56.11': {
    hr: 'Djelatnosti restorana',
    en: 'Restaurant activities',
    de: 'Restaurants',
  },
  '56.12': {
    hr: 'Djelatnosti pokretnih objekata za pripremu i usluživanje hrane',
    en: 'Mobile food service activities',
    de: 'Mobile Verpflegungsdienstleistungen',
  },
}

/**
 * Words visitors look for some demo codes by, in any language (searched, never shown): what the
 * official names do not say ("softver" for programming, "bakery" for bread).
 */
export const demoKeywords: Record<string, string> = {
  '62.01':
    'softver, razvoj softvera, aplikacije, software, software development, Softwareentwicklung',
  '62.10':
    'softver, razvoj softvera, aplikacije, software, software development, Softwareentwicklung',
  '10.71': 'pekara, pekarnica, slastičarnica, bakery, pastry, Bäckerei, Konditorei',
  '55.10': 'hotel, apartmani, smještaj, accommodation, Unterkunft',
  '56.10': 'restoran, konoba, restaurant, Gaststätte',
  '56.11': 'restoran, konoba, restaurant, Gaststätte',
  '43.21': 'elektroinstalacije, solarni paneli, electrician, Elektriker',
}

/** NKD 2007 → NKD 2025 pairs of the demo codes. */
export const demoCodeLinks: readonly [string, string][] = [
  ['62.01', '62.10'],
  ['62.02', '62.20'],
  ['63.11', '63.10'],
  ['10.71', '10.71'],
  ['55.10', '55.10'],
  ['56.10', '56.11'],
  ['56.10', '56.12'],
]
