// DEMO CONTENT: realistic but invented calls (names, figures, dates); real programme names only.
import type { DemoFundingCall } from './types'

export const moreFundingCalls: DemoFundingCall[] = [
  // ── EU programmes ──────────────────────────────────────────────────────────────────────────
  {
    key: 'npoo-konkurentnost-i-odrzivost-turizma',
    fundName: {
      hr: 'NPOO – Jačanje konkurentnosti i održivosti turističkog sektora',
      en: 'NRRP – Strengthening the competitiveness and sustainability of the tourism sector',
      de: 'NARP – Stärkung der Wettbewerbsfähigkeit und Nachhaltigkeit des Tourismussektors',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za podizanje kategorije hotela i kampova, energetsku obnovu ' +
        'smještajnih objekata i nove sadržaje izvan glavne sezone, uz obvezne zelene i digitalne ' +
        'elemente projekta.',
      en:
        'Grants for upgrading the category of hotels and campsites, energy renovation of ' +
        'accommodation and new off-season facilities, with mandatory green and digital project ' +
        'components.',
      de:
        'Zuschüsse für die Höherkategorisierung von Hotels und Campingplätzen, die energetische ' +
        'Sanierung von Unterkünften und neue Angebote außerhalb der Hauptsaison, mit ' +
        'verpflichtenden grünen und digitalen Projektteilen.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro, mala, srednja i velika poduzeća registrirana za pružanje usluga smještaja koja ' +
          'posluju najmanje dvije godine i imaju kategorizirani objekt.',
        'Koji su prihvatljivi troškovi?',
        '• Rekonstrukcija i opremanje smještajnih jedinica radi podizanja kategorije objekta',
        '• Wellness, konferencijski i sportski sadržaji koji produljuju sezonu',
        '• Fotonaponske elektrane, toplinske pumpe i sustavi za uštedu vode',
        '• Digitalni sustavi za upravljanje rezervacijama i potrošnjom energije',
        '💶 Iznos potpore',
        'Potpora iznosi od 50.000 € do 1.000.000 €, uz intenzitet do 50 % prihvatljivih troškova ' +
          'za mala i do 30 % za velika poduzeća.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava eFondovi. Najmanje 30 % vrijednosti projekta mora se ' +
          'odnositi na zelenu tranziciju.',
        '📋 Potrebna dokumentacija',
        '• Rješenje o kategorizaciji, poslovni plan i glavni projekt ili troškovnik radova',
        '• Energetski certifikat objekta i procjena uštede energije nakon ulaganja',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro, small, medium-sized and large enterprises registered to provide accommodation ' +
          'that have been operating for at least two years and run a categorised property.',
        'Which costs are eligible?',
        '• Reconstruction and furnishing of accommodation units to raise the property’s category',
        '• Wellness, conference and sports facilities that extend the season',
        '• Solar power plants, heat pumps and water-saving systems',
        '• Digital systems for managing bookings and energy consumption',
        '💶 Grant amount',
        'Grants range from €50,000 to €1,000,000, with aid intensity of up to 50% of eligible ' +
          'costs for small and up to 30% for large enterprises.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the eFondovi system. At least 30% of the project ' +
          'value must relate to the green transition.',
        '📋 Required documents',
        '• Categorisation decision, business plan and main design or bill of quantities',
        '• Energy performance certificate and estimated energy savings after the investment',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst-, kleine, mittlere und große Unternehmen, die für Beherbergung eingetragen sind, ' +
          'seit mindestens zwei Jahren tätig sind und einen kategorisierten Betrieb führen.',
        'Welche Kosten sind förderfähig?',
        '• Umbau und Ausstattung von Wohneinheiten zur Höherkategorisierung des Betriebs',
        '• Wellness-, Konferenz- und Sportangebote, die die Saison verlängern',
        '• Photovoltaikanlagen, Wärmepumpen und wassersparende Systeme',
        '• Digitale Systeme für Buchungs- und Energiemanagement',
        '💶 Förderhöhe',
        'Die Förderung beträgt 50.000 € bis 1.000.000 €, bei einer Förderquote von bis zu 50 % ' +
          'der förderfähigen Kosten für kleine und bis zu 30 % für große Unternehmen.',
        '📅 Fristen und Antragstellung',
        'Anträge werden über das System eFondovi eingereicht. Mindestens 30 % des Projektwerts ' +
          'müssen auf den grünen Wandel entfallen.',
        '📋 Erforderliche Unterlagen',
        '• Kategorisierungsbescheid, Businessplan und Hauptentwurf oder Leistungsverzeichnis',
        '• Energieausweis des Gebäudes und geschätzte Energieeinsparung nach der Investition',
      ].join('\n'),
    },
    programme: 'npoo',
    deadlineInDays: 12,
    amountMin: 50000,
    amountMax: 1000000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'medium', 'large'],
    nkdCodes: ['55.10', '55.20', '55.30', '56.10'],
    sourceUrl: 'https://fondovieu.gov.hr',
    withImage: false,
  },
  {
    key: 'npoo-istrazivanje-i-razvoj-novih-proizvoda',
    fundName: {
      hr: 'NPOO – Razvoj novih proizvoda i usluga iz istraživačko-razvojnih aktivnosti',
      en: 'NRRP – Developing new products and services from research and development',
      de: 'NARP – Entwicklung neuer Produkte und Dienstleistungen aus Forschung und Entwicklung',
    },
    shortDescription: {
      hr:
        'Potpora poduzećima za industrijsko istraživanje i eksperimentalni razvoj u suradnji sa ' +
        'znanstvenim organizacijama, od laboratorijske faze do pilot-proizvodnje. Poziv je ' +
        'zatvoren, a rezultati se očekuju uskoro.',
      en:
        'Support for companies carrying out industrial research and experimental development ' +
        'with research organisations, from the lab stage to pilot production. The call is ' +
        'closed and results are expected soon.',
      de:
        'Förderung für Unternehmen, die mit Forschungseinrichtungen industrielle Forschung und ' +
        'experimentelle Entwicklung betreiben, vom Labor bis zur Pilotfertigung. Die ' +
        'Ausschreibung ist geschlossen, Ergebnisse folgen in Kürze.',
    },
    programme: 'npoo',
    deadlineInDays: -8,
    amountMin: 200000,
    amountMax: 2000000,
    aidIntensityMax: 65,
    applicantTypes: ['small', 'medium', 'large'],
    nkdCodes: ['72.1', '21.20', '26', '62.01', '28.99'],
    withImage: false,
  },
  {
    key: 'pkk-povecanje-proizvodnih-kapaciteta-msp',
    fundName: {
      hr: 'Konkurentnost i kohezija 2021.–2027. – Povećanje proizvodnih kapaciteta MSP-ova',
      en: 'Competitiveness and Cohesion 2021–2027 – Expanding the production capacity of SMEs',
      de: 'Wettbewerbsfähigkeit und Kohäsion 2021–2027 – Ausbau der Produktionskapazitäten von KMU',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za nove proizvodne linije, strojeve i proširenje pogona u ' +
        'prerađivačkoj industriji, s ciljem rasta izvoza i otvaranja novih radnih mjesta.',
      en:
        'Grants for new production lines, machinery and plant expansion in manufacturing, aimed ' +
        'at growing exports and creating new jobs.',
      de:
        'Zuschüsse für neue Produktionslinien, Maschinen und Betriebserweiterungen im ' +
        'verarbeitenden Gewerbe, um Exporte zu steigern und neue Arbeitsplätze zu schaffen.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro, mala i srednja poduzeća iz prerađivačke industrije koja posluju najmanje tri ' +
          'godine i u prethodnoj su godini ostvarila prihod od najmanje 100.000 €.',
        'Koji su prihvatljivi troškovi?',
        '• Strojevi, proizvodne linije i pripadajući softver',
        '• Izgradnja, dogradnja i opremanje proizvodnih prostora',
        '• Certificiranje proizvoda i uvođenje normi kvalitete',
        '💶 Iznos potpore',
        'Potpora iznosi od 200.000 € do 3.000.000 €, uz intenzitet do 45 % za mikro i mala te do ' +
          '35 % za srednja poduzeća, ovisno o regiji ulaganja.',
        'Koje su obveze korisnika?',
        'Korisnik mora zadržati ulaganje i novozaposlene radnike najmanje tri godine nakon ' +
          'završetka projekta.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava eFondovi do isteka roka, nakon čega se projekti ' +
          'ocjenjuju i rangiraju prema kriterijima odabira.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro, small and medium-sized manufacturing enterprises that have been operating for at ' +
          'least three years and had revenue of at least €100,000 in the previous year.',
        'Which costs are eligible?',
        '• Machinery, production lines and related software',
        '• Construction, extension and equipping of production premises',
        '• Product certification and introduction of quality standards',
        '💶 Grant amount',
        'Grants range from €200,000 to €3,000,000, with aid intensity of up to 45% for micro and ' +
          'small and up to 35% for medium-sized enterprises, depending on the region.',
        'What are the beneficiary’s obligations?',
        'The beneficiary must keep the investment and the newly hired staff for at least three ' +
          'years after the project ends.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the eFondovi system until the deadline, after which ' +
          'projects are assessed and ranked by the selection criteria.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst-, kleine und mittlere Unternehmen des verarbeitenden Gewerbes, die seit ' +
          'mindestens drei Jahren tätig sind und im Vorjahr mindestens 100.000 € Umsatz erzielt ' +
          'haben.',
        'Welche Kosten sind förderfähig?',
        '• Maschinen, Produktionslinien und zugehörige Software',
        '• Bau, Erweiterung und Ausstattung von Produktionsräumen',
        '• Produktzertifizierung und Einführung von Qualitätsnormen',
        '💶 Förderhöhe',
        'Die Förderung beträgt 200.000 € bis 3.000.000 €, bei einer Förderquote von bis zu 45 % ' +
          'für Kleinst- und Kleinunternehmen und bis zu 35 % für mittlere Unternehmen, je nach ' +
          'Region.',
        'Welche Pflichten haben die Begünstigten?',
        'Die Investition und die neu eingestellten Beschäftigten müssen mindestens drei Jahre ' +
          'nach Projektende erhalten bleiben.',
        '📅 Fristen und Antragstellung',
        'Anträge werden bis zum Fristende über das System eFondovi eingereicht, danach werden die ' +
          'Projekte nach den Auswahlkriterien bewertet und gereiht.',
      ].join('\n'),
    },
    programme: 'pkk',
    deadlineInDays: 60,
    amountMin: 200000,
    amountMax: 3000000,
    aidIntensityMax: 45,
    applicantTypes: ['micro', 'small', 'medium'],
    nkdCodes: ['10', '16.23', '22.2', '25', '28', '31.0'],
    sourceUrl: 'https://fondovieu.gov.hr',
    withImage: false,
  },
  {
    key: 'pkk-kruzno-gospodarstvo-msp',
    fundName: {
      hr: 'Konkurentnost i kohezija 2021.–2027. – Kružno gospodarstvo u malim i srednjim poduzećima',
      en:
        'Competitiveness and Cohesion 2021–2027 – Circular economy in small and medium-sized ' +
        'enterprises',
      de:
        'Wettbewerbsfähigkeit und Kohäsion 2021–2027 – Kreislaufwirtschaft in kleinen und ' +
        'mittleren Unternehmen',
    },
    shortDescription: {
      hr:
        'Poziv za ulaganja u recikliranje, ponovnu uporabu materijala i proizvodnju iz ' +
        'sekundarnih sirovina, uz potporu za eko-dizajn proizvoda i smanjenje otpada u ' +
        'proizvodnji.',
      en:
        'A call for investments in recycling, reuse of materials and production from secondary ' +
        'raw materials, with support for eco-design of products and less waste in production.',
      de:
        'Aufruf für Investitionen in Recycling, Wiederverwendung von Materialien und Produktion ' +
        'aus Sekundärrohstoffen, mit Förderung für Ökodesign und weniger Abfall in der ' +
        'Produktion.',
    },
    programme: 'pkk',
    opensInDays: 21,
    deadlineInDays: 111,
    amountMin: 100000,
    amountMax: 1500000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'medium'],
    nkdCodes: ['38.3', '22.29', '20.16', '17.12', '16.10'],
    withImage: false,
  },
  {
    key: 'zpp-potpora-mladim-poljoprivrednicima',
    fundName: {
      hr: 'Strateški plan ZPP-a – Potpora mladim poljoprivrednicima za započinjanje poslovanja',
      en: 'CAP Strategic Plan – Support for young farmers starting a business',
      de: 'GAP-Strategieplan – Existenzgründungsbeihilfe für Junglandwirte',
    },
    shortDescription: {
      hr:
        'Jednokratna bespovratna potpora mladim poljoprivrednicima do 40 godina koji prvi put ' +
        'preuzimaju ili osnivaju obiteljsko poljoprivredno gospodarstvo, za provedbu poslovnog ' +
        'plana u roku od tri godine.',
      en:
        'A one-off grant for young farmers up to the age of 40 who take over or set up a family ' +
        'farm for the first time, to carry out a business plan within three years.',
      de:
        'Einmaliger Zuschuss für Junglandwirte bis 40 Jahre, die erstmals einen ' +
        'landwirtschaftlichen Familienbetrieb übernehmen oder gründen, zur Umsetzung eines ' +
        'Geschäftsplans innerhalb von drei Jahren.',
    },
    programme: 'zpp',
    deadlineInDays: 5,
    amountMin: 30000,
    amountMax: 100000,
    aidIntensityMax: 100,
    applicantTypes: ['family-farms', 'crafts', 'micro'],
    nkdCodes: ['01.1', '01.2', '01.4', '01.50'],
    withImage: false,
  },
  {
    key: 'zpp-modernizacija-poljoprivrednih-gospodarstava',
    fundName: {
      hr: 'Strateški plan ZPP-a – Ulaganja u modernizaciju poljoprivrednih gospodarstava',
      en: 'CAP Strategic Plan – Investments in modernising farms',
      de: 'GAP-Strategieplan – Investitionen in die Modernisierung landwirtschaftlicher Betriebe',
    },
    shortDescription: {
      hr:
        'Potpora za nabavu traktora i mehanizacije, izgradnju plastenika i staklenika, sustave ' +
        'navodnjavanja te objekte za stočarsku proizvodnju, uz veći intenzitet za mlade ' +
        'poljoprivrednike.',
      en:
        'Support for tractors and machinery, greenhouses and polytunnels, irrigation systems ' +
        'and livestock buildings, with a higher aid rate for young farmers.',
      de:
        'Förderung für Traktoren und Landmaschinen, Gewächshäuser und Folientunnel, ' +
        'Bewässerungssysteme sowie Stallgebäude, mit höherer Förderquote für Junglandwirte.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Poljoprivredna gospodarstva upisana u Upisnik poljoprivrednika, uključujući OPG-ove, ' +
          'obrte, zadruge i trgovačka društva, ekonomske veličine od najmanje 8.000 €.',
        'Koji su prihvatljivi troškovi?',
        '• Traktori, priključni strojevi i oprema za preciznu poljoprivredu',
        '• Plastenici, staklenici, protugradne mreže i sustavi navodnjavanja',
        '• Izgradnja i opremanje staja, spremišta i hladnjača na gospodarstvu',
        '💶 Iznos potpore',
        'Potpora iznosi od 20.000 € do 500.000 €. Intenzitet je 50 % prihvatljivih troškova, a ' +
          'za mlade poljoprivrednike i gospodarstva u područjima s prirodnim ograničenjima do 65 %.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava AGRONET Agencije za plaćanja u poljoprivredi, ' +
          'ribarstvu i ruralnom razvoju.',
        '📋 Potrebna dokumentacija',
        '• Poslovni plan, ponude za opremu i dokaz o korištenju poljoprivrednog zemljišta',
        '• Za građevinska ulaganja građevinska dozvola ili glavni projekt',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Farms entered in the Register of Farmers, including family farms, sole traders, ' +
          'cooperatives and companies, with an economic size of at least €8,000.',
        'Which costs are eligible?',
        '• Tractors, attached implements and precision farming equipment',
        '• Polytunnels, greenhouses, hail nets and irrigation systems',
        '• Construction and equipping of barns, storage buildings and cold stores on the farm',
        '💶 Grant amount',
        'Grants range from €20,000 to €500,000. Aid intensity is 50% of eligible costs, rising ' +
          'to 65% for young farmers and farms in areas with natural constraints.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the AGRONET system of the Paying Agency for ' +
          'Agriculture, Fisheries and Rural Development.',
        '📋 Required documents',
        '• Business plan, quotes for the equipment and proof of the use of agricultural land',
        '• For construction, a building permit or the main design',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Im Landwirteregister eingetragene Betriebe, darunter Familienbetriebe, ' +
          'Einzelunternehmen, Genossenschaften und Gesellschaften, mit einer wirtschaftlichen ' +
          'Größe von mindestens 8.000 €.',
        'Welche Kosten sind förderfähig?',
        '• Traktoren, Anbaugeräte und Ausrüstung für Präzisionslandwirtschaft',
        '• Folientunnel, Gewächshäuser, Hagelnetze und Bewässerungssysteme',
        '• Bau und Ausstattung von Ställen, Lagerräumen und Kühlhäusern auf dem Betrieb',
        '💶 Förderhöhe',
        'Die Förderung beträgt 20.000 € bis 500.000 €. Die Förderquote liegt bei 50 % der ' +
          'förderfähigen Kosten, für Junglandwirte und Betriebe in benachteiligten Gebieten bei ' +
          'bis zu 65 %.',
        '📅 Fristen und Antragstellung',
        'Anträge werden über das System AGRONET der Zahlstelle für Landwirtschaft, Fischerei und ' +
          'ländliche Entwicklung eingereicht.',
        '📋 Erforderliche Unterlagen',
        '• Businessplan, Angebote für die Ausrüstung und Nachweis über die Nutzung ' +
          'landwirtschaftlicher Flächen',
        '• Für Bauvorhaben eine Baugenehmigung oder der Hauptentwurf',
      ].join('\n'),
    },
    programme: 'zpp',
    deadlineInDays: 40,
    amountMin: 20000,
    amountMax: 500000,
    aidIntensityMax: 65,
    applicantTypes: ['family-farms', 'crafts', 'micro', 'small'],
    nkdCodes: ['01.1', '01.2', '01.4', '01.50', '01.61'],
    withImage: false,
  },
  {
    key: 'zpp-nepoljoprivredne-djelatnosti-i-ruralni-turizam',
    fundName: {
      hr: 'Strateški plan ZPP-a – Razvoj nepoljoprivrednih djelatnosti i ruralnog turizma',
      en: 'CAP Strategic Plan – Developing non-agricultural activities and rural tourism',
      de:
        'GAP-Strategieplan – Entwicklung nichtlandwirtschaftlicher Tätigkeiten und des ' +
        'ländlichen Tourismus',
    },
    shortDescription: {
      hr:
        'Potpora OPG-ovima i mikro poduzećima u ruralnim područjima za kušaonice, smještaj na ' +
        'seoskom gospodarstvu, tradicijske obrte i male prerađivačke pogone.',
      en:
        'Support for family farms and micro-enterprises in rural areas for tasting rooms, farm ' +
        'stays, traditional crafts and small processing units.',
      de:
        'Förderung für landwirtschaftliche Familienbetriebe und Kleinstunternehmen im ' +
        'ländlichen Raum für Verkostungsräume, Urlaub auf dem Bauernhof, traditionelles ' +
        'Handwerk und kleine Verarbeitungsbetriebe.',
    },
    programme: 'zpp',
    opensInDays: 35,
    deadlineInDays: 125,
    amountMin: 20000,
    amountMax: 200000,
    aidIntensityMax: 70,
    applicantTypes: ['family-farms', 'micro', 'crafts'],
    nkdCodes: ['55.20', '55.30', '56.10', '10.39', '11.02'],
    withImage: false,
  },
  {
    key: 'esf-plus-drustveno-poduzetnistvo',
    fundName: {
      hr: 'ESF+ – Razvoj društvenog poduzetništva i zapošljavanje ranjivih skupina',
      en: 'ESF+ – Developing social entrepreneurship and employing vulnerable groups',
      de: 'ESF+ – Förderung des Sozialunternehmertums und Beschäftigung benachteiligter Gruppen',
    },
    shortDescription: {
      hr:
        'Potpora društvenim poduzećima, zadrugama i udrugama za pokretanje ili širenje ' +
        'djelatnosti u kojima rade osobe s invaliditetom, dugotrajno nezaposleni i mladi bez ' +
        'kvalifikacija.',
      en:
        'Support for social enterprises, cooperatives and associations starting or expanding ' +
        'activities that employ people with disabilities, the long-term unemployed and young ' +
        'people without qualifications.',
      de:
        'Förderung für Sozialunternehmen, Genossenschaften und Vereine, die Tätigkeiten ' +
        'aufbauen oder ausweiten, in denen Menschen mit Behinderung, Langzeitarbeitslose und ' +
        'junge Menschen ohne Abschluss arbeiten.',
    },
    programme: 'puljp',
    deadlineInDays: 26,
    amountMin: 20000,
    amountMax: 200000,
    aidIntensityMax: 100,
    applicantTypes: ['associations', 'micro', 'small'],
    nkdCodes: ['88', '81.30', '38.11', '47.79', '56.29'],
    withImage: false,
  },
  {
    key: 'interreg-hu-hr-mali-projekti-odrzivog-turizma',
    fundName: {
      hr: 'Interreg VI-A Mađarska–Hrvatska – Fond za male projekte održivog turizma u pograničju',
      en:
        'Interreg VI-A Hungary–Croatia – Small project fund for sustainable tourism in the ' +
        'border region',
      de:
        'Interreg VI-A Ungarn–Kroatien – Kleinprojektefonds für nachhaltigen Tourismus im ' +
        'Grenzgebiet',
    },
    shortDescription: {
      hr:
        'Manji prekogranični projekti udruga, javnih ustanova i malih poduzeća: biciklističke ' +
        'rute uz Dravu i Dunav, zajednička promocija lokalnih proizvoda i turistički sadržaji u ' +
        'pograničju.',
      en:
        'Smaller cross-border projects of associations, public institutions and small ' +
        'businesses: cycling routes along the Drava and Danube, joint promotion of local ' +
        'products and tourist facilities in the border area.',
      de:
        'Kleinere grenzüberschreitende Projekte von Vereinen, öffentlichen Einrichtungen und ' +
        'kleinen Unternehmen: Radwege an Drau und Donau, gemeinsame Vermarktung lokaler ' +
        'Produkte und touristische Angebote im Grenzgebiet.',
    },
    programme: 'interreg-hu-hr',
    deadlineInDays: 85,
    amountMin: 20000,
    amountMax: 60000,
    aidIntensityMax: 80,
    applicantTypes: ['associations', 'public-bodies', 'micro', 'small'],
    counties: ['osjecko-baranjska', 'viroviticko-podravska', 'koprivnicko-krizevacka'],
    nkdCodes: ['55.20', '79.90', '93.29', '77.21'],
    withImage: false,
  },
  {
    key: 'itp-pravedna-tranzicija-ulaganja-msp',
    fundName: {
      hr: 'ITP – Fond za pravednu tranziciju: produktivna ulaganja MSP-ova',
      en: 'ITP – Just Transition Fund: productive investments by SMEs',
      de: 'ITP – Fonds für einen gerechten Übergang: produktive Investitionen von KMU',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za nove djelatnosti i radna mjesta u Istarskoj i ' +
        'Sisačko-moslavačkoj županiji, područjima koja se odmiču od ugljena i naftne ' +
        'industrije, uz prednost za zelene tehnologije.',
      en:
        'Grants for new activities and jobs in Istria and Sisak-Moslavina counties, areas ' +
        'moving away from coal and the oil industry, with priority for green technologies.',
      de:
        'Zuschüsse für neue Tätigkeiten und Arbeitsplätze in den Gespanschaften Istrien und ' +
        'Sisak-Moslavina, die sich von Kohle und Ölindustrie lösen, mit Vorrang für grüne ' +
        'Technologien.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro, mala i srednja poduzeća sa sjedištem ili poslovnom jedinicom u Istarskoj ili ' +
          'Sisačko-moslavačkoj županiji, u kojoj se ulaganje i provodi.',
        'Koji su prihvatljivi troškovi?',
        '• Strojevi, oprema i prostori za nove proizvodne ili uslužne djelatnosti',
        '• Obnovljivi izvori energije za vlastitu potrošnju kao dio ulaganja',
        '• Prekvalifikacija radnika koji prelaze iz ugljično intenzivnih djelatnosti',
        '💶 Iznos potpore',
        'Potpora iznosi od 50.000 € do 1.000.000 €, uz intenzitet do 60 % prihvatljivih ' +
          'troškova za mikro i mala poduzeća.',
        'Kako se projekti boduju?',
        'Dodatne bodove donose nova radna mjesta, zapošljavanje radnika iz djelatnosti u ' +
          'tranziciji i smanjenje emisija stakleničkih plinova.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava eFondovi, a ocjenjuju se u skupinama svaka tri mjeseca ' +
          'do isteka roka.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro, small and medium-sized enterprises with their seat or a branch in Istria or ' +
          'Sisak-Moslavina County, where the investment is also carried out.',
        'Which costs are eligible?',
        '• Machinery, equipment and premises for new manufacturing or service activities',
        '• Renewable energy for own consumption as part of the investment',
        '• Retraining of workers moving out of carbon-intensive activities',
        '💶 Grant amount',
        'Grants range from €50,000 to €1,000,000, with aid intensity of up to 60% of eligible ' +
          'costs for micro and small enterprises.',
        'How are projects scored?',
        'Extra points are given for new jobs, hiring workers from activities in transition and ' +
          'cutting greenhouse gas emissions.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the eFondovi system and assessed in batches every ' +
          'three months until the deadline.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst-, kleine und mittlere Unternehmen mit Sitz oder Niederlassung in der ' +
          'Gespanschaft Istrien oder Sisak-Moslavina, in der auch investiert wird.',
        'Welche Kosten sind förderfähig?',
        '• Maschinen, Anlagen und Räume für neue Produktions- oder Dienstleistungstätigkeiten',
        '• Erneuerbare Energien zum Eigenverbrauch als Teil der Investition',
        '• Umschulung von Beschäftigten aus CO₂-intensiven Tätigkeiten',
        '💶 Förderhöhe',
        'Die Förderung beträgt 50.000 € bis 1.000.000 €, bei einer Förderquote von bis zu 60 % ' +
          'der förderfähigen Kosten für Kleinst- und Kleinunternehmen.',
        'Wie werden Projekte bewertet?',
        'Zusatzpunkte gibt es für neue Arbeitsplätze, die Einstellung von Beschäftigten aus ' +
          'Branchen im Wandel und die Senkung der Treibhausgasemissionen.',
        '📅 Fristen und Antragstellung',
        'Anträge werden über das System eFondovi eingereicht und bis zum Fristende alle drei ' +
          'Monate gesammelt bewertet.',
      ].join('\n'),
    },
    programme: 'itp',
    deadlineInDays: 150,
    amountMin: 50000,
    amountMax: 1000000,
    aidIntensityMax: 60,
    applicantTypes: ['micro', 'small', 'medium'],
    counties: ['istarska', 'sisacko-moslavacka'],
    nkdCodes: ['25', '27', '28', '33.12', '62.01', '72.19'],
    sourceUrl: 'https://fondovieu.gov.hr',
    withImage: false,
  },
  {
    key: 'itp-pravedna-tranzicija-nova-poduzeca-sisak',
    fundName: {
      hr: 'ITP – Fond za pravednu tranziciju: potpora novim poduzećima u Sisačko-moslavačkoj županiji',
      en: 'ITP – Just Transition Fund: support for start-ups in Sisak-Moslavina County',
      de:
        'ITP – Fonds für einen gerechten Übergang: Förderung für Start-ups in der Gespanschaft ' +
        'Sisak-Moslavina',
    },
    shortDescription: {
      hr:
        'Potpora poduzećima mlađima od tri godine za opremu, razvoj proizvoda i izlazak na ' +
        'tržište. Poziv je zatvoren, a novi krug planira se nakon ocjene pristiglih prijava.',
      en:
        'Support for companies less than three years old for equipment, product development ' +
        'and market entry. The call is closed, and a new round is planned once the applications ' +
        'have been assessed.',
      de:
        'Förderung für Unternehmen, die jünger als drei Jahre sind, für Ausstattung, ' +
        'Produktentwicklung und Markteintritt. Die Ausschreibung ist geschlossen, eine neue ' +
        'Runde folgt nach der Bewertung.',
    },
    programme: 'itp',
    deadlineInDays: -25,
    amountMin: 20000,
    amountMax: 150000,
    aidIntensityMax: 85,
    applicantTypes: ['micro', 'small'],
    counties: ['sisacko-moslavacka'],
    nkdCodes: ['62', '71.12', '25.62', '10.71', '74.10'],
    withImage: false,
  },

  // ── National programmes ────────────────────────────────────────────────────────────────────
  {
    key: 'hamag-bicro-jamstva-za-bankovne-kredite',
    fundName: {
      hr: 'HAMAG-BICRO – Jamstva za kredite poslovnih banaka',
      en: 'HAMAG-BICRO – Guarantees for commercial bank loans',
      de: 'HAMAG-BICRO – Bürgschaften für Kredite von Geschäftsbanken',
    },
    shortDescription: {
      hr:
        'Jamstvo HAMAG-BICRO-a pokriva do 80 % glavnice kredita za ulaganja ili obrtna ' +
        'sredstva, pa poduzetnici s malo kolaterala lakše dobivaju bankovni kredit. Zahtjevi se ' +
        'primaju do iskorištenja sredstava.',
      en:
        'A HAMAG-BICRO guarantee covers up to 80% of the loan principal for investments or ' +
        'working capital, so businesses with little collateral get a bank loan more easily. ' +
        'Applications are accepted until funds run out.',
      de:
        'Die Bürgschaft von HAMAG-BICRO deckt bis zu 80 % der Kreditsumme für Investitionen ' +
        'oder Betriebsmittel, sodass Unternehmen mit wenig Sicherheiten leichter einen ' +
        'Bankkredit erhalten. Anträge bis zur Ausschöpfung der Mittel.',
    },
    programme: 'hamag-bicro',
    deadlineInDays: null,
    applicantTypes: ['micro', 'small', 'medium', 'crafts', 'family-farms'],
    nkdCodes: ['10', '25', '41', '55', '62'],
    sourceUrl: 'https://hamagbicro.hr',
    withImage: false,
  },
  {
    key: 'hamag-bicro-proof-of-concept',
    fundName: {
      hr: 'HAMAG-BICRO – Program provjere inovativnog koncepta (Proof of Concept)',
      en: 'HAMAG-BICRO – Proof of Concept programme for innovative ideas',
      de: 'HAMAG-BICRO – Proof-of-Concept-Programm für innovative Ideen',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za provjeru tehničke izvedivosti i tržišnog potencijala inovacije ' +
        'prije komercijalizacije: izrada prototipa, ispitivanja, analiza tržišta i zaštita ' +
        'intelektualnog vlasništva.',
      en:
        'Grants for testing the technical feasibility and market potential of an innovation ' +
        'before commercialisation: prototyping, testing, market analysis and intellectual ' +
        'property protection.',
      de:
        'Zuschüsse zur Prüfung der technischen Machbarkeit und des Marktpotenzials einer ' +
        'Innovation vor der Vermarktung: Prototypen, Tests, Marktanalyse und Schutz geistigen ' +
        'Eigentums.',
    },
    programme: 'hamag-bicro',
    opensInDays: 14,
    deadlineInDays: 74,
    amountMin: 20000,
    amountMax: 100000,
    aidIntensityMax: 80,
    applicantTypes: ['micro', 'small'],
    nkdCodes: ['72.1', '62.01', '26.5', '71.20'],
    sourceUrl: 'https://hamagbicro.hr',
    withImage: false,
  },
  {
    key: 'hzz-potpora-za-zaposljavanje-mladih',
    fundName: {
      hr: 'HZZ – Potpora za zapošljavanje mladih',
      en: 'Croatian Employment Service (HZZ) – Support for employing young people',
      de: 'Kroatisches Arbeitsamt (HZZ) – Zuschuss zur Beschäftigung junger Menschen',
    },
    shortDescription: {
      hr:
        'Sufinanciranje plaće za novozaposlene mlade osobe do 30 godina iz evidencije HZZ-a, u ' +
        'trajanju od 12 mjeseci. Zahtjevi se podnose tijekom cijele godine do iskorištenja ' +
        'sredstava.',
      en:
        'Co-financing of wages for newly hired young people up to the age of 30 registered with ' +
        'the HZZ, for 12 months. Applications can be made all year round until funds run out.',
      de:
        'Lohnkostenzuschuss für neu eingestellte junge Menschen bis 30 Jahre, die beim HZZ ' +
        'gemeldet sind, für 12 Monate. Anträge sind ganzjährig bis zur Ausschöpfung der Mittel ' +
        'möglich.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Poslodavci iz privatnog sektora (trgovačka društva, obrti, zadruge i udruge) koji na ' +
          'puno radno vrijeme zapošljavaju nezaposlenu osobu do 30 godina iz evidencije HZZ-a.',
        'Koliko iznosi potpora?',
        'HZZ sufinancira 50 % troška bruto plaće, a za mlade bez radnog iskustva ili bez ' +
          'završene srednje škole do 75 %, najviše 9.000 € po osobi tijekom 12 mjeseci.',
        'Koje su obveze poslodavca?',
        'Poslodavac ne smije smanjivati broj zaposlenih dok koristi potporu i mora zadržati ' +
          'zaposlenu osobu do kraja razdoblja sufinanciranja.',
        '📅 Rokovi i način prijave',
        'Zahtjev se podnosi online prije zapošljavanja osobe, a potpora se isplaćuje mjesečno ' +
          'nakon dostave dokaza o isplaćenim plaćama.',
        '📋 Potrebna dokumentacija',
        '• Zahtjev s podacima o radnom mjestu i osobi koja se zapošljava',
        '• Izjava o primljenim potporama male vrijednosti',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Private-sector employers (companies, sole traders, cooperatives and associations) that ' +
          'hire an unemployed person up to the age of 30 registered with the HZZ full time.',
        'How much is the grant?',
        'The HZZ covers 50% of the gross wage cost, and up to 75% for young people without work ' +
          'experience or without a secondary school certificate, up to €9,000 per person over ' +
          '12 months.',
        'What are the employer’s obligations?',
        'The employer must not reduce its headcount while receiving the grant and must keep the ' +
          'new employee until the end of the co-financing period.',
        '📅 Deadlines and how to apply',
        'Applications are submitted online before the person is hired, and the grant is paid ' +
          'monthly once proof of paid wages is provided.',
        '📋 Required documents',
        '• Application with details of the job and the person being hired',
        '• Statement on de minimis aid received',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Arbeitgeber aus dem Privatsektor (Gesellschaften, Einzelunternehmen, Genossenschaften ' +
          'und Vereine), die eine beim HZZ arbeitslos gemeldete Person bis 30 Jahre in Vollzeit ' +
          'einstellen.',
        'Wie hoch ist der Zuschuss?',
        'Das HZZ übernimmt 50 % der Bruttolohnkosten, bei jungen Menschen ohne Berufserfahrung ' +
          'oder ohne Sekundarabschluss bis zu 75 %, höchstens 9.000 € pro Person in 12 Monaten.',
        'Welche Pflichten hat der Arbeitgeber?',
        'Der Arbeitgeber darf während der Förderung keine Stellen abbauen und muss die ' +
          'eingestellte Person bis zum Ende des Förderzeitraums beschäftigen.',
        '📅 Fristen und Antragstellung',
        'Der Antrag wird vor der Einstellung online gestellt, der Zuschuss wird monatlich nach ' +
          'Nachweis der gezahlten Löhne ausgezahlt.',
        '📋 Erforderliche Unterlagen',
        '• Antrag mit Angaben zum Arbeitsplatz und zur eingestellten Person',
        '• Erklärung über erhaltene De-minimis-Beihilfen',
      ].join('\n'),
    },
    programme: 'hzz',
    deadlineInDays: null,
    amountMax: 9000,
    aidIntensityMax: 75,
    applicantTypes: ['micro', 'small', 'medium', 'large', 'crafts', 'associations'],
    nkdCodes: ['10', '25', '47', '55', '56', '62'],
    sourceUrl: 'https://www.hzz.hr',
    withImage: false,
  },
  {
    key: 'hzz-potpora-za-usavrsavanje-zaposlenika',
    fundName: {
      hr: 'HZZ – Potpora za usavršavanje zaposlenika',
      en: 'Croatian Employment Service (HZZ) – Support for training employees',
      de: 'Kroatisches Arbeitsamt (HZZ) – Zuschuss zur Weiterbildung von Beschäftigten',
    },
    shortDescription: {
      hr:
        'Sufinanciranje osposobljavanja novozaposlenih i postojećih radnika za znanja i ' +
        'vještine koje traži radno mjesto, kroz programe ovlaštenih obrazovnih ustanova ili ' +
        'interno usavršavanje.',
      en:
        'Co-financing of training for new and existing employees in the knowledge and skills ' +
        'their jobs require, through programmes of accredited providers or in-house training.',
      de:
        'Zuschuss zur Qualifizierung neuer und bestehender Beschäftigter in den Kenntnissen und ' +
        'Fähigkeiten, die ihr Arbeitsplatz erfordert, über anerkannte Bildungsträger oder ' +
        'betriebsintern.',
    },
    programme: 'hzz',
    deadlineInDays: null,
    amountMax: 5000,
    aidIntensityMax: 70,
    applicantTypes: ['micro', 'small', 'medium', 'large', 'crafts'],
    nkdCodes: ['25', '28', '33', '43', '49.41', '62.01'],
    sourceUrl: 'https://www.hzz.hr',
    withImage: false,
  },
  {
    key: 'fzoeu-fotonaponske-elektrane-za-poduzetnike',
    fundName: {
      hr: 'FZOEU – Sufinanciranje fotonaponskih elektrana za vlastitu potrošnju poduzetnika',
      en: 'EPEEF – Co-financing of solar power plants for businesses’ own consumption',
      de: 'FZOEU – Kofinanzierung von Photovoltaikanlagen für den Eigenverbrauch von Unternehmen',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za fotonaponske elektrane na krovovima poslovnih objekata, ' +
        'spremnike energije i punionice za električna vozila. Sredstva se dodjeljuju prema ' +
        'redoslijedu zaprimanja prijava.',
      en:
        'Grants for solar power plants on business rooftops, energy storage and electric ' +
        'vehicle chargers. Funds are awarded in the order in which applications are received.',
      de:
        'Zuschüsse für Photovoltaikanlagen auf Geschäftsdächern, Energiespeicher und ' +
        'Ladestationen für Elektrofahrzeuge. Die Mittel werden in der Reihenfolge des ' +
        'Antragseingangs vergeben.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Trgovačka društva, obrti i OPG-ovi koji su vlasnici objekta ili imaju suglasnost ' +
          'vlasnika za postavljanje elektrane.',
        'Koji su prihvatljivi troškovi?',
        '• Fotonaponski moduli, izmjenjivači, nosiva konstrukcija i priključak na mrežu',
        '• Baterijski spremnici energije uz elektranu',
        '• Punionice za električna vozila na poslovnoj lokaciji',
        '💶 Iznos potpore',
        'FZOEU sufinancira do 60 % prihvatljivih troškova, od 10.000 € do 150.000 € po ' +
          'korisniku, ovisno o snazi elektrane.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose elektronički putem sustava FZOEU-a i obrađuju prema redoslijedu ' +
          'zaprimanja, do isteka roka ili iskorištenja sredstava.',
        '📋 Potrebna dokumentacija',
        '• Glavni projekt ili tehničko rješenje elektrane i elektroenergetska suglasnost HEP ODS-a',
        '• Ponuda izvođača i dokaz o vlasništvu ili pravu korištenja objekta',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Companies, sole traders and family farms that own the building or have the owner’s ' +
          'consent to install the plant.',
        'Which costs are eligible?',
        '• Solar modules, inverters, mounting structure and grid connection',
        '• Battery storage connected to the plant',
        '• Electric vehicle chargers at the business premises',
        '💶 Grant amount',
        'The EPEEF covers up to 60% of eligible costs, from €10,000 to €150,000 per beneficiary, ' +
          'depending on the plant’s capacity.',
        '📅 Deadlines and how to apply',
        'Applications are submitted electronically through the EPEEF system and processed in ' +
          'the order received, until the deadline or until the funds are used up.',
        '📋 Required documents',
        '• Main design or technical solution of the plant and the grid connection approval of ' +
          'HEP ODS',
        '• Contractor’s quote and proof of ownership or right to use the building',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Gesellschaften, Einzelunternehmen und landwirtschaftliche Familienbetriebe, die ' +
          'Eigentümer des Gebäudes sind oder die Zustimmung des Eigentümers zur Errichtung der ' +
          'Anlage haben.',
        'Welche Kosten sind förderfähig?',
        '• Solarmodule, Wechselrichter, Unterkonstruktion und Netzanschluss',
        '• Batteriespeicher in Verbindung mit der Anlage',
        '• Ladestationen für Elektrofahrzeuge am Firmenstandort',
        '💶 Förderhöhe',
        'Der FZOEU übernimmt bis zu 60 % der förderfähigen Kosten, 10.000 € bis 150.000 € pro ' +
          'Begünstigtem, je nach Leistung der Anlage.',
        '📅 Fristen und Antragstellung',
        'Anträge werden elektronisch über das System des FZOEU eingereicht und in der ' +
          'Reihenfolge des Eingangs bearbeitet, bis zum Fristende oder bis die Mittel ' +
          'ausgeschöpft sind.',
        '📋 Erforderliche Unterlagen',
        '• Hauptentwurf oder technische Lösung der Anlage und Netzanschlusszustimmung von HEP ODS',
        '• Angebot des Installateurs und Nachweis über Eigentum oder Nutzungsrecht am Gebäude',
      ].join('\n'),
    },
    programme: 'fzoeu',
    deadlineInDays: 3,
    amountMin: 10000,
    amountMax: 150000,
    aidIntensityMax: 60,
    applicantTypes: ['micro', 'small', 'medium', 'large', 'crafts', 'family-farms'],
    nkdCodes: ['01', '10', '25', '47.11', '52.10', '55.10'],
    sourceUrl: 'https://www.fzoeu.hr',
    withImage: false,
  },
  {
    key: 'fzoeu-energetski-ucinkovita-vozila',
    fundName: {
      hr: 'FZOEU – Sufinanciranje energetski učinkovitih vozila za poduzetnike',
      en: 'EPEEF – Co-financing of energy-efficient vehicles for businesses',
      de: 'FZOEU – Kofinanzierung energieeffizienter Fahrzeuge für Unternehmen',
    },
    shortDescription: {
      hr:
        'Potpora za nabavu električnih osobnih i lakih dostavnih vozila te električnih bicikala ' +
        'i skutera za poslovnu upotrebu. Poziv je zatvoren, a FZOEU novi javni poziv najavljuje ' +
        'za sljedeću godinu.',
      en:
        'Support for buying electric cars and light vans as well as e-bikes and scooters for ' +
        'business use. The call is closed, and the EPEEF plans a new one next year.',
      de:
        'Förderung für den Kauf elektrischer Pkw und leichter Lieferwagen sowie E-Bikes und ' +
        'E-Roller für die geschäftliche Nutzung. Die Ausschreibung ist geschlossen, der FZOEU ' +
        'plant eine neue im nächsten Jahr.',
    },
    programme: 'fzoeu',
    deadlineInDays: -3,
    amountMin: 5000,
    amountMax: 60000,
    aidIntensityMax: 40,
    applicantTypes: ['micro', 'small', 'medium', 'large', 'crafts'],
    nkdCodes: ['49.32', '49.41', '53.20', '47.91', '43.21'],
    withImage: false,
  },
  {
    key: 'mint-kvaliteta-malih-smjestajnih-objekata',
    fundName: {
      hr:
        'Konkurentnost turističkog gospodarstva – Podizanje kvalitete malih hotela, kampova i ' +
        'obiteljskog smještaja',
      en:
        'Competitiveness of the Tourism Economy – Raising the quality of small hotels, campsites ' +
        'and family accommodation',
      de:
        'Wettbewerbsfähigkeit der Tourismuswirtschaft – Qualitätssteigerung kleiner Hotels, ' +
        'Campingplätze und Familienunterkünfte',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva Ministarstva turizma i sporta za uređenje smještajnih jedinica, ' +
        'bazene i dodatne sadržaje te pristupačnost za osobe s invaliditetom u malim smještajnim ' +
        'objektima.',
      en:
        'Grants from the Ministry of Tourism and Sports for renovating rooms, pools and ' +
        'additional facilities, and for accessibility for people with disabilities in small ' +
        'accommodation businesses.',
      de:
        'Zuschüsse des Ministeriums für Tourismus und Sport für die Renovierung von ' +
        'Wohneinheiten, Pools und Zusatzangebote sowie für Barrierefreiheit in kleinen ' +
        'Beherbergungsbetrieben.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro i mala poduzeća, obrti i OPG-ovi koji pružaju ugostiteljske usluge smještaja u ' +
          'objektu koji je kategoriziran ili je u postupku kategorizacije.',
        'Koji su prihvatljivi troškovi?',
        '• Uređenje i opremanje smještajnih jedinica i zajedničkih prostora',
        '• Bazeni, wellness te sadržaji za djecu i sportsku rekreaciju',
        '• Prilagodba objekta osobama s invaliditetom i višejezična signalizacija',
        '💶 Iznos potpore',
        'Potpora iznosi od 10.000 € do 100.000 €, do 50 % prihvatljivih troškova, a za projekte ' +
          'na otocima i u kontinentalnom turizmu do 70 %.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava Ministarstva turizma i sporta, a odluke o dodjeli ' +
          'donose se nakon ocjene svih pristiglih prijava.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro and small enterprises, sole traders and family farms that provide accommodation ' +
          'in a property that is categorised or being categorised.',
        'Which costs are eligible?',
        '• Renovation and furnishing of accommodation units and common areas',
        '• Pools, wellness, and facilities for children and sports',
        '• Adapting the property for people with disabilities and multilingual signage',
        '💶 Grant amount',
        'Grants range from €10,000 to €100,000, up to 50% of eligible costs, and up to 70% for ' +
          'projects on islands and in inland tourism.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the system of the Ministry of Tourism and Sports, ' +
          'and grants are awarded once all applications have been assessed.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst- und Kleinunternehmen, Einzelunternehmen und landwirtschaftliche ' +
          'Familienbetriebe, die Gäste in einem kategorisierten oder in Kategorisierung ' +
          'befindlichen Objekt beherbergen.',
        'Welche Kosten sind förderfähig?',
        '• Renovierung und Ausstattung von Wohneinheiten und Gemeinschaftsräumen',
        '• Pools, Wellness sowie Angebote für Kinder und Sport',
        '• Barrierefreier Umbau und mehrsprachige Beschilderung',
        '💶 Förderhöhe',
        'Die Förderung beträgt 10.000 € bis 100.000 €, bis zu 50 % der förderfähigen Kosten, für ' +
          'Projekte auf Inseln und im Binnenlandtourismus bis zu 70 %.',
        '📅 Fristen und Antragstellung',
        'Anträge werden über das System des Ministeriums für Tourismus und Sport eingereicht, ' +
          'die Förderentscheidungen fallen nach Bewertung aller Anträge.',
      ].join('\n'),
    },
    programme: 'mint-konkurentnost-turizma',
    deadlineInDays: 20,
    amountMin: 10000,
    amountMax: 100000,
    aidIntensityMax: 70,
    applicantTypes: ['micro', 'small', 'crafts', 'family-farms'],
    nkdCodes: ['55.10', '55.20', '55.30'],
    sourceUrl: 'https://mint.gov.hr',
    withImage: false,
  },
  {
    key: 'mint-turizam-posebnih-interesa',
    fundName: {
      hr: 'Konkurentnost turističkog gospodarstva – Razvoj turizma posebnih interesa',
      en: 'Competitiveness of the Tourism Economy – Developing special-interest tourism',
      de: 'Wettbewerbsfähigkeit der Tourismuswirtschaft – Entwicklung des Themen- und Aktivtourismus',
    },
    shortDescription: {
      hr:
        'Potpora za nove proizvode u cikloturizmu te aktivnom, zdravstvenom i gastronomskom ' +
        'turizmu: najam opreme, vođene ture, wellness sadržaje i certificiranje prema oznakama ' +
        'kvalitete.',
      en:
        'Support for new products in cycling, active, health and food tourism: equipment ' +
        'rental, guided tours, wellness facilities and certification under quality labels.',
      de:
        'Förderung neuer Angebote im Rad-, Aktiv-, Gesundheits- und Genusstourismus: ' +
        'Ausrüstungsverleih, geführte Touren, Wellnessangebote und Zertifizierung nach ' +
        'Qualitätssiegeln.',
    },
    programme: 'mint-konkurentnost-turizma',
    opensInDays: 10,
    deadlineInDays: 55,
    amountMin: 5000,
    amountMax: 60000,
    aidIntensityMax: 60,
    applicantTypes: ['micro', 'small', 'crafts', 'family-farms', 'associations'],
    nkdCodes: ['79.12', '77.21', '93.19', '86.90', '55.20', '56.10'],
    withImage: false,
  },
  {
    key: 'mingo-poticanje-zenskog-poduzetnistva',
    fundName: {
      hr: 'Ministarstvo gospodarstva – Poticanje ženskog poduzetništva',
      en: 'Ministry of Economy – Promoting women’s entrepreneurship',
      de: 'Wirtschaftsministerium – Förderung von Unternehmerinnen',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za poduzetnice koje su većinske vlasnice i upraviteljice tvrtke ' +
        'ili obrta, za opremu, digitalni marketing, web-trgovinu i usavršavanje.',
      en:
        'Grants for women who hold a majority stake in and manage a company or craft business, ' +
        'for equipment, digital marketing, online shops and training.',
      de:
        'Zuschüsse für Frauen, die mehrheitlich Eigentümerinnen und Geschäftsführerinnen eines ' +
        'Unternehmens oder Handwerksbetriebs sind, für Ausstattung, digitales Marketing, ' +
        'Onlineshops und Weiterbildung.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro i mala poduzeća te obrti u kojima žena ima najmanje 51 % vlasništva i obavlja ' +
          'funkciju odgovorne osobe.',
        'Koji su prihvatljivi troškovi?',
        '• Nabava strojeva, opreme i alata',
        '• Izrada web-stranice, web-trgovine i digitalnih marketinških kampanja',
        '• Stručno usavršavanje i savjetodavne usluge',
        '💶 Iznos potpore',
        'Potpora iznosi od 5.000 € do 30.000 €, uz intenzitet do 80 % prihvatljivih troškova, i ' +
          'dodjeljuje se kao potpora male vrijednosti (de minimis).',
        '📅 Rokovi i način prijave',
        'Prijave se podnose elektronički, a prednost pri ocjenjivanju imaju poduzetnice ' +
          'početnice i poduzetnice iz slabije razvijenih područja.',
        '📋 Potrebna dokumentacija',
        '• Prijavni obrazac s opisom projekta i troškovnikom',
        '• Izvadak iz sudskog ili obrtnog registra i dokaz o vlasničkoj strukturi',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro and small enterprises and sole traders in which a woman holds at least 51% of ' +
          'the ownership and acts as the responsible person.',
        'Which costs are eligible?',
        '• Machinery, equipment and tools',
        '• A website, an online shop and digital marketing campaigns',
        '• Professional training and advisory services',
        '💶 Grant amount',
        'Grants range from €5,000 to €30,000, with aid intensity of up to 80% of eligible ' +
          'costs, awarded as de minimis aid.',
        '📅 Deadlines and how to apply',
        'Applications are submitted electronically, and new entrepreneurs and women from less ' +
          'developed areas are given priority in the assessment.',
        '📋 Required documents',
        '• Application form with a project description and cost breakdown',
        '• Extract from the court or crafts register and proof of the ownership structure',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst- und Kleinunternehmen sowie Einzelunternehmen, an denen eine Frau mindestens ' +
          '51 % hält und die sie als verantwortliche Person leitet.',
        'Welche Kosten sind förderfähig?',
        '• Maschinen, Ausstattung und Werkzeuge',
        '• Website, Onlineshop und digitale Marketingkampagnen',
        '• Fachliche Weiterbildung und Beratungsleistungen',
        '💶 Förderhöhe',
        'Die Förderung beträgt 5.000 € bis 30.000 €, bei einer Förderquote von bis zu 80 % der ' +
          'förderfähigen Kosten, und wird als De-minimis-Beihilfe gewährt.',
        '📅 Fristen und Antragstellung',
        'Anträge werden elektronisch eingereicht, Gründerinnen und Unternehmerinnen aus ' +
          'strukturschwachen Gebieten haben bei der Bewertung Vorrang.',
        '📋 Erforderliche Unterlagen',
        '• Antragsformular mit Projektbeschreibung und Kostenaufstellung',
        '• Auszug aus dem Handels- oder Gewerberegister und Nachweis der Eigentümerstruktur',
      ].join('\n'),
    },
    programme: 'mingo-nacionalne-potpore',
    deadlineInDays: 10,
    amountMin: 5000,
    amountMax: 30000,
    aidIntensityMax: 80,
    applicantTypes: ['micro', 'small', 'crafts'],
    nkdCodes: ['96.02', '47.91', '14.13', '74.10', '62.01', '56.10'],
    withImage: false,
  },
  {
    key: 'mingo-tradicijski-i-umjetnicki-obrti',
    fundName: {
      hr: 'Ministarstvo gospodarstva – Potpore za tradicijske i umjetničke obrte',
      en: 'Ministry of Economy – Grants for traditional and artistic crafts',
      de: 'Wirtschaftsministerium – Förderung für traditionelles Handwerk und Kunsthandwerk',
    },
    shortDescription: {
      hr:
        'Potpora obrtnicima s oznakom tradicijskog ili umjetničkog obrta za nabavu alata i ' +
        'opreme, prenošenje znanja na naučnike te predstavljanje proizvoda na sajmovima i u ' +
        'web-trgovini.',
      en:
        'Support for craftspeople holding the traditional or artistic craft label for tools ' +
        'and equipment, passing on skills to apprentices and presenting products at fairs and ' +
        'online.',
      de:
        'Förderung für Handwerksbetriebe mit dem Siegel für traditionelles oder Kunsthandwerk: ' +
        'Werkzeuge und Ausstattung, Weitergabe des Wissens an Lehrlinge sowie Präsentation auf ' +
        'Messen und online.',
    },
    programme: 'mingo-nacionalne-potpore',
    deadlineInDays: 33,
    amountMin: 5000,
    amountMax: 20000,
    aidIntensityMax: 80,
    applicantTypes: ['crafts', 'micro'],
    nkdCodes: ['32.12', '16.29', '23.41', '15.12', '14.19', '95.23'],
    withImage: false,
  },
  {
    key: 'hbor-investicije-privatnog-sektora',
    fundName: {
      hr: 'HBOR – Investicije privatnog sektora',
      en: 'HBOR – Private sector investment loans',
      de: 'HBOR – Investitionskredite für den Privatsektor',
    },
    shortDescription: {
      hr:
        'Dugoročni krediti za ulaganja u zemljišta, građevinske objekte, opremu i obrtna ' +
        'sredstva, s rokom otplate do 17 godina i počekom do 5 godina, izravno ili putem ' +
        'poslovnih banaka.',
      en:
        'Long-term loans for investments in land, buildings, equipment and working capital, ' +
        'with repayment over up to 17 years and a grace period of up to 5 years, directly or ' +
        'through commercial banks.',
      de:
        'Langfristige Kredite für Investitionen in Grundstücke, Gebäude, Anlagen und ' +
        'Betriebsmittel, mit bis zu 17 Jahren Laufzeit und bis zu 5 tilgungsfreien Jahren, ' +
        'direkt oder über Geschäftsbanken.',
    },
    programme: 'hbor',
    deadlineInDays: null,
    applicantTypes: ['micro', 'small', 'medium', 'large', 'crafts'],
    nkdCodes: ['10', '20', '25', '28', '41', '55'],
    sourceUrl: 'https://www.hbor.hr',
    withImage: false,
  },
  {
    key: 'hbor-mladi-poduzetnici-i-pocetnici',
    fundName: {
      hr: 'HBOR – Krediti za mlade poduzetnike i poduzetnike početnike',
      en: 'HBOR – Loans for young entrepreneurs and start-ups',
      de: 'HBOR – Kredite für junge Unternehmer und Gründer',
    },
    shortDescription: {
      hr:
        'Povoljni krediti za poduzetnike do 30 godina i tvrtke mlađe od dvije godine, za ' +
        'opremu, prostor i obrtna sredstva, uz nisku kamatnu stopu i poček do dvije godine.',
      en:
        'Favourable loans for entrepreneurs up to the age of 30 and companies less than two ' +
        'years old, for equipment, premises and working capital, at a low interest rate with a ' +
        'grace period of up to two years.',
      de:
        'Günstige Kredite für Unternehmer bis 30 Jahre und Unternehmen, die jünger als zwei ' +
        'Jahre sind, für Ausstattung, Räume und Betriebsmittel, mit niedrigem Zinssatz und bis ' +
        'zu zwei tilgungsfreien Jahren.',
    },
    programme: 'hbor',
    deadlineInDays: 240,
    amountMin: 10000,
    amountMax: 200000,
    applicantTypes: ['micro', 'small', 'crafts'],
    nkdCodes: ['62.01', '56.10', '25.62', '96.02', '45.20', '71.11'],
    sourceUrl: 'https://www.hbor.hr',
    withImage: false,
  },

  // ── Regional programmes ────────────────────────────────────────────────────────────────────
  {
    key: 'obz-sajmovi-i-izlazak-na-strana-trzista',
    fundName: {
      hr: 'Osječko-baranjska županija – Potpore za nastup na sajmovima i izlazak na strana tržišta',
      en: 'Osijek-Baranja County – Grants for trade fairs and entering foreign markets',
      de:
        'Gespanschaft Osijek-Baranja – Förderung für Messeauftritte und den Eintritt in ' +
        'Auslandsmärkte',
    },
    shortDescription: {
      hr:
        'Sufinanciranje zakupa i uređenja izložbenog prostora na sajmovima u zemlji i ' +
        'inozemstvu, promotivnih materijala te certifikata potrebnih za izvoz proizvoda.',
      en:
        'Co-financing of stand rental and fit-out at trade fairs in Croatia and abroad, ' +
        'promotional materials and certificates needed to export products.',
      de:
        'Kofinanzierung von Standmiete und Standbau auf Messen im In- und Ausland, ' +
        'Werbematerialien und für den Export nötigen Zertifikaten.',
    },
    programme: 'osjecko-baranjska-zupanija',
    deadlineInDays: 15,
    amountMin: 2000,
    amountMax: 10000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'medium', 'crafts', 'family-farms'],
    counties: ['osjecko-baranjska'],
    nkdCodes: ['10', '11.02', '16', '25', '31.0'],
    withImage: false,
  },
  {
    key: 'obz-nabava-strojeva-i-opreme',
    fundName: {
      hr: 'Osječko-baranjska županija – Potpore za nabavu strojeva i opreme',
      en: 'Osijek-Baranja County – Grants for machinery and equipment',
      de: 'Gespanschaft Osijek-Baranja – Förderung für Maschinen und Ausstattung',
    },
    shortDescription: {
      hr:
        'Županijske potpore mikro i malim poduzetnicima te obrtnicima za nabavu novih strojeva, ' +
        'alata i opreme koji povećavaju proizvodnost i omogućuju zapošljavanje.',
      en:
        'County grants for micro and small businesses and craftspeople to buy new machinery, ' +
        'tools and equipment that raise productivity and make new hires possible.',
      de:
        'Zuschüsse der Gespanschaft für Kleinst- und Kleinunternehmen sowie Handwerksbetriebe ' +
        'für neue Maschinen, Werkzeuge und Ausstattung, die die Produktivität steigern und ' +
        'Einstellungen ermöglichen.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro i mala poduzeća te obrti sa sjedištem i mjestom ulaganja na području ' +
          'Osječko-baranjske županije, bez dugovanja prema državi i zaposlenicima.',
        'Koji su prihvatljivi troškovi?',
        '• Novi proizvodni strojevi, alati i oprema',
        '• Računalna oprema i softver za proizvodnju ili pružanje usluga',
        '• Dostavna vozila isključivo za prijevoz vlastitih proizvoda',
        '💶 Iznos potpore',
        'Potpora iznosi od 3.000 € do 30.000 €, do 50 % prihvatljivih troškova bez PDV-a. ' +
          'Prijavitelji koji zaposle novog radnika dobivaju dodatne bodove.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose elektroničkom ili preporučenom poštom, a potpore se dodjeljuju ' +
          'prema bodovnoj listi do iskorištenja sredstava.',
        '📋 Potrebna dokumentacija',
        '• Prijavni obrazac, ponude ili predračuni za opremu',
        '• Potvrda Porezne uprave o nepostojanju duga',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro and small enterprises and sole traders based and investing in Osijek-Baranja ' +
          'County, with no debts to the state or to employees.',
        'Which costs are eligible?',
        '• New production machinery, tools and equipment',
        '• IT equipment and software for production or services',
        '• Delivery vehicles used only to transport the applicant’s own products',
        '💶 Grant amount',
        'Grants range from €3,000 to €30,000, up to 50% of eligible costs excluding VAT. ' +
          'Applicants who hire a new employee receive extra points.',
        '📅 Deadlines and how to apply',
        'Applications are sent by email or registered post, and grants are awarded according ' +
          'to the ranking list until the funds are used up.',
        '📋 Required documents',
        '• Application form, quotes or pro forma invoices for the equipment',
        '• Tax Administration certificate confirming no outstanding debts',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst- und Kleinunternehmen sowie Einzelunternehmen mit Sitz und Investitionsort in ' +
          'der Gespanschaft Osijek-Baranja, ohne Schulden gegenüber Staat und Beschäftigten.',
        'Welche Kosten sind förderfähig?',
        '• Neue Produktionsmaschinen, Werkzeuge und Ausstattung',
        '• IT-Ausstattung und Software für Produktion oder Dienstleistungen',
        '• Lieferfahrzeuge ausschließlich für den Transport eigener Produkte',
        '💶 Förderhöhe',
        'Die Förderung beträgt 3.000 € bis 30.000 €, bis zu 50 % der förderfähigen Kosten ohne ' +
          'Mehrwertsteuer. Wer eine neue Arbeitskraft einstellt, erhält Zusatzpunkte.',
        '📅 Fristen und Antragstellung',
        'Anträge werden per E-Mail oder Einschreiben eingereicht, die Zuschüsse werden nach ' +
          'Rangliste vergeben, bis die Mittel ausgeschöpft sind.',
        '📋 Erforderliche Unterlagen',
        '• Antragsformular, Angebote oder Proforma-Rechnungen für die Ausstattung',
        '• Bescheinigung der Steuerverwaltung über Schuldenfreiheit',
      ].join('\n'),
    },
    programme: 'osjecko-baranjska-zupanija',
    deadlineInDays: 48,
    amountMin: 3000,
    amountMax: 30000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'crafts'],
    counties: ['osjecko-baranjska'],
    nkdCodes: ['10.7', '16.23', '25.62', '33.12', '43.3', '95'],
    withImage: false,
  },
  {
    key: 'istarska-kulturne-i-kreativne-industrije',
    fundName: {
      hr: 'Istarska županija – Potpore kulturnim i kreativnim industrijama',
      en: 'Istria County – Grants for the cultural and creative industries',
      de: 'Gespanschaft Istrien – Förderung der Kultur- und Kreativwirtschaft',
    },
    shortDescription: {
      hr:
        'Potpora istarskim dizajnerima, produkcijskim kućama, izdavačima i razvijateljima igara ' +
        'za razvoj proizvoda, digitalnu distribuciju i suradnju s turističkim sektorom. Poziv je ' +
        'zatvoren.',
      en:
        'Support for Istrian designers, production companies, publishers and game developers ' +
        'for product development, digital distribution and cooperation with the tourism ' +
        'sector. The call is closed.',
      de:
        'Förderung für istrische Designer, Produktionsfirmen, Verlage und Spieleentwickler für ' +
        'Produktentwicklung, digitalen Vertrieb und Zusammenarbeit mit dem Tourismus. Die ' +
        'Ausschreibung ist geschlossen.',
    },
    programme: 'istarska-zupanija',
    deadlineInDays: -50,
    amountMin: 2000,
    amountMax: 15000,
    aidIntensityMax: 70,
    applicantTypes: ['micro', 'small', 'crafts', 'associations'],
    counties: ['istarska'],
    nkdCodes: ['59.11', '73.11', '74.10', '90.0', '58.11', '58.21'],
    withImage: false,
  },
  {
    key: 'istarska-subvencija-kamata-na-kredite',
    fundName: {
      hr: 'Istarska županija – Subvencija kamata na poduzetničke kredite',
      en: 'Istria County – Interest subsidies for business loans',
      de: 'Gespanschaft Istrien – Zinszuschüsse für Unternehmenskredite',
    },
    shortDescription: {
      hr:
        'Županija subvencionira dio kamate na kredite poslovnih banaka za ulaganja u ' +
        'proizvodnju, preradu, ruralni turizam i obrte, čime se efektivna kamatna stopa za ' +
        'poduzetnike znatno smanjuje.',
      en:
        'The county subsidises part of the interest on commercial bank loans for investments ' +
        'in production, processing, rural tourism and crafts, substantially lowering the ' +
        'effective interest rate for businesses.',
      de:
        'Die Gespanschaft übernimmt einen Teil der Zinsen auf Bankkredite für Investitionen in ' +
        'Produktion, Verarbeitung, ländlichen Tourismus und Handwerk und senkt so den ' +
        'effektiven Zinssatz deutlich.',
    },
    programme: 'istarska-zupanija',
    deadlineInDays: 70,
    amountMin: 2000,
    amountMax: 20000,
    applicantTypes: ['micro', 'small', 'medium', 'crafts', 'family-farms'],
    counties: ['istarska'],
    nkdCodes: ['01', '10', '11.02', '25', '55.20'],
    withImage: false,
  },

  // ── Local programmes ───────────────────────────────────────────────────────────────────────
  {
    key: 'grad-zagreb-potpore-poduzetnicima-pocetnicima',
    fundName: {
      hr: 'Grad Zagreb – Potpore poduzetnicima početnicima',
      en: 'City of Zagreb – Grants for start-up entrepreneurs',
      de: 'Stadt Zagreb – Zuschüsse für Gründerinnen und Gründer',
    },
    shortDescription: {
      hr:
        'Bespovratne potpore za tvrtke i obrte sa sjedištem u Zagrebu mlađe od tri godine, za ' +
        'opremu, uređenje prostora, računalne programe i marketing u prvim godinama poslovanja.',
      en:
        'Grants for companies and craft businesses based in Zagreb that are less than three ' +
        'years old, for equipment, premises, software and marketing in their first years.',
      de:
        'Zuschüsse für Unternehmen und Handwerksbetriebe mit Sitz in Zagreb, die jünger als ' +
        'drei Jahre sind, für Ausstattung, Räume, Software und Marketing in den ersten ' +
        'Geschäftsjahren.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro i mala poduzeća te obrti sa sjedištem u Gradu Zagrebu, registrirani najviše tri ' +
          'godine prije objave poziva, s najmanje jednim zaposlenim.',
        'Koji su prihvatljivi troškovi?',
        '• Strojevi, oprema, alati i računalna oprema',
        '• Uređenje i opremanje poslovnog prostora',
        '• Računalni programi, web-stranica i promotivne aktivnosti',
        '💶 Iznos potpore',
        'Potpora iznosi od 1.500 € do 10.000 €, do 75 % prihvatljivih troškova bez PDV-a.',
        'Što se boduje?',
        'Broj novih radnih mjesta, inovativnost proizvoda ili usluge, zelena i digitalna ' +
          'sastavnica projekta te ulaganje izvan središta grada.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose elektronički putem gradskog sustava za javne pozive, a potpore se ' +
          'dodjeljuju prema bodovnoj listi.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro and small enterprises and sole traders based in the City of Zagreb, registered ' +
          'no more than three years before the call was published, with at least one employee.',
        'Which costs are eligible?',
        '• Machinery, equipment, tools and IT equipment',
        '• Renovating and furnishing business premises',
        '• Software, a website and promotional activities',
        '💶 Grant amount',
        'Grants range from €1,500 to €10,000, up to 75% of eligible costs excluding VAT.',
        'What earns points?',
        'The number of new jobs, how innovative the product or service is, the green and ' +
          'digital components of the project, and investing outside the city centre.',
        '📅 Deadlines and how to apply',
        'Applications are submitted electronically through the city’s system for public calls, ' +
          'and grants are awarded according to the ranking list.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst- und Kleinunternehmen sowie Einzelunternehmen mit Sitz in der Stadt Zagreb, ' +
          'die höchstens drei Jahre vor der Ausschreibung gegründet wurden und mindestens eine ' +
          'Person beschäftigen.',
        'Welche Kosten sind förderfähig?',
        '• Maschinen, Ausstattung, Werkzeuge und IT-Geräte',
        '• Renovierung und Einrichtung von Geschäftsräumen',
        '• Software, Website und Werbemaßnahmen',
        '💶 Förderhöhe',
        'Die Förderung beträgt 1.500 € bis 10.000 €, bis zu 75 % der förderfähigen Kosten ohne ' +
          'Mehrwertsteuer.',
        'Was bringt Punkte?',
        'Die Zahl neuer Arbeitsplätze, der Innovationsgrad des Produkts oder der Dienstleistung, ' +
          'grüne und digitale Projektteile sowie Investitionen außerhalb der Innenstadt.',
        '📅 Fristen und Antragstellung',
        'Anträge werden elektronisch über das städtische System für öffentliche Ausschreibungen ' +
          'eingereicht, die Zuschüsse werden nach Rangliste vergeben.',
      ].join('\n'),
    },
    programme: 'grad-zagreb',
    deadlineInDays: 7,
    amountMin: 1500,
    amountMax: 10000,
    aidIntensityMax: 75,
    applicantTypes: ['micro', 'small', 'crafts'],
    counties: ['grad-zagreb'],
    nkdCodes: ['62', '73.11', '74.10', '96.02', '56.10', '47.91'],
    sourceUrl: 'https://www.zagreb.hr',
    withImage: false,
  },
  {
    key: 'grad-zagreb-modernizacija-i-digitalizacija-obrta',
    fundName: {
      hr: 'Grad Zagreb – Potpore za modernizaciju i digitalizaciju obrta',
      en: 'City of Zagreb – Grants for modernising and digitalising craft businesses',
      de: 'Stadt Zagreb – Zuschüsse für die Modernisierung und Digitalisierung von Handwerksbetrieben',
    },
    shortDescription: {
      hr:
        'Potpora zagrebačkim obrtnicima za nabavu suvremene opreme i uvođenje sustava za online ' +
        'naručivanje i prodaju, s prednošću za deficitarna i tradicijska zanimanja.',
      en:
        'Support for Zagreb craftspeople to buy modern equipment and introduce online ordering ' +
        'and sales systems, with priority for trades in short supply and traditional trades.',
      de:
        'Förderung für Zagreber Handwerksbetriebe beim Kauf moderner Ausstattung und bei der ' +
        'Einführung von Online-Bestell- und Verkaufssystemen, mit Vorrang für Mangelberufe und ' +
        'traditionelles Handwerk.',
    },
    programme: 'grad-zagreb',
    deadlineInDays: 28,
    amountMin: 2000,
    amountMax: 10000,
    aidIntensityMax: 60,
    applicantTypes: ['crafts', 'micro'],
    counties: ['grad-zagreb'],
    nkdCodes: ['43.2', '43.3', '95.2', '96.02', '10.71', '45.20'],
    withImage: false,
  },
  {
    key: 'grad-osijek-samozaposljavanje-i-nova-radna-mjesta',
    fundName: {
      hr: 'Grad Osijek – Potpore za samozapošljavanje i nova radna mjesta',
      en: 'City of Osijek – Grants for self-employment and new jobs',
      de: 'Stadt Osijek – Zuschüsse für Selbstständigkeit und neue Arbeitsplätze',
    },
    shortDescription: {
      hr:
        'Grad Osijek dodjeljuje potporu za svako novo radno mjesto i za pokretanje vlastitog ' +
        'posla, kao dopunu potpori HZZ-a. Zahtjevi se primaju tijekom godine do iskorištenja ' +
        'sredstava.',
      en:
        'The City of Osijek awards a grant for each new job and for starting a business, on ' +
        'top of HZZ support. Applications are accepted during the year until funds run out.',
      de:
        'Die Stadt Osijek gewährt einen Zuschuss für jeden neuen Arbeitsplatz und für die ' +
        'Gründung eines eigenen Unternehmens, ergänzend zur Förderung des HZZ. Anträge bis zur ' +
        'Ausschöpfung der Mittel.',
    },
    programme: 'grad-osijek',
    deadlineInDays: null,
    amountMin: 1000,
    amountMax: 7000,
    aidIntensityMax: 100,
    applicantTypes: ['micro', 'small', 'crafts'],
    counties: ['osjecko-baranjska'],
    nkdCodes: ['10', '25', '47', '56', '62', '96'],
    sourceUrl: 'https://www.osijek.hr',
    withImage: false,
  },
  {
    key: 'grad-osijek-uredenje-poslovnih-prostora',
    fundName: {
      hr: 'Grad Osijek – Potpore za uređenje poslovnih prostora u Tvrđi i središtu grada',
      en: 'City of Osijek – Grants for renovating business premises in Tvrđa and the city centre',
      de:
        'Stadt Osijek – Zuschüsse für die Renovierung von Geschäftsräumen in der Tvrđa und der ' +
        'Innenstadt',
    },
    shortDescription: {
      hr:
        'Sufinanciranje uređenja izloga, pročelja i unutrašnjosti poslovnih prostora za ' +
        'obrtnike, ugostitelje i trgovce koji otvaraju ili obnavljaju radnju u Tvrđi i središtu ' +
        'Osijeka.',
      en:
        'Co-financing of shop windows, facades and interiors for craftspeople, restaurateurs ' +
        'and retailers who open or renovate a shop in Tvrđa and central Osijek.',
      de:
        'Kofinanzierung von Schaufenstern, Fassaden und Innenausbau für Handwerker, Gastronomen ' +
        'und Händler, die in der Tvrđa oder der Osijeker Innenstadt ein Geschäft eröffnen oder ' +
        'renovieren.',
    },
    programme: 'grad-osijek',
    deadlineInDays: 22,
    amountMin: 1000,
    amountMax: 8000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'crafts'],
    counties: ['osjecko-baranjska'],
    nkdCodes: ['47', '56', '95.2', '96.0', '32.12'],
    withImage: false,
  },
]
