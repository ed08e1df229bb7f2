// DEMO CONTENT: realistic but invented (companies, figures, calls); real programme names only.
import type { Localized } from '@/seed/kit'

export type DemoCaseStudy = {
  key: string
  title: Localized<string>
  industry: Localized<string>
  clientName: string
  timeline: Localized<string>
  fundingAmount: string
  challenge: Localized<string>
  solution: Localized<string>
  results: Localized<string>
  /** Labels are snake_case keys shown with spaces, e.g. 'novih_radnih_mjesta'. */
  metrics: { label: Localized<string>; value: string }[]
  publishedDaysAgo: number
}

export const demoCaseStudies: DemoCaseStudy[] = [
  {
    key: 'slavonka-linija-za-preradu-voca',
    title: {
      hr: 'Nova linija za preradu voća udvostručila kapacitet đakovačkog proizvođača',
      en: 'A new fruit processing line doubled the capacity of a producer from Đakovo',
      de: 'Neue Obstverarbeitungslinie verdoppelt die Kapazität eines Herstellers aus Đakovo',
    },
    industry: {
      hr: 'Prehrambena industrija',
      en: 'Food processing',
      de: 'Lebensmittelverarbeitung',
    },
    clientName: 'Slavonka d.o.o.',
    timeline: { hr: '14 mjeseci', en: '14 months', de: '14 Monate' },
    fundingAmount: '850.000 €',
    challenge: {
      hr:
        'Slavonka d.o.o. iz Đakova proizvodi sokove, džemove i sušeno voće od sirovine lokalnih ' +
        'voćara. Stara linija radila je na granici kapaciteta, a zbog ručnog punjenja tvrtka ' +
        'nije mogla ispuniti zahtjeve trgovačkih lanaca za većim količinama.',
      en:
        'Slavonka d.o.o. from Đakovo makes juices, jams and dried fruit from local growers’ ' +
        'produce. The old line was running at full capacity, and because of manual filling the ' +
        'company could not meet retail chains’ demand for larger volumes.',
      de:
        'Slavonka d.o.o. aus Đakovo stellt Säfte, Konfitüren und Trockenobst aus Früchten ' +
        'lokaler Obstbauern her. Die alte Linie lief an der Kapazitätsgrenze, und wegen der ' +
        'manuellen Abfüllung konnte das Unternehmen größere Mengen für Handelsketten nicht ' +
        'liefern.',
    },
    solution: {
      hr:
        'Pripremili smo projekt prema intervenciji 73.13 Strateškog plana ZPP-a, s novom linijom ' +
        'za pasterizaciju i punjenje te hladnjačom od 600 m². Ugovorili smo otkup s 22 lokalna ' +
        'proizvođača, što je donijelo dodatne bodove, i uskladili kredit banke s dinamikom ' +
        'isplate potpore.',
      en:
        'We prepared a project under intervention 73.13 of the CAP Strategic Plan, with a new ' +
        'pasteurisation and filling line and a 600 m² cold store. We arranged purchase contracts ' +
        'with 22 local growers, which earned extra points, and aligned the bank loan with the ' +
        'grant payment schedule.',
      de:
        'Wir haben ein Projekt nach Intervention 73.13 des GAP-Strategieplans vorbereitet, mit ' +
        'einer neuen Pasteurisierungs- und Abfülllinie und einem Kühlhaus von 600 m². ' +
        'Abnahmeverträge mit 22 lokalen Erzeugern brachten Zusatzpunkte, und den Bankkredit ' +
        'haben wir auf den Auszahlungsplan der Förderung abgestimmt.',
    },
    results: {
      hr:
        'Kapacitet prerade porastao je s 900 na 1.900 tona voća godišnje, a tvrtka je potpisala ' +
        'ugovore s dva trgovačka lanca. Zaposleno je 12 novih radnika, većinom iz okolnih sela.',
      en:
        'Processing capacity rose from 900 to 1,900 tonnes of fruit a year, and the company ' +
        'signed contracts with two retail chains. Twelve new workers were hired, most of them ' +
        'from nearby villages.',
      de:
        'Die Verarbeitungskapazität stieg von 900 auf 1.900 Tonnen Obst pro Jahr, und das ' +
        'Unternehmen schloss Verträge mit zwei Handelsketten. Zwölf neue Mitarbeitende wurden ' +
        'eingestellt, die meisten aus den umliegenden Dörfern.',
    },
    metrics: [
      {
        label: { hr: 'novih_radnih_mjesta', en: 'new_jobs', de: 'neue_arbeitsplätze' },
        value: '12',
      },
      {
        label: { hr: 'kapacitet_prerade', en: 'processing_capacity', de: 'verarbeitungskapazität' },
        value: '+111 %',
      },
      {
        label: { hr: 'lokalnih_dobavljača', en: 'local_suppliers', de: 'lokale_lieferanten' },
        value: '22',
      },
      {
        label: { hr: 'bespovratna_sredstva', en: 'grant_amount', de: 'fördersumme' },
        value: '850.000 €',
      },
    ],
    publishedDaysAgo: 14,
  },
  {
    key: 'drava-it-saas-platforma',
    title: {
      hr: 'Osječka softverska tvrtka iz NPOO-a financirala vlastitu SaaS platformu',
      en: 'An Osijek software company funded its own SaaS platform through the NRRP',
      de: 'Softwarehaus aus Osijek finanziert eigene SaaS-Plattform über den NARP',
    },
    industry: {
      hr: 'IT i razvoj softvera',
      en: 'IT and software development',
      de: 'IT und Softwareentwicklung',
    },
    clientName: 'Drava IT d.o.o.',
    timeline: { hr: '10 mjeseci', en: '10 months', de: '10 Monate' },
    fundingAmount: '320.000 €',
    challenge: {
      hr:
        'Drava IT d.o.o. iz Osijeka s 18 zaposlenih radila je gotovo isključivo po narudžbi za ' +
        'inozemne klijente. Prihodi su ovisili o dva velika kupca, a vlastiti proizvod za ' +
        'upravljanje servisnim nalozima godinama je čekao zbog nedostatka vremena i novca.',
      en:
        'Drava IT d.o.o. from Osijek, with 18 employees, worked almost entirely on contract for ' +
        'foreign clients. Revenue depended on two large customers, and its own product for ' +
        'managing service orders had been on hold for years for lack of time and money.',
      de:
        'Drava IT d.o.o. aus Osijek mit 18 Beschäftigten arbeitete fast ausschließlich im ' +
        'Auftrag ausländischer Kunden. Der Umsatz hing an zwei Großkunden, und das eigene ' +
        'Produkt zur Verwaltung von Serviceaufträgen lag aus Zeit- und Geldmangel seit Jahren ' +
        'auf Eis.',
    },
    solution: {
      hr:
        'Kroz poziv NPOO-a za digitalnu transformaciju financirali smo razvoj SaaS platforme, ' +
        'poslužiteljsku infrastrukturu i certifikaciju prema normi ISO/IEC 27001. Izradili smo ' +
        'poslovni plan s realnim projekcijama pretplata i vodili nabavu prema pravilima NOJN.',
      en:
        'Through the NRRP digital transformation call, we funded development of the SaaS ' +
        'platform, server infrastructure and ISO/IEC 27001 certification. We drew up a business ' +
        'plan with realistic subscription projections and ran procurement under the NOJN rules.',
      de:
        'Über die NARP-Ausschreibung zur digitalen Transformation finanzierten wir die ' +
        'Entwicklung der SaaS-Plattform, die Serverinfrastruktur und die Zertifizierung nach ' +
        'ISO/IEC 27001. Wir erstellten einen Businessplan mit realistischen Abo-Prognosen und ' +
        'führten die Beschaffung nach den NOJN-Regeln durch.',
    },
    results: {
      hr:
        'Platforma je u prvoj godini dobila 140 pretplatnika u Hrvatskoj, Sloveniji i Austriji. ' +
        'Udio prihoda od vlastitog proizvoda porastao je na 28 %, a tvrtka je zaposlila pet ' +
        'novih programera.',
      en:
        'In its first year the platform gained 140 subscribers in Croatia, Slovenia and Austria. ' +
        'The share of revenue from the company’s own product rose to 28%, and it hired five new ' +
        'developers.',
      de:
        'Im ersten Jahr gewann die Plattform 140 Abonnenten in Kroatien, Slowenien und ' +
        'Österreich. Der Umsatzanteil des eigenen Produkts stieg auf 28 %, und das Unternehmen ' +
        'stellte fünf neue Entwickler ein.',
    },
    metrics: [
      { label: { hr: 'pretplatnika', en: 'subscribers', de: 'abonnenten' }, value: '140' },
      {
        label: {
          hr: 'udio_vlastitog_proizvoda',
          en: 'own_product_revenue_share',
          de: 'umsatzanteil_eigenprodukt',
        },
        value: '28 %',
      },
      {
        label: { hr: 'novih_radnih_mjesta', en: 'new_jobs', de: 'neue_arbeitsplätze' },
        value: '5',
      },
      {
        label: { hr: 'bespovratna_sredstva', en: 'grant_amount', de: 'fördersumme' },
        value: '320.000 €',
      },
    ],
    publishedDaysAgo: 60,
  },
  {
    key: 'metalprofil-brod-zelena-tranzicija',
    title: {
      hr: 'Zelena tranzicija u metaloprerađivačkom pogonu: 40 % niži troškovi energije',
      en: 'Green transition at a metalworking plant: energy costs down 40%',
      de: 'Grüner Wandel in einem Metallbetrieb: 40 % niedrigere Energiekosten',
    },
    industry: {
      hr: 'Metaloprerađivačka industrija',
      en: 'Metal processing',
      de: 'Metallverarbeitung',
    },
    clientName: 'Metalprofil Brod d.o.o.',
    timeline: { hr: '18 mjeseci', en: '18 months', de: '18 Monate' },
    fundingAmount: '1,2 mil. €',
    challenge: {
      hr:
        'Metalprofil Brod d.o.o. iz Slavonskog Broda izrađuje čelične konstrukcije i dijelove za ' +
        'strojogradnju za kupce u Njemačkoj i Austriji. Nakon rasta cijena energije trošak ' +
        'struje dosegnuo je 9 % prihoda, a kupci su počeli tražiti podatke o ugljičnom otisku ' +
        'proizvoda.',
      en:
        'Metalprofil Brod d.o.o. from Slavonski Brod makes steel structures and machine-building ' +
        'parts for customers in Germany and Austria. After energy prices rose, electricity ' +
        'reached 9% of revenue, and customers began asking for product carbon footprint data.',
      de:
        'Metalprofil Brod d.o.o. aus Slavonski Brod fertigt Stahlkonstruktionen und ' +
        'Maschinenbauteile für Kunden in Deutschland und Österreich. Nach dem Anstieg der ' +
        'Energiepreise erreichten die Stromkosten 9 % des Umsatzes, und Kunden verlangten Daten ' +
        'zum CO₂-Fußabdruck der Produkte.',
    },
    solution: {
      hr:
        'Na temelju energetskog pregleda pripremili smo projekt iz Programa Konkurentnost i ' +
        'kohezija 2021.–2027.: fotonaponsku elektranu od 750 kW, dva nova CNC stroja i sustav ' +
        'rekuperacije topline. Za vlastito učešće organizirali smo kredit s jamstvom ' +
        'HAMAG-BICRO-a.',
      en:
        'Based on an energy audit, we prepared a project under the Competitiveness and Cohesion ' +
        'Programme 2021–2027: a 750 kW solar plant, two new CNC machines and a heat recovery ' +
        'system. For the company’s own contribution, we arranged a loan with a HAMAG-BICRO ' +
        'guarantee.',
      de:
        'Auf Basis eines Energieaudits bereiteten wir ein Projekt aus dem Programm ' +
        '„Wettbewerbsfähigkeit und Kohäsion“ 2021–2027 vor: eine Photovoltaikanlage mit 750 kW, ' +
        'zwei neue CNC-Maschinen und eine Wärmerückgewinnung. Für den Eigenanteil organisierten ' +
        'wir einen Kredit mit Garantie von HAMAG-BICRO.',
    },
    results: {
      hr:
        'Troškovi energije smanjeni su za 40 %, a elektrana pokriva više od polovice potrošnje ' +
        'pogona. Tvrtka je kupcima dostavila prvi izračun ugljičnog otiska i potpisala novi ' +
        'petogodišnji ugovor.',
      en:
        'Energy costs fell by 40%, and the solar plant covers more than half of the plant’s ' +
        'consumption. The company delivered its first carbon footprint calculation to customers ' +
        'and signed a new five-year contract.',
      de:
        'Die Energiekosten sanken um 40 %, und die Solaranlage deckt mehr als die Hälfte des ' +
        'Verbrauchs. Das Unternehmen lieferte seinen Kunden die erste CO₂-Bilanz und ' +
        'unterzeichnete einen neuen Fünfjahresvertrag.',
    },
    metrics: [
      {
        label: {
          hr: 'niži_troškovi_energije',
          en: 'lower_energy_costs',
          de: 'niedrigere_energiekosten',
        },
        value: '-40 %',
      },
      {
        label: { hr: 'snaga_elektrane', en: 'solar_capacity', de: 'solarleistung' },
        value: '750 kW',
      },
      {
        label: { hr: 'manje_emisija_co2', en: 'co2_reduction', de: 'co2_einsparung' },
        value: '-38 %',
      },
      {
        label: { hr: 'bespovratna_sredstva', en: 'grant_amount', de: 'fördersumme' },
        value: '1,2 mil. €',
      },
    ],
    publishedDaysAgo: 130,
  },
  {
    key: 'dvori-zmajevac-cjelogodisnji-turizam',
    title: {
      hr: 'Obiteljski smještaj u Baranji postao cjelogodišnja turistička destinacija',
      en: 'A family guesthouse in Baranja became a year-round destination',
      de: 'Familienpension in der Baranja wird zum ganzjährigen Reiseziel',
    },
    industry: { hr: 'Turizam', en: 'Tourism', de: 'Tourismus' },
    clientName: 'Dvori Zmajevac d.o.o.',
    timeline: { hr: '12 mjeseci', en: '12 months', de: '12 Monate' },
    fundingAmount: '450.000 €',
    challenge: {
      hr:
        'Dvori Zmajevac d.o.o. vodi obiteljski smještaj s osam soba u srcu baranjskog vinogorja. ' +
        'Gosti su dolazili uglavnom vikendom od svibnja do listopada, pa je godišnja popunjenost ' +
        'bila ispod 30 %.',
      en:
        'Dvori Zmajevac d.o.o. runs an eight-room family guesthouse in the heart of the Baranja ' +
        'wine region. Guests came mostly at weekends from May to October, so annual occupancy ' +
        'was below 30%.',
      de:
        'Dvori Zmajevac d.o.o. betreibt eine Familienpension mit acht Zimmern im Herzen des ' +
        'Weinbaugebiets Baranja. Gäste kamen vor allem an Wochenenden von Mai bis Oktober, die ' +
        'Jahresauslastung lag daher unter 30 %.',
    },
    solution: {
      hr:
        'Kroz potporu Strateškog plana ZPP-a za nepoljoprivredne djelatnosti u ruralnim ' +
        'područjima financirali smo obnovu tradicionalne kuće, wellness zonu i degustacijsku ' +
        'dvoranu za 40 osoba. Ponudu smo osmislili za poslovne grupe i radionice izvan sezone.',
      en:
        'With CAP Strategic Plan support for non-agricultural activities in rural areas, we ' +
        'funded the renovation of a traditional house, a wellness area and a tasting hall for 40 ' +
        'guests. The offer was designed for business groups and workshops outside the main ' +
        'season.',
      de:
        'Mit Mitteln des GAP-Strategieplans für nichtlandwirtschaftliche Tätigkeiten im ' +
        'ländlichen Raum finanzierten wir die Sanierung eines traditionellen Hauses, einen ' +
        'Wellnessbereich und einen Verkostungssaal für 40 Personen. Das Angebot richtet sich an ' +
        'Firmengruppen und Workshops außerhalb der Saison.',
    },
    results: {
      hr:
        'Godišnja popunjenost porasla je na 58 %, a udio gostiju izvan sezone na 35 %. Otvorena ' +
        'su četiri nova radna mjesta, a vina lokalnih vinara čine polovicu prodaje u ' +
        'degustacijskoj dvorani.',
      en:
        'Annual occupancy rose to 58%, and the share of off-season guests to 35%. Four new jobs ' +
        'were created, and wines from local winemakers account for half of sales in the tasting ' +
        'hall.',
      de:
        'Die Jahresauslastung stieg auf 58 % und der Anteil der Gäste außerhalb der Saison auf ' +
        '35 %. Vier neue Arbeitsplätze entstanden, und Weine lokaler Winzer machen die Hälfte ' +
        'des Umsatzes im Verkostungssaal aus.',
    },
    metrics: [
      {
        label: { hr: 'godišnja_popunjenost', en: 'annual_occupancy', de: 'jahresauslastung' },
        value: '58 %',
      },
      {
        label: {
          hr: 'gostiju_izvan_sezone',
          en: 'off_season_guests',
          de: 'gäste_außerhalb_der_saison',
        },
        value: '35 %',
      },
      {
        label: { hr: 'novih_radnih_mjesta', en: 'new_jobs', de: 'neue_arbeitsplätze' },
        value: '4',
      },
    ],
    publishedDaysAgo: 240,
  },
  {
    key: 'agro-vuka-navodnjavanje-i-skladiste',
    title: {
      hr: 'Navodnjavanje i hladnjača stabilizirali prinose poljoprivredne tvrtke iz Srijema',
      en: 'Irrigation and cold storage stabilised yields for a farming company in Srijem',
      de: 'Bewässerung und Kühllager stabilisieren die Erträge eines Agrarbetriebs in Syrmien',
    },
    industry: { hr: 'Poljoprivreda', en: 'Agriculture', de: 'Landwirtschaft' },
    clientName: 'Agro Vuka d.o.o.',
    timeline: { hr: '16 mjeseci', en: '16 months', de: '16 Monate' },
    fundingAmount: '680.000 €',
    challenge: {
      hr:
        'Agro Vuka d.o.o. obrađuje 420 hektara oranica i 35 hektara povrća kraj Vukovara. Dvije ' +
        'sušne godine zaredom smanjile su prinose povrća za trećinu, a bez vlastitog skladišta ' +
        'tvrtka je robu morala prodavati odmah nakon berbe po najnižim cijenama.',
      en:
        'Agro Vuka d.o.o. farms 420 hectares of arable land and 35 hectares of vegetables near ' +
        'Vukovar. Two dry years in a row cut vegetable yields by a third, and without its own ' +
        'storage the company had to sell right after harvest at the lowest prices.',
      de:
        'Agro Vuka d.o.o. bewirtschaftet 420 Hektar Ackerland und 35 Hektar Gemüse bei Vukovar. ' +
        'Zwei Dürrejahre in Folge senkten die Gemüseerträge um ein Drittel, und ohne eigenes ' +
        'Lager musste das Unternehmen direkt nach der Ernte zu Tiefstpreisen verkaufen.',
    },
    solution: {
      hr:
        'Pripremili smo projekt iz Strateškog plana ZPP-a za navodnjavanje kap po kap s ' +
        'akumulacijom i hladnjaču s kontroliranom atmosferom kapaciteta 1.200 tona. Uz prijavu ' +
        'smo pribavili vodopravne uvjete i dokazali da sustav štedi vodu u odnosu na postojeće ' +
        'stanje.',
      en:
        'We prepared a CAP Strategic Plan project for drip irrigation with a storage reservoir ' +
        'and a controlled-atmosphere cold store with a capacity of 1,200 tonnes. With the ' +
        'application we obtained the water permit conditions and showed that the system saves ' +
        'water compared with the existing setup.',
      de:
        'Wir haben ein Projekt aus dem GAP-Strategieplan für Tröpfchenbewässerung mit ' +
        'Speicherbecken und ein Kühllager mit kontrollierter Atmosphäre für 1.200 Tonnen ' +
        'vorbereitet. Mit dem Antrag holten wir die wasserrechtlichen Bedingungen ein und wiesen ' +
        'nach, dass das System gegenüber dem Bestand Wasser spart.',
    },
    results: {
      hr:
        'Prinosi povrća stabilizirali su se i u sušnoj sezoni, a potrošnja vode po hektaru pala ' +
        'je za 30 %. Zahvaljujući hladnjači tvrtka prodaje tijekom cijele godine i postiže u ' +
        'prosjeku 18 % višu cijenu.',
      en:
        'Vegetable yields held steady even in a dry season, and water use per hectare fell by ' +
        '30%. Thanks to the cold store, the company sells all year round and achieves prices 18% ' +
        'higher on average.',
      de:
        'Die Gemüseerträge blieben auch in einer Dürresaison stabil, und der Wasserverbrauch pro ' +
        'Hektar sank um 30 %. Dank des Kühllagers verkauft das Unternehmen ganzjährig und ' +
        'erzielt im Schnitt 18 % höhere Preise.',
    },
    metrics: [
      {
        label: {
          hr: 'veći_prinos_povrća',
          en: 'higher_vegetable_yield',
          de: 'höherer_gemüseertrag',
        },
        value: '+32 %',
      },
      {
        label: {
          hr: 'manja_potrošnja_vode',
          en: 'lower_water_use',
          de: 'geringerer_wasserverbrauch',
        },
        value: '-30 %',
      },
      {
        label: {
          hr: 'viša_prodajna_cijena',
          en: 'higher_sales_price',
          de: 'höherer_verkaufspreis',
        },
        value: '+18 %',
      },
      {
        label: { hr: 'kapacitet_hladnjače', en: 'cold_storage_capacity', de: 'kühllagerkapazität' },
        value: '1.200 t',
      },
    ],
    publishedDaysAgo: 410,
  },
]
