// DEMO CONTENT: realistic but invented (companies, figures, calls); real programme names only.
import { moreFundingCalls } from './moreFundingCalls'
import type { DemoFundingCall } from './types'

/** The first calls of the demo, with full descriptions and illustrations. */
const firstCalls: DemoFundingCall[] = [
  {
    key: 'npoo-digitalna-transformacija-msp',
    fundName: {
      hr: 'NPOO – Digitalna transformacija malih i srednjih poduzeća',
      en: 'NRRP – Digital transformation of small and medium-sized enterprises',
      de: 'NARP – Digitale Transformation kleiner und mittlerer Unternehmen',
    },
    shortDescription: {
      hr:
        'Bespovratna sredstva za uvođenje ERP i CRM sustava, automatizaciju procesa i ' +
        'kibernetičku sigurnost u mikro, malim i srednjim poduzećima, uz intenzitet potpore do ' +
        '60 %.',
      en:
        'Grants for introducing ERP and CRM systems, process automation and cybersecurity in ' +
        'micro, small and medium-sized enterprises, with aid intensity of up to 60%.',
      de:
        'Zuschüsse für die Einführung von ERP- und CRM-Systemen, Prozessautomatisierung und ' +
        'Cybersicherheit in Kleinst-, kleinen und mittleren Unternehmen, mit bis zu 60 % ' +
        'Förderquote.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro, mala i srednja poduzeća registrirana u Republici Hrvatskoj najmanje dvije ' +
          'godine, s najmanje jednim zaposlenim na puno radno vrijeme.',
        'Koji su prihvatljivi troškovi?',
        '• Nabava i implementacija poslovnog softvera (ERP, CRM, MES) i računalne opreme',
        '• Usluge razvoja prilagođenih digitalnih rješenja i integracije sustava',
        '• Edukacija zaposlenika za rad s novim alatima, do 10 % vrijednosti projekta',
        '💶 Iznos potpore',
        'Potpora iznosi od 30.000 € do 300.000 €, uz intenzitet do 60 % prihvatljivih troškova, ' +
          'ovisno o veličini poduzeća.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose elektronički putem sustava eFondovi do isteka roka ili do ' +
          'iskorištenja raspoloživih sredstava.',
        '📋 Potrebna dokumentacija',
        '• Obrazac prijave, poslovni plan i procjena digitalne zrelosti poduzeća',
        '• Ponude dobavljača i izjava o primljenim državnim potporama',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro, small and medium-sized enterprises registered in Croatia for at least two years, ' +
          'with at least one full-time employee.',
        'Which costs are eligible?',
        '• Purchase and implementation of business software (ERP, CRM, MES) and IT equipment',
        '• Development of custom digital solutions and system integration services',
        '• Staff training for the new tools, up to 10% of the project value',
        '💶 Grant amount',
        'Grants range from €30,000 to €300,000, with aid intensity of up to 60% of eligible ' +
          'costs, depending on company size.',
        '📅 Deadlines and how to apply',
        'Applications are submitted electronically through the eFondovi system until the ' +
          'deadline or until the available funds are used up.',
        '📋 Required documents',
        '• Application form, business plan and digital maturity assessment of the company',
        '• Supplier quotes and a statement on state aid received',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst-, kleine und mittlere Unternehmen, die seit mindestens zwei Jahren in Kroatien ' +
          'eingetragen sind und mindestens eine Vollzeitkraft beschäftigen.',
        'Welche Kosten sind förderfähig?',
        '• Anschaffung und Einführung von Unternehmenssoftware (ERP, CRM, MES) und IT-Ausstattung',
        '• Entwicklung maßgeschneiderter digitaler Lösungen und Systemintegration',
        '• Schulung der Mitarbeitenden für die neuen Werkzeuge, bis zu 10 % des Projektwerts',
        '💶 Förderhöhe',
        'Die Förderung beträgt 30.000 € bis 300.000 €, bei einer Förderquote von bis zu 60 % der ' +
          'förderfähigen Kosten, je nach Unternehmensgröße.',
        '📅 Fristen und Antragstellung',
        'Anträge werden elektronisch über das System eFondovi eingereicht, bis zum Fristende ' +
          'oder bis die verfügbaren Mittel ausgeschöpft sind.',
        '📋 Erforderliche Unterlagen',
        '• Antragsformular, Businessplan und Bewertung der digitalen Reife des Unternehmens',
        '• Angebote der Lieferanten und Erklärung über erhaltene staatliche Beihilfen',
      ].join('\n'),
    },
    deadlineInDays: 45,
    programme: 'npoo',
    amountMin: 20000,
    amountMax: 300000,
    aidIntensityMax: 60,
    applicantTypes: ['micro', 'small', 'medium'],
    nkdCodes: ['62.01', '62.02', '63.11', '47.91', '25.62'],
    withImage: true,
  },
  {
    key: 'hamag-esif-mikro-i-mali-zajmovi',
    fundName: {
      hr: 'HAMAG-BICRO – ESIF Mikro i mali zajmovi za ulaganja i obrtna sredstva',
      en: 'HAMAG-BICRO – ESIF Micro and Small Loans for investments and working capital',
      de: 'HAMAG-BICRO – ESIF-Mikro- und Kleinkredite für Investitionen und Betriebsmittel',
    },
    shortDescription: {
      hr:
        'Povoljni zajmovi s kamatnom stopom od 0,5 % do 1,5 % za mikro i mala poduzeća, uz poček ' +
        'do 12 mjeseci i otplatu do 10 godina, bez posredovanja poslovne banke.',
      en:
        'Low-interest loans at 0.5% to 1.5% for micro and small enterprises, with a grace period ' +
        'of up to 12 months and repayment over up to 10 years, without a commercial bank.',
      de:
        'Günstige Darlehen zu 0,5 % bis 1,5 % Zinsen für Kleinst- und Kleinunternehmen, mit bis ' +
        'zu 12 Monaten tilgungsfreier Zeit und bis zu 10 Jahren Laufzeit, ohne Geschäftsbank.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro i mali subjekti malog gospodarstva (d.o.o., j.d.o.o., obrti i zadruge) koji ' +
          'posluju najmanje godinu dana i nisu poduzetnici u teškoćama.',
        'Za što se zajam može koristiti?',
        '• Ulaganja u materijalnu i nematerijalnu imovinu: strojeve, opremu, vozila i softver',
        '• Obrtna sredstva, kao dio ulaganja ili samostalno do 25.000 €',
        '💶 Uvjeti zajma',
        'Iznos zajma je od 1.000 € do 100.000 €, kamatna stopa od 0,5 % do 1,5 % godišnje, a rok ' +
          'otplate do 10 godina uključujući poček.',
        'Kao instrumenti osiguranja traže se zadužnice, a za veće iznose i jamstvo ili založno ' +
          'pravo.',
        '📅 Rokovi i način prijave',
        'Zahtjevi se podnose online putem portala HAMAG-BICRO-a, a odluka se u pravilu donosi u ' +
          'roku od 30 do 45 dana.',
        '📋 Potrebna dokumentacija',
        '• Zahtjev za zajam s opisom ulaganja i financijska izvješća za posljednje dvije godine',
        '• Ponude ili predračuni za planirana ulaganja',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro and small businesses (limited liability companies, sole traders and cooperatives) ' +
          'that have been operating for at least one year and are not undertakings in difficulty.',
        'What can the loan be used for?',
        '• Investments in tangible and intangible assets: machinery, equipment, vehicles and ' +
          'software',
        '• Working capital, as part of an investment or on its own up to €25,000',
        '💶 Loan terms',
        'Loans range from €1,000 to €100,000 at an interest rate of 0.5% to 1.5% per year, with ' +
          'repayment over up to 10 years including the grace period.',
        'Promissory notes are required as collateral, and for larger amounts also a guarantee or ' +
          'lien.',
        '📅 Deadlines and how to apply',
        'Applications are submitted online through the HAMAG-BICRO portal, and a decision is ' +
          'usually made within 30 to 45 days.',
        '📋 Required documents',
        '• Loan application with a description of the investment and financial statements for ' +
          'the last two years',
        '• Quotes or pro forma invoices for the planned investments',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst- und Kleinunternehmen (GmbH, UG, Einzelunternehmen und Genossenschaften), die ' +
          'seit mindestens einem Jahr tätig sind und sich nicht in Schwierigkeiten befinden.',
        'Wofür kann das Darlehen verwendet werden?',
        '• Investitionen in materielle und immaterielle Güter: Maschinen, Anlagen, Fahrzeuge und ' +
          'Software',
        '• Betriebsmittel, als Teil einer Investition oder eigenständig bis 25.000 €',
        '💶 Darlehensbedingungen',
        'Das Darlehen beträgt 1.000 € bis 100.000 € bei einem Zinssatz von 0,5 % bis 1,5 % pro ' +
          'Jahr und einer Laufzeit von bis zu 10 Jahren einschließlich tilgungsfreier Zeit.',
        'Als Sicherheiten werden Schuldscheine verlangt, bei höheren Beträgen auch eine Garantie ' +
          'oder ein Pfandrecht.',
        '📅 Fristen und Antragstellung',
        'Anträge werden online über das Portal von HAMAG-BICRO eingereicht, die Entscheidung ' +
          'fällt in der Regel innerhalb von 30 bis 45 Tagen.',
        '📋 Erforderliche Unterlagen',
        '• Darlehensantrag mit Beschreibung der Investition und Jahresabschlüsse der letzten ' +
          'zwei Jahre',
        '• Angebote oder Proforma-Rechnungen für die geplanten Investitionen',
      ].join('\n'),
    },
    deadlineInDays: 120,
    programme: 'hamag-bicro',
    amountMin: 1000,
    amountMax: 100000,
    applicantTypes: ['micro', 'small', 'crafts', 'family-farms'],
    nkdCodes: ['62.01', '10.71', '25.62', '56.10', '49.41'],
    withImage: true,
  },
  {
    key: 'pkk-zelena-tranzicija-msp',
    fundName: {
      hr:
        'Konkurentnost i kohezija 2021.–2027. – Zelena tranzicija i energetska učinkovitost ' +
        'MSP-ova',
      en: 'Competitiveness and Cohesion 2021–2027 – Green transition and energy efficiency in SMEs',
      de: 'Wettbewerbsfähigkeit und Kohäsion 2021–2027 – Grüner Wandel und Energieeffizienz in KMU',
    },
    shortDescription: {
      hr:
        'Potpora iz Europskog fonda za regionalni razvoj za solarne elektrane za vlastitu ' +
        'potrošnju, toplinske pumpe i energetski učinkovitije proizvodne linije uz uštedu ' +
        'energije od barem 20 %.',
      en:
        'Support from the European Regional Development Fund for rooftop solar plants for own ' +
        'use, heat pumps and more energy-efficient production lines that save at least 20% of ' +
        'energy.',
      de:
        'Förderung aus dem Europäischen Fonds für regionale Entwicklung für Solaranlagen zum ' +
        'Eigenverbrauch, Wärmepumpen und effizientere Produktionslinien mit mindestens 20 % ' +
        'Energieeinsparung.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro, mala i srednja poduzeća iz prerađivačke industrije (područje C prema NKD-u ' +
          '2007.) s najmanje tri zaposlena i pozitivnim poslovanjem u prethodnoj godini.',
        'Koji su prihvatljivi troškovi?',
        '• Fotonaponske elektrane za vlastitu potrošnju i sustavi za pohranu energije',
        '• Zamjena zastarjelih strojeva energetski učinkovitijom opremom',
        '• Toplinske pumpe, rekuperacija topline i sustavi za nadzor potrošnje energije',
        '• Energetski pregled i projektna dokumentacija, do 5 % prihvatljivih troškova',
        '💶 Iznos potpore',
        'Potpora iznosi od 100.000 € do 1.500.000 €, a intenzitet je do 45 % za mala i do 35 % ' +
          'za srednja poduzeća.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava eFondovi, a uz prijavu se prilaže energetski pregled ' +
          'izrađen prije podnošenja.',
        '📋 Potrebna dokumentacija',
        '• Izvješće o energetskom pregledu s izračunom uštede energije i emisija',
        '• Poslovni plan, financijska izvješća i ponude za opremu',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro, small and medium-sized manufacturing enterprises (section C of the NKD 2007 ' +
          'classification) with at least three employees and a profit in the previous year.',
        'Which costs are eligible?',
        '• Solar power plants for own consumption and energy storage systems',
        '• Replacement of outdated machinery with more energy-efficient equipment',
        '• Heat pumps, heat recovery and energy monitoring systems',
        '• Energy audit and design documentation, up to 5% of eligible costs',
        '💶 Grant amount',
        'Grants range from €100,000 to €1,500,000, with aid intensity of up to 45% for small and ' +
          'up to 35% for medium-sized enterprises.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the eFondovi system together with an energy audit ' +
          'prepared before submission.',
        '📋 Required documents',
        '• Energy audit report with calculated energy and emission savings',
        '• Business plan, financial statements and quotes for the equipment',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst-, kleine und mittlere Unternehmen des verarbeitenden Gewerbes (Abschnitt C der ' +
          'NKD 2007) mit mindestens drei Beschäftigten und Gewinn im Vorjahr.',
        'Welche Kosten sind förderfähig?',
        '• Photovoltaikanlagen zum Eigenverbrauch und Energiespeichersysteme',
        '• Ersatz veralteter Maschinen durch energieeffizientere Anlagen',
        '• Wärmepumpen, Wärmerückgewinnung und Systeme zur Überwachung des Energieverbrauchs',
        '• Energieaudit und Planungsunterlagen, bis zu 5 % der förderfähigen Kosten',
        '💶 Förderhöhe',
        'Die Förderung beträgt 100.000 € bis 1.500.000 €, die Förderquote liegt bei bis zu 45 % ' +
          'für kleine und bis zu 35 % für mittlere Unternehmen.',
        '📅 Fristen und Antragstellung',
        'Anträge werden über das System eFondovi eingereicht, zusammen mit einem vor der ' +
          'Einreichung erstellten Energieaudit.',
        '📋 Erforderliche Unterlagen',
        '• Bericht über das Energieaudit mit berechneter Energie- und Emissionseinsparung',
        '• Businessplan, Jahresabschlüsse und Angebote für die Anlagen',
      ].join('\n'),
    },
    deadlineInDays: 75,
    programme: 'pkk',
    amountMin: 100000,
    amountMax: 1500000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'medium'],
    nkdCodes: ['25.62', '25.11', '31.01', '10.71', '10.89'],
    withImage: true,
  },
  {
    key: 'zpp-73-13-ulaganja-u-preradu',
    fundName: {
      hr: 'Strateški plan ZPP-a – Intervencija 73.13 Ulaganja u preradu poljoprivrednih proizvoda',
      en:
        'CAP Strategic Plan – Intervention 73.13 Investments in processing of agricultural ' +
        'products',
      de:
        'GAP-Strategieplan – Intervention 73.13 Investitionen in die Verarbeitung ' +
        'landwirtschaftlicher Erzeugnisse',
    },
    shortDescription: {
      hr:
        'Potpora za izgradnju i opremanje pogona za preradu mesa, mlijeka, voća, povrća i ' +
        'žitarica, uključujući hladnjače i pakirnice. Prednost imaju projekti s otkupom od ' +
        'lokalnih proizvođača.',
      en:
        'Support for building and equipping facilities that process meat, milk, fruit, ' +
        'vegetables and cereals, including cold stores and packing plants. Projects buying from ' +
        'local farmers are preferred.',
      de:
        'Förderung für Bau und Ausstattung von Betrieben zur Verarbeitung von Fleisch, Milch, ' +
        'Obst, Gemüse und Getreide, einschließlich Kühl- und Packhäusern. Vorrang hat der ' +
        'Einkauf bei lokalen Erzeugern.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Poljoprivredna gospodarstva upisana u Upisnik poljoprivrednika te mikro, mala i srednja ' +
          'poduzeća registrirana za preradu proizvoda iz Priloga I. Ugovora o funkcioniranju EU.',
        'Koji su prihvatljivi troškovi?',
        '• Izgradnja, rekonstrukcija i opremanje objekata za preradu, skladištenje i pakiranje',
        '• Strojevi i oprema za preradu, uključujući hlađenje i kontrolu kvalitete',
        '• Opći troškovi (projektiranje, nadzor, savjetovanje), do 10 % ostalih prihvatljivih ' +
          'troškova',
        '💶 Iznos potpore',
        'Javna potpora iznosi od 15.000 € do 1.000.000 € po projektu, uz intenzitet do 50 % ' +
          'prihvatljivih troškova.',
        '📅 Rokovi i način prijave',
        'Prijave se podnose putem sustava AGRONET Agencije za plaćanja u poljoprivredi, ' +
          'ribarstvu i ruralnom razvoju, a projekti se rangiraju prema kriterijima odabira.',
        '📋 Potrebna dokumentacija',
        '• Poslovni plan, građevinska dozvola ili glavni projekt te ponude za opremu',
        '• Dokaz o osiguranom sufinanciranju, primjerice pismo namjere banke',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Farms entered in the Register of Farmers and micro, small and medium-sized enterprises ' +
          'registered to process products listed in Annex I to the Treaty on the Functioning of ' +
          'the EU.',
        'Which costs are eligible?',
        '• Construction, reconstruction and equipping of buildings for processing, storage and ' +
          'packing',
        '• Processing machinery and equipment, including cooling and quality control',
        '• General costs (design, supervision, consulting), up to 10% of other eligible costs',
        '💶 Grant amount',
        'Public support ranges from €15,000 to €1,000,000 per project, with aid intensity of up ' +
          'to 50% of eligible costs.',
        '📅 Deadlines and how to apply',
        'Applications are submitted through the AGRONET system of the Paying Agency for ' +
          'Agriculture, Fisheries and Rural Development, and projects are ranked by the ' +
          'selection criteria.',
        '📋 Required documents',
        '• Business plan, building permit or main design and quotes for the equipment',
        '• Proof of secured co-financing, for example a bank’s letter of intent',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Im Landwirteregister eingetragene Betriebe sowie Kleinst-, kleine und mittlere ' +
          'Unternehmen, die Erzeugnisse nach Anhang I des Vertrags über die Arbeitsweise der EU ' +
          'verarbeiten.',
        'Welche Kosten sind förderfähig?',
        '• Bau, Umbau und Ausstattung von Gebäuden für Verarbeitung, Lagerung und Verpackung',
        '• Verarbeitungsmaschinen und Anlagen, einschließlich Kühlung und Qualitätskontrolle',
        '• Allgemeine Kosten (Planung, Bauaufsicht, Beratung), bis zu 10 % der übrigen Kosten',
        '💶 Förderhöhe',
        'Die öffentliche Förderung beträgt 15.000 € bis 1.000.000 € pro Projekt, bei einer ' +
          'Förderquote von bis zu 50 % der förderfähigen Kosten.',
        '📅 Fristen und Antragstellung',
        'Anträge werden über das System AGRONET der Zahlstelle für Landwirtschaft, Fischerei und ' +
          'ländliche Entwicklung eingereicht, die Projekte werden nach Auswahlkriterien gereiht.',
        '📋 Erforderliche Unterlagen',
        '• Businessplan, Baugenehmigung oder Hauptentwurf sowie Angebote für die Anlagen',
        '• Nachweis der gesicherten Kofinanzierung, etwa eine Absichtserklärung der Bank',
      ].join('\n'),
    },
    deadlineInDays: 30,
    programme: 'zpp',
    amountMin: 15000,
    amountMax: 1000000,
    aidIntensityMax: 50,
    applicantTypes: ['micro', 'small', 'medium', 'family-farms'],
    nkdCodes: ['10.71', '10.89', '10.13', '10.39', '01.13'],
    withImage: false,
  },
  {
    key: 'vauceri-za-digitalizaciju',
    fundName: {
      hr: 'Ministarstvo gospodarstva – Vaučeri za digitalizaciju poslovanja',
      en: 'Ministry of Economy – Vouchers for business digitalisation',
      de: 'Wirtschaftsministerium – Gutscheine für die Digitalisierung des Geschäftsbetriebs',
    },
    shortDescription: {
      hr:
        'Vaučeri za usluge vanjskih stručnjaka: digitalnu strategiju, web-trgovinu, kibernetičku ' +
        'sigurnost i napredne digitalne vještine zaposlenika. Jednostavna prijava i brza odluka.',
      en:
        'Vouchers for services from external experts: a digital strategy, an online shop, ' +
        'cybersecurity and advanced digital skills for employees. A simple application and a ' +
        'quick decision.',
      de:
        'Gutscheine für Leistungen externer Fachleute: Digitalstrategie, Onlineshop, ' +
        'Cybersicherheit und fortgeschrittene digitale Kompetenzen der Beschäftigten. Einfacher ' +
        'Antrag, schnelle Entscheidung.',
    },
    deadlineInDays: 18,
    programme: 'npoo',
    amountMin: 2000,
    amountMax: 20000,
    aidIntensityMax: 85,
    applicantTypes: ['micro', 'small', 'medium', 'crafts'],
    nkdCodes: ['62.01', '62.02', '47.91', '55.10'],
    withImage: true,
  },
  {
    key: 'hzz-potpora-za-samozaposljavanje',
    fundName: {
      hr: 'HZZ – Potpora za samozapošljavanje nezaposlenih osoba',
      en: 'Croatian Employment Service (HZZ) – Self-employment support for jobseekers',
      de: 'Kroatische Arbeitsverwaltung (HZZ) – Existenzgründungszuschuss für Arbeitslose',
    },
    shortDescription: {
      hr:
        'Bespovratna potpora nezaposlenim osobama iz evidencije HZZ-a koje pokreću vlastiti ' +
        'posao, za opremu, zakup prostora, licence i početne troškove poslovanja.',
      en:
        'A grant for unemployed people registered with the HZZ who are starting their own ' +
        'business, covering equipment, rent, licences and initial operating costs.',
      de:
        'Zuschuss für beim HZZ arbeitslos gemeldete Personen, die ein eigenes Unternehmen ' +
        'gründen, für Ausstattung, Miete, Lizenzen und die ersten Betriebskosten.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Nezaposlene osobe prijavljene u evidenciju Hrvatskog zavoda za zapošljavanje koje ' +
          'osnivaju obrt, j.d.o.o. ili d.o.o. ili se registriraju za samostalnu profesionalnu ' +
          'djelatnost.',
        'Koliko iznosi potpora?',
        'Iznos ovisi o djelatnosti i broju osoba koje zajedno pokreću posao, a za zahtjevnije ' +
          'djelatnosti s većim ulaganjem u opremu potpora je veća.',
        '📋 Potrebna dokumentacija',
        '• Zahtjev i poslovni plan izrađen na obrascu HZZ-a',
        '• Troškovnik s ponudama za opremu i dokaz o osiguranom poslovnom prostoru',
        '📅 Rokovi i način prijave',
        'Zahtjevi se podnose online ili u nadležnom područnom uredu, a prije prijave obavezan je ' +
          'razgovor sa savjetnikom HZZ-a.',
        'Koje su obveze nakon odobrenja?',
        'Korisnik mora obavljati djelatnost najmanje 24 mjeseca i dostaviti dokaze o namjenskom ' +
          'trošenju sredstava.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Unemployed people registered with the Croatian Employment Service who set up a sole ' +
          'proprietorship or a limited liability company, or register as self-employed ' +
          'professionals.',
        'How much is the grant?',
        'The amount depends on the activity and on how many people start the business together, ' +
          'with higher support for activities that require more investment in equipment.',
        '📋 Required documents',
        '• Application and business plan on the HZZ template',
        '• Cost breakdown with quotes for equipment and proof of business premises',
        '📅 Deadlines and how to apply',
        'Applications are submitted online or at the competent regional office, and a meeting ' +
          'with an HZZ counsellor is mandatory before applying.',
        'What are the obligations after approval?',
        'The beneficiary must run the business for at least 24 months and provide proof that the ' +
          'funds were spent as intended.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Beim Kroatischen Arbeitsamt arbeitslos gemeldete Personen, die ein Einzelunternehmen ' +
          'oder eine GmbH gründen oder sich als Freiberufler registrieren.',
        'Wie hoch ist der Zuschuss?',
        'Die Höhe hängt von der Tätigkeit und der Zahl der Gründer ab, bei Tätigkeiten mit ' +
          'höherem Investitionsbedarf für Ausstattung ist der Zuschuss höher.',
        '📋 Erforderliche Unterlagen',
        '• Antrag und Businessplan auf dem Formular des HZZ',
        '• Kostenaufstellung mit Angeboten für die Ausstattung und Nachweis der Geschäftsräume',
        '📅 Fristen und Antragstellung',
        'Anträge werden online oder bei der zuständigen Regionalstelle eingereicht, vorher ist ' +
          'ein Beratungsgespräch beim HZZ Pflicht.',
        'Welche Pflichten gelten nach der Bewilligung?',
        'Die Tätigkeit muss mindestens 24 Monate ausgeübt werden, und die zweckgemäße Verwendung ' +
          'der Mittel ist nachzuweisen.',
      ].join('\n'),
    },
    deadlineInDays: null,
    programme: 'hzz',
    amountMax: 10000,
    aidIntensityMax: 100,
    applicantTypes: ['crafts', 'micro'],
    nkdCodes: ['62.01', '71.12', '56.10', '47.91', '96.02'],
    withImage: false,
  },
  {
    key: 'interreg-hu-hr-istrazivanje-i-inovacije',
    fundName: {
      hr: 'Interreg VI-A Mađarska–Hrvatska – Prekogranična suradnja u istraživanju i inovacijama',
      en: 'Interreg VI-A Hungary–Croatia – Cross-border cooperation in research and innovation',
      de:
        'Interreg VI-A Ungarn–Kroatien – Grenzüberschreitende Zusammenarbeit in Forschung und ' +
        'Innovation',
    },
    shortDescription: {
      hr:
        'Zajednički projekti hrvatskih i mađarskih poduzeća, sveučilišta i razvojnih agencija u ' +
        'pograničju, s naglaskom na digitalne usluge, prehranu i obnovljive izvore energije.',
      en:
        'Joint projects of Croatian and Hungarian companies, universities and development ' +
        'agencies in the border region, focusing on digital services, food and renewable energy.',
      de:
        'Gemeinsame Projekte kroatischer und ungarischer Unternehmen, Universitäten und ' +
        'Entwicklungsagenturen im Grenzgebiet, mit Fokus auf digitale Dienste, Lebensmittel und ' +
        'erneuerbare Energien.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Partnerstva s najmanje jednim partnerom iz Hrvatske i jednim iz Mađarske iz ' +
          'prihvatljivih pograničnih županija, uključujući Osječko-baranjsku županiju.',
        'Koji su prihvatljivi troškovi?',
        '• Troškovi osoblja i putni troškovi partnera',
        '• Vanjske stručne usluge, oprema i mala infrastruktura',
        '• Pilot-projekti i zajedničko testiranje novih proizvoda ili usluga',
        '💶 Iznos potpore',
        'Sufinanciranje iz EFRR-a iznosi do 80 % prihvatljivih troškova, a ukupna vrijednost ' +
          'projekta kreće se od 100.000 € do 500.000 €.',
        '📅 Rokovi i način prijave',
        'Prijave su se podnosile putem sustava Jems. Poziv je zatvoren, a sljedeći se očekuje ' +
          'nakon objave rezultata.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Partnerships with at least one partner from Croatia and one from Hungary from the ' +
          'eligible border counties, including Osijek-Baranja County.',
        'Which costs are eligible?',
        '• Staff costs and partners’ travel costs',
        '• External expertise, equipment and small-scale infrastructure',
        '• Pilot projects and joint testing of new products or services',
        '💶 Grant amount',
        'ERDF co-financing covers up to 80% of eligible costs, and total project value ranges ' +
          'from €100,000 to €500,000.',
        '📅 Deadlines and how to apply',
        'Applications were submitted through the Jems system. The call is closed, and the next ' +
          'one is expected after the results are published.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Partnerschaften mit mindestens einem Partner aus Kroatien und einem aus Ungarn aus den ' +
          'förderfähigen Grenzgespanschaften, darunter die Gespanschaft Osijek-Baranja.',
        'Welche Kosten sind förderfähig?',
        '• Personal- und Reisekosten der Partner',
        '• Externe Fachleistungen, Ausstattung und kleine Infrastruktur',
        '• Pilotprojekte und gemeinsame Tests neuer Produkte oder Dienstleistungen',
        '💶 Förderhöhe',
        'Die EFRE-Kofinanzierung beträgt bis zu 80 % der förderfähigen Kosten, der Projektwert ' +
          'liegt zwischen 100.000 € und 500.000 €.',
        '📅 Fristen und Antragstellung',
        'Anträge wurden über das System Jems eingereicht. Die Ausschreibung ist geschlossen, die ' +
          'nächste wird nach Veröffentlichung der Ergebnisse erwartet.',
      ].join('\n'),
    },
    deadlineInDays: -15,
    programme: 'interreg-hu-hr',
    amountMin: 50000,
    amountMax: 500000,
    aidIntensityMax: 80,
    applicantTypes: ['small', 'medium', 'associations', 'public-bodies'],
    counties: [
      'osjecko-baranjska',
      'vukovarsko-srijemska',
      'viroviticko-podravska',
      'koprivnicko-krizevacka',
      'medimurska',
    ],
    nkdCodes: ['72.19', '62.01', '71.12'],
    withImage: true,
  },
  {
    key: 'esf-plus-usavrsavanje-zaposlenika',
    fundName: {
      hr: 'ESF+ – Usavršavanje zaposlenika za zelene i digitalne vještine',
      en: 'ESF+ – Upskilling employees in green and digital skills',
      de: 'ESF+ – Weiterbildung von Beschäftigten in grünen und digitalen Kompetenzen',
    },
    shortDescription: {
      hr:
        'Potpora iz Europskog socijalnog fonda plus za obrazovanje zaposlenika, stjecanje ' +
        'certifikata i mentorstvo, kroz Program Učinkoviti ljudski potencijali 2021.–2027.',
      en:
        'Support from the European Social Fund Plus for employee training, certification and ' +
        'mentoring under the Efficient Human Resources Programme 2021–2027.',
      de:
        'Förderung aus dem Europäischen Sozialfonds Plus für Weiterbildung, Zertifizierung und ' +
        'Mentoring von Beschäftigten im Rahmen des Programms „Effiziente Humanressourcen“ ' +
        '2021–2027.',
    },
    deadlineInDays: -40,
    programme: 'puljp',
    applicantTypes: ['micro', 'small', 'medium', 'large'],
    nkdCodes: ['55.10', '56.10', '49.41', '41.20'],
    withImage: false,
  },
  {
    key: 'pkk-komercijalizacija-inovacija-msp',
    fundName: {
      hr: 'Konkurentnost i kohezija 2021.–2027. – Razvoj i komercijalizacija inovacija u MSP-ovima',
      en:
        'Competitiveness and Cohesion 2021–2027 – Development and commercialisation of ' +
        'innovation in SMEs',
      de:
        'Wettbewerbsfähigkeit und Kohäsion 2021–2027 – Entwicklung und Vermarktung von ' +
        'Innovationen in KMU',
    },
    shortDescription: {
      hr:
        'Potpora za razvoj novih proizvoda i usluga od prototipa do tržišta: industrijsko ' +
        'istraživanje, eksperimentalni razvoj, zaštita intelektualnog vlasništva i ' +
        'certificiranje.',
      en:
        'Support for developing new products and services from prototype to market: industrial ' +
        'research, experimental development, intellectual property protection and certification.',
      de:
        'Förderung neuer Produkte und Dienstleistungen vom Prototyp bis zur Marktreife: ' +
        'industrielle Forschung, experimentelle Entwicklung, Schutz geistigen Eigentums und ' +
        'Zertifizierung.',
    },
    fullDescription: {
      hr: [
        'Tko se može prijaviti?',
        'Mikro, mala i srednja poduzeća s vlastitim razvojnim timom ili ugovorenom suradnjom s ' +
          'istraživačkom organizacijom.',
        'Koji su prihvatljivi troškovi?',
        '• Plaće istraživača i tehničkog osoblja angažiranog na projektu',
        '• Instrumenti, oprema i materijali za izradu prototipa',
        '• Patentne prijave, certificiranje i ispitivanja u akreditiranim laboratorijima',
        '💶 Iznos potpore',
        'Potpora iznosi od 150.000 € do 1.200.000 €, uz intenzitet do 70 % za industrijsko ' +
          'istraživanje u malim poduzećima.',
        '📅 Rokovi i način prijave',
        'Poziv je zatvoren. Prijave su se podnosile putem sustava eFondovi, a rezultati ' +
          'ocjenjivanja objavljuju se postupno.',
        'Što ako ste propustili rok?',
        'Pripremite projektnu dokumentaciju unaprijed jer se slični pozivi u pravilu otvaraju ' +
          'jednom godišnje.',
      ].join('\n'),
      en: [
        'Who can apply?',
        'Micro, small and medium-sized enterprises with their own development team or a contract ' +
          'with a research organisation.',
        'Which costs are eligible?',
        '• Salaries of researchers and technical staff working on the project',
        '• Instruments, equipment and materials for building the prototype',
        '• Patent applications, certification and testing in accredited laboratories',
        '💶 Grant amount',
        'Grants range from €150,000 to €1,200,000, with aid intensity of up to 70% for ' +
          'industrial research in small enterprises.',
        '📅 Deadlines and how to apply',
        'The call is closed. Applications were submitted through the eFondovi system, and ' +
          'evaluation results are being published gradually.',
        'What if you missed the deadline?',
        'Prepare your project documentation in advance, as similar calls usually open once a year.',
      ].join('\n'),
      de: [
        'Wer kann sich bewerben?',
        'Kleinst-, kleine und mittlere Unternehmen mit eigenem Entwicklungsteam oder ' +
          'vertraglicher Zusammenarbeit mit einer Forschungseinrichtung.',
        'Welche Kosten sind förderfähig?',
        '• Gehälter von Forschenden und technischem Personal im Projekt',
        '• Instrumente, Anlagen und Material für den Bau des Prototyps',
        '• Patentanmeldungen, Zertifizierung und Prüfungen in akkreditierten Laboren',
        '💶 Förderhöhe',
        'Die Förderung beträgt 150.000 € bis 1.200.000 €, bei einer Förderquote von bis zu 70 % ' +
          'für industrielle Forschung in kleinen Unternehmen.',
        '📅 Fristen und Antragstellung',
        'Die Ausschreibung ist geschlossen. Anträge wurden über das System eFondovi eingereicht, ' +
          'die Ergebnisse werden schrittweise veröffentlicht.',
        'Was tun, wenn Sie die Frist verpasst haben?',
        'Bereiten Sie Ihre Projektunterlagen frühzeitig vor, denn ähnliche Ausschreibungen ' +
          'öffnen in der Regel einmal im Jahr.',
      ].join('\n'),
    },
    deadlineInDays: -90,
    programme: 'pkk',
    amountMin: 150000,
    amountMax: 1200000,
    aidIntensityMax: 70,
    applicantTypes: ['micro', 'small', 'medium'],
    nkdCodes: ['62.01', '72.19', '71.12', '26.51'],
    withImage: true,
  },
]

/** Every demo call: 40 across programmes, counties, statuses and amounts. */
export const demoFundingCalls: DemoFundingCall[] = [...firstCalls, ...moreFundingCalls]
