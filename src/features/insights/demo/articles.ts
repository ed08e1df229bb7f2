// DEMO CONTENT: realistic but invented (companies, figures, calls); real programme names only.
import type { Localized } from '@/seed/kit'

export type DemoArticle = {
  key: string
  category: 'eu-funding' | 'business-planning' | 'financial'
  title: Localized<string>
  excerpt: Localized<string>
  /** Paragraphs; a paragraph starting with '## ' is a subheading. */
  body: Localized<string[]>
  /** Days before the seed day; negative is in the future; null means no date (unpublished). */
  publishedDaysAgo: number | null
}

export const demoArticles: DemoArticle[] = [
  {
    key: 'kako-procitati-javni-poziv',
    category: 'eu-funding',
    title: {
      hr: 'Kako pročitati javni poziv: pet poglavlja koja odlučuju o svemu',
      en: 'How to read a funding call: the five sections that decide everything',
      de: 'So lesen Sie eine Förderausschreibung: die fünf entscheidenden Kapitel',
    },
    excerpt: {
      hr:
        'Upute za prijavitelje često imaju više od 80 stranica. Pokazujemo kojim redom čitati ' +
        'poziv da u sat vremena znate isplati li vam se prijava.',
      en:
        'Guidelines for applicants often run to more than 80 pages. We show you in which order ' +
        'to read a call so that within an hour you know whether applying is worth it.',
      de:
        'Leitfäden für Antragsteller umfassen oft mehr als 80 Seiten. Wir zeigen, in welcher ' +
        'Reihenfolge Sie lesen, um in einer Stunde zu wissen, ob sich ein Antrag lohnt.',
    },
    body: {
      hr: [
        '## Prvo provjerite prihvatljivost',
        'Pročitajte tko je prihvatljiv prijavitelj, koje su NKD šifre isključene i koliko godina ' +
          'poslovanja se traži. Ti se uvjeti gledaju na dan prijave, a ne na dan potpisa ugovora.',
        'Zatim usporedite popis prihvatljivih troškova s onim što stvarno želite kupiti. Ako je ' +
          'trećina ulaganja neprihvatljiva, projekt će vas stajati znatno više od očekivanog.',
        '## Kriteriji odabira i rokovi',
        'Tablica kriterija pokazuje kako se prijava boduje i gdje je prag prolaza. Za svaki ' +
          'kriterij zapišite koliko bodova realno možete dobiti i kojim dokazom.',
        'Na kraju provjerite rok provedbe. Ako dobavljač opremu isporučuje za devet mjeseci, a ' +
          'projekt mora završiti za dvanaest, bolje je pričekati sljedeći poziv.',
      ],
      en: [
        '## Check eligibility first',
        'Read who is an eligible applicant, which NKD codes are excluded and how many years of ' +
          'trading are required. These conditions apply on the day you apply, not when you sign.',
        'Then compare the list of eligible costs with what you actually want to buy. If a third ' +
          'of the investment is ineligible, the project will cost far more than you expect.',
        '## Selection criteria and deadlines',
        'The criteria table shows how applications are scored and where the pass mark lies. For ' +
          'each criterion, note how many points you can realistically get and with what evidence.',
        'Finally, check the implementation period. If the supplier needs nine months to deliver ' +
          'and the project must end within twelve, it is better to wait for the next call.',
      ],
      de: [
        '## Zuerst die Förderfähigkeit prüfen',
        'Lesen Sie, wer antragsberechtigt ist, welche NKD-Codes ausgeschlossen sind und wie ' +
          'viele Geschäftsjahre verlangt werden. Maßgeblich ist der Tag der Antragstellung.',
        'Vergleichen Sie dann die förderfähigen Kosten mit Ihrem tatsächlichen Bedarf. Ist ein ' +
          'Drittel nicht förderfähig, wird das Projekt deutlich teurer als gedacht.',
        '## Auswahlkriterien und Fristen',
        'Die Kriterientabelle zeigt, wie Anträge bewertet werden und wo die Mindestpunktzahl ' +
          'liegt. Notieren Sie je Kriterium realistische Punkte und den Nachweis dafür.',
        'Prüfen Sie zum Schluss die Laufzeit. Liefert der Anbieter erst nach neun Monaten und ' +
          'endet das Projekt nach zwölf, warten Sie lieber auf die nächste Runde.',
      ],
    },
    publishedDaysAgo: 9,
  },
  {
    key: 'npoo-rok-kolovoz-2026',
    category: 'eu-funding',
    title: {
      hr: 'NPOO ide prema kraju: što rok iz kolovoza 2026. znači za vaš projekt',
      en: 'The NRRP is nearing its end: what the August 2026 deadline means for your project',
      de: 'Der NARP geht zu Ende: Was die Frist im August 2026 für Ihr Projekt bedeutet',
    },
    excerpt: {
      hr:
        'Sva ulaganja iz Nacionalnog plana oporavka i otpornosti moraju biti dovršena do ' +
        'kolovoza 2026. Objašnjavamo kako planirati nabavu i isporuke da ne izgubite potporu.',
      en:
        'All investments under the National Recovery and Resilience Plan must be completed by ' +
        'August 2026. We explain how to plan procurement and deliveries so you do not lose the ' +
        'grant.',
      de:
        'Alle Investitionen aus dem Nationalen Aufbau- und Resilienzplan müssen bis August 2026 ' +
        'abgeschlossen sein. Wir erklären, wie Sie Beschaffung und Lieferungen planen.',
    },
    body: {
      hr: [
        'NPOO se financira iz Mehanizma za oporavak i otpornost, koji ima čvrst krajnji rok. ' +
          'Ulaganja moraju biti dovršena do 31. kolovoza 2026., pa su rokovi provedbe sve kraći.',
        '## Koliko vremena stvarno imate',
        'Od ugovora do završetka često ostaje 10 do 14 mjeseci. U tom razdoblju treba provesti ' +
          'nabavu, dočekati isporuku, montirati opremu i podnijeti završni zahtjev.',
        'Zato planirajte unatrag od datuma završetka. Ako dobavljač traži šest mjeseci za ' +
          'isporuku stroja, nabavu morate završiti u prvom tromjesečju provedbe.',
        '## Kako smanjiti rizik',
        'Specifikacije pripremite prije odluke o financiranju, a s dobavljačem ugovorite rokove ' +
          'i kazne za kašnjenje. Troškovi nakon krajnjeg roka neće biti priznati.',
      ],
      en: [
        'The NRRP is funded by the Recovery and Resilience Facility, which has a firm end date. ' +
          'Investments must be finished by 31 August 2026, so deadlines keep shrinking.',
        '## How much time you really have',
        'Today there are often only 10 to 14 months between signing and completion. In that time ' +
          'you must procure, wait for delivery, install the equipment and submit the final claim.',
        'So plan backwards from the completion date. If the supplier needs six months to deliver ' +
          'a machine, procurement must be finished in the first quarter of implementation.',
        '## How to reduce the risk',
        'Prepare specifications before the funding decision and agree delivery dates and late ' +
          'penalties with the supplier. Costs incurred after the deadline are not accepted.',
      ],
      de: [
        'Der NARP wird aus der Aufbau- und Resilienzfazilität finanziert. Da alle Investitionen ' +
          'bis zum 31. August 2026 fertig sein müssen, werden die Fristen immer kürzer.',
        '## Wie viel Zeit Sie wirklich haben',
        'Zwischen Vertrag und Abschluss liegen oft nur 10 bis 14 Monate. In dieser Zeit müssen ' +
          'Sie beschaffen, die Lieferung abwarten, montieren und den Schlussantrag stellen.',
        'Planen Sie deshalb rückwärts vom Abschlussdatum. Braucht der Lieferant sechs Monate für ' +
          'eine Maschine, muss die Beschaffung im ersten Quartal abgeschlossen sein.',
        '## So verringern Sie das Risiko',
        'Erstellen Sie Spezifikationen vor der Förderentscheidung und vereinbaren Sie ' +
          'Liefertermine mit Vertragsstrafen. Kosten nach der Endfrist werden nicht anerkannt.',
      ],
    },
    publishedDaysAgo: 2,
  },
  {
    key: 'najcesce-pogreske-u-prijavama',
    category: 'eu-funding',
    title: {
      hr: 'Najčešće pogreške zbog kojih prijave za EU sredstva ne prođu',
      en: 'The most common mistakes that make EU funding applications fail',
      de: 'Die häufigsten Fehler, an denen Anträge auf EU-Fördermittel scheitern',
    },
    excerpt: {
      hr:
        'Velik dio prijava odbije se već u administrativnoj provjeri, prije nego što itko ' +
        'pročita projekt. Ovo su pogreške koje najčešće viđamo i način kako ih izbjeći.',
      en:
        'Many applications are rejected at the administrative check, before anyone reads the ' +
        'project. These are the mistakes we see most often and how to avoid them.',
      de:
        'Viele Anträge scheitern schon an der formalen Prüfung, bevor jemand das Projekt liest. ' +
        'Das sind die Fehler, die wir am häufigsten sehen, und so vermeiden Sie sie.',
    },
    body: {
      hr: [
        '## Administrativne pogreške',
        'Nepotpisani obrasci, zastarjele izjave i nedostajući prilozi najčešći su razlog ' +
          'odbijanja. Napravite kontrolnu listu priloga i neka je provjeri druga osoba.',
        'Česta je i pogreška u veličini poduzeća: s povezanim društvima malo poduzeće često je ' +
          'zapravo srednje. To mijenja intenzitet potpore, a ponekad i prihvatljivost.',
        '## Pogreške u sadržaju',
        'Ciljevi poput „povećanja konkurentnosti“ ne donose bodove. Ocjenjivači traže mjerljive ' +
          'pokazatelje, primjerice rast prihoda od 15 % ili dva nova radna mjesta.',
        'Proračun mora odgovarati priloženim ponudama. Ako stroj u ponudi stoji 84.000 €, a u ' +
          'proračunu 90.000 €, razlika se ispravlja, a povjerenje u prijavu pada.',
      ],
      en: [
        '## Administrative mistakes',
        'Unsigned forms, outdated statements and missing annexes are the most common reasons for ' +
          'rejection. Make a checklist of annexes and have someone else check it.',
        'Company size is another frequent error: with linked companies, a small enterprise is ' +
          'often actually medium-sized. This changes the aid intensity and sometimes eligibility.',
        '## Mistakes in the content',
        'Objectives like “increasing competitiveness” earn no points. Evaluators look for ' +
          'measurable indicators, such as 15% revenue growth or two new jobs.',
        'The budget must match the attached quotes. If a machine costs €84,000 in the quote but ' +
          '€90,000 in the budget, the difference is corrected and trust suffers.',
      ],
      de: [
        '## Formale Fehler',
        'Formulare ohne Unterschrift, veraltete Erklärungen und fehlende Anlagen sind die ' +
          'häufigsten Ablehnungsgründe. Lassen Sie Ihre Checkliste vor dem Absenden gegenlesen.',
        'Oft falsch ist die Unternehmensgröße: Mit verbundenen Firmen wird ein kleines ' +
          'Unternehmen zum mittleren. Das ändert die Förderquote, teils auch die Förderfähigkeit.',
        '## Inhaltliche Fehler',
        'Ziele wie „Steigerung der Wettbewerbsfähigkeit“ bringen keine Punkte. Gutachter ' +
          'erwarten messbare Indikatoren, etwa 15 % Umsatzwachstum oder zwei neue Arbeitsplätze.',
        'Das Budget muss zu den Angeboten passen. Kostet eine Maschine im Angebot 84.000 €, im ' +
          'Budget aber 90.000 €, wird korrigiert, und das Vertrauen in den Antrag leidet.',
      ],
    },
    publishedDaysAgo: 17,
  },
  {
    key: 'vauceri-za-digitalizaciju-vodic',
    category: 'eu-funding',
    title: {
      hr: 'Vaučeri za digitalizaciju: brz put do prve digitalne strategije',
      en: 'Digitalisation vouchers: a fast route to your first digital strategy',
      de: 'Digitalisierungsgutscheine: der schnelle Weg zur ersten Digitalstrategie',
    },
    excerpt: {
      hr:
        'Vaučeri su najjednostavniji oblik potpore za digitalizaciju: kratka prijava, manji ' +
        'iznosi i brza odluka. Objašnjavamo za koje se usluge isplate i kako odabrati pružatelja.',
      en:
        'Vouchers are the simplest form of digitalisation support: a short application, smaller ' +
        'amounts and a quick decision. We explain which services pay off and how to pick a ' +
        'provider.',
      de:
        'Gutscheine sind die einfachste Form der Digitalisierungsförderung: kurzer Antrag, ' +
        'kleinere Beträge, schnelle Entscheidung. Wir zeigen, welche Leistungen sich lohnen.',
    },
    body: {
      hr: [
        'Vaučeri Ministarstva gospodarstva pokrivaju usluge vanjskih stručnjaka za MSP-ove. ' +
          'Umjesto nabave opreme financira se konkretna usluga, poput sigurnosnog audita.',
        '## Za što se vaučer isplati',
        'Najviše koristi donose usluge nakon kojih znate što dalje: procjena digitalne zrelosti ' +
          'ili plan uvođenja ERP-a. Takav dokument dobra je podloga za veći projekt iz NPOO-a.',
        '## Kako odabrati pružatelja usluge',
        'Provjerite reference pružatelja u vašoj djelatnosti i ugovorom definirajte isporuke i ' +
          'rokove. Potpora se isplaćuje tek uz račun i dokaz da je usluga izvršena.',
        'Pazite i na PDV: ako ste u sustavu PDV-a, on nije prihvatljiv trošak. Na uslugu od ' +
          '10.000 € to je dodatnih 2.500 € koje plaćate sami.',
      ],
      en: [
        'The Ministry of Economy’s vouchers cover external expert services for SMEs. Instead of ' +
          'equipment, they fund a specific service, such as a security audit.',
        '## When a voucher pays off',
        'The most useful services tell you what to do next: a digital maturity assessment or an ' +
          'ERP roll-out plan. Such a document is a solid basis for a larger NRRP project.',
        '## How to choose a provider',
        'Check the provider’s references in your industry and set out deliverables and deadlines ' +
          'in the contract. The grant is paid only against the invoice and proof of delivery.',
        'Mind the VAT as well: if you are VAT-registered, it is not an eligible cost. On a ' +
          '€10,000 service, that is an extra €2,500 you pay yourself.',
      ],
      de: [
        'Die Gutscheine des Wirtschaftsministeriums decken Leistungen externer Fachleute für KMU ' +
          'ab. Statt Anlagen wird eine konkrete Leistung gefördert, etwa ein Sicherheitsaudit.',
        '## Wann sich ein Gutschein lohnt',
        'Am meisten bringen Leistungen, die den nächsten Schritt klären, etwa eine Bewertung der ' +
          'digitalen Reife oder ein ERP-Plan. Das ist eine gute Basis für ein NARP-Projekt.',
        '## So wählen Sie den Dienstleister',
        'Prüfen Sie Referenzen des Anbieters in Ihrer Branche und legen Sie Leistungen und ' +
          'Termine vertraglich fest. Ausgezahlt wird erst gegen Rechnung und Leistungsnachweis.',
        'Beachten Sie die Mehrwertsteuer: Mit Vorsteuerabzug ist sie nicht förderfähig. Bei ' +
          'einer Leistung von 10.000 € sind das 2.500 €, die Sie selbst tragen.',
      ],
    },
    publishedDaysAgo: 26,
  },
  {
    key: 'zpp-potpore-za-preradivace-hrane',
    category: 'eu-funding',
    title: {
      hr: 'Strateški plan ZPP-a za prerađivače hrane: kako do potpore za novi pogon',
      en: 'The CAP Strategic Plan for food processors: how to fund a new facility',
      de: 'GAP-Strategieplan für Lebensmittelverarbeiter: So finanzieren Sie einen neuen Betrieb',
    },
    excerpt: {
      hr:
        'Intervencija 73.13 financira pogone za preradu mesa, mlijeka, voća i povrća. Donosimo ' +
        'što treba pripremiti prije objave natječaja i kako se prijave boduju.',
      en:
        'Intervention 73.13 funds facilities that process meat, milk, fruit and vegetables. Here ' +
        'is what to prepare before the call opens and how applications are scored.',
      de:
        'Die Intervention 73.13 fördert Betriebe zur Verarbeitung von Fleisch, Milch, Obst und ' +
        'Gemüse. Das sollten Sie vor der Ausschreibung vorbereiten, und so wird bewertet.',
    },
    body: {
      hr: [
        'Strateški plan ZPP-a zamijenio je Program ruralnog razvoja, ali potpore za preradu rade ' +
          'slično. Intervencija 73.13 pokriva ulaganja od hladnjača do cijelih linija.',
        '## Što pripremiti unaprijed',
        'Građevinska dozvola i projektna dokumentacija često traju šest do dvanaest mjeseci. Bez ' +
          'njih prijava s građevinskim radovima nije moguća, pa s projektantom krenite odmah.',
        '## Bodovanje i sufinanciranje',
        'Bodove donose ulaganja u slabije razvijenim područjima, ugovoreni otkup od lokalnih ' +
          'proizvođača i ušteda energije i vode. Izračunajte bodove prema tablici iz natječaja.',
        'Potpora se isplaćuje nakon ulaganja, pa vam treba izvor za puni iznos investicije. ' +
          'Pismo namjere banke priložite uz prijavu, a kredit uskladite s dinamikom isplate.',
      ],
      en: [
        'The CAP Strategic Plan replaced the Rural Development Programme, but processing support ' +
          'works much as before. Intervention 73.13 funds cold stores and full lines.',
        '## What to prepare in advance',
        'A building permit and design documents often take six to twelve months. Without them, ' +
          'you cannot apply with construction works, so hire a designer right away.',
        '## Scoring and co-financing',
        'Points go to less developed areas, purchase contracts with local producers and energy ' +
          'and water savings. Calculate your score from the call’s table first.',
        'The grant is paid after the investment, so you must finance the full amount. Attach a ' +
          'bank’s letter of intent and align the loan with the payment schedule.',
      ],
      de: [
        'Der GAP-Strategieplan löste das Programm zur ländlichen Entwicklung ab, die Förderlogik ' +
          'blieb ähnlich. Intervention 73.13 reicht vom Kühlhaus bis zur Produktionslinie.',
        '## Was Sie vorab vorbereiten sollten',
        'Baugenehmigung und Planungsunterlagen dauern oft sechs bis zwölf Monate. Ohne sie ist ' +
          'ein Antrag mit Bauarbeiten nicht möglich, beauftragen Sie den Planer also sofort.',
        '## Bewertung und Kofinanzierung',
        'Punkte gibt es für weniger entwickelte Gebiete, Abnahmeverträge mit lokalen Erzeugern ' +
          'sowie Energie- und Wassereinsparung. Rechnen Sie Ihre Punkte vorab nach.',
        'Die Förderung fließt erst nach der Investition. Legen Sie dem Antrag eine ' +
          'Absichtserklärung der Bank bei und stimmen Sie den Kredit auf die Auszahlungen ab.',
      ],
    },
    publishedDaysAgo: 58,
  },
  {
    key: 'potpore-male-vrijednosti-de-minimis',
    category: 'eu-funding',
    title: {
      hr: 'Potpore male vrijednosti: kako funkcionira novi prag od 300.000 €',
      en: 'De minimis aid: how the new €300,000 ceiling works',
      de: 'De-minimis-Beihilfen: So funktioniert die neue Obergrenze von 300.000 €',
    },
    excerpt: {
      hr:
        'Od 2024. gornja granica potpora male vrijednosti iznosi 300.000 € u tri godine. ' +
        'Objašnjavamo kako se računa razdoblje, što se zbraja i zašto su važna povezana poduzeća.',
      en:
        'Since 2024, the de minimis ceiling has been €300,000 over three years. We explain how ' +
        'the period is counted, what is added up and why linked companies matter.',
      de:
        'Seit 2024 liegt die De-minimis-Obergrenze bei 300.000 € in drei Jahren. Wir erklären, ' +
        'wie der Zeitraum berechnet wird, was zählt und warum verbundene Unternehmen wichtig ' +
        'sind.',
    },
    body: {
      hr: [
        'Potpore male vrijednosti dodjeljuju se bez odobrenja Europske komisije. Prema Uredbi ' +
          '(EU) 2023/2831 gornja granica od 2024. iznosi 300.000 € umjesto 200.000 €.',
        '## Kako se računa razdoblje',
        'Granica vrijedi za svako razdoblje od tri godine unatrag od dana dodjele. Ako ste prije ' +
          '14 mjeseci dobili 120.000 €, danas vam ostaje najviše 180.000 €.',
        'Zbrajaju se sve potpore male vrijednosti, od ministarstava i HAMAG-BICRO-a do županija, ' +
          'gradova i HZZ-a. Kod zajmova i jamstava računa se bruto ekvivalent potpore.',
        '## Povezana poduzeća',
        'Prag vrijedi za jedno poduzeće u smislu uredbe, pa dva društva istog vlasnika najčešće ' +
          'dijele istih 300.000 €. Prije prijave provjerite registar Ministarstva financija.',
      ],
      en: [
        'De minimis aid can be granted without European Commission approval. Under Regulation ' +
          '(EU) 2023/2831, the ceiling has been €300,000 instead of €200,000 since 2024.',
        '## How the period is counted',
        'The ceiling applies to any three-year period counted back from the grant date. If you ' +
          'received €120,000 fourteen months ago, you have at most €180,000 left today.',
        'All de minimis aid counts, from ministries and HAMAG-BICRO to counties, cities and the ' +
          'HZZ. For loans and guarantees, the gross grant equivalent is what counts.',
        '## Linked companies',
        'The ceiling applies to a single undertaking, so two companies with the same owner ' +
          'usually share the same €300,000. Check the Ministry of Finance aid register first.',
      ],
      de: [
        'De-minimis-Beihilfen werden ohne Genehmigung der Europäischen Kommission gewährt. Laut ' +
          'Verordnung (EU) 2023/2831 gilt seit 2024 eine Grenze von 300.000 € statt 200.000 €.',
        '## Wie der Zeitraum berechnet wird',
        'Die Grenze gilt für jeden Zeitraum von drei Jahren rückwirkend ab der Gewährung. Haben ' +
          'Sie vor 14 Monaten 120.000 € erhalten, bleiben Ihnen höchstens 180.000 €.',
        'Gezählt werden alle De-minimis-Beihilfen, von Ministerien und HAMAG-BICRO bis zu ' +
          'Städten und dem HZZ. Bei Darlehen und Garantien zählt das Subventionsäquivalent.',
        '## Verbundene Unternehmen',
        'Die Grenze gilt je Unternehmen im Sinne der Verordnung, zwei Firmen eines Inhabers ' +
          'teilen sich meist 300.000 €. Prüfen Sie vorab das staatliche Beihilfenregister.',
      ],
    },
    publishedDaysAgo: 95,
  },
  {
    key: 'struktura-poslovnog-plana-za-natjecaj',
    category: 'business-planning',
    title: {
      hr: 'Struktura poslovnog plana za prijavu na bespovratna sredstva',
      en: 'How to structure a business plan for a grant application',
      de: 'Aufbau eines Businessplans für einen Förderantrag',
    },
    excerpt: {
      hr:
        'Poslovni plan za natječaj nije isto što i plan za investitora. Ocjenjivač traži jasnu ' +
        'vezu između problema, ulaganja i pokazatelja, a ovo je struktura koja je pokazuje.',
      en:
        'A business plan for a grant call is not the same as one for an investor. Evaluators ' +
        'look for a clear link between problem, investment and indicators, and this structure ' +
        'shows it.',
      de:
        'Ein Businessplan für eine Ausschreibung ist etwas anderes als einer für Investoren. ' +
        'Gutachter suchen den roten Faden von Problem, Investition und Indikatoren.',
    },
    body: {
      hr: [
        'Ocjenjivač za vaš poslovni plan u prosjeku ima manje od sat vremena. Zato struktura ' +
          'mora pratiti kriterije odabira iz poziva, a ne redoslijed koji se vama čini logičnim.',
        '## Preporučena poglavlja',
        'Počnite sažetkom na jednoj stranici: tko ste, što kupujete i koje rezultate očekujete. ' +
          'Slijedi opis poduzeća s ključnim brojkama za posljednje tri godine.',
        'Središnji dio je opis ulaganja i njegove veze s tržištem. Svaki veći trošak obrazložite ' +
          'i potkrijepite ponudama, pismima namjere kupaca ili analizom konkurencije.',
        '## Brojke koje se moraju slagati',
        'Projekcije, proračun i pokazatelji moraju koristiti iste brojke. Ako navodite tri nova ' +
          'radna mjesta, ona moraju biti vidljiva i u planiranim troškovima plaća.',
      ],
      en: [
        'On average, an evaluator has less than an hour for your business plan. So the structure ' +
          'must follow the call’s selection criteria, not the order that seems logical to you.',
        '## Recommended chapters',
        'Start with a one-page summary: who you are, what you are buying and what results you ' +
          'expect. Then describe the company, with key figures for the last three years.',
        'The core is the investment and its link to the market. Justify each major cost and back ' +
          'it up with quotes, customers’ letters of intent or a competitor analysis.',
        '## Figures that must add up',
        'Projections, budget and indicators must use the same numbers. If you promise three new ' +
          'jobs, they must also appear in the planned payroll costs.',
      ],
      de: [
        'Ein Gutachter hat für Ihren Businessplan im Schnitt weniger als eine Stunde. Gliedern ' +
          'Sie ihn daher nach den Auswahlkriterien, nicht nach Ihrer eigenen Logik.',
        '## Empfohlene Kapitel',
        'Beginnen Sie mit einer einseitigen Zusammenfassung: wer Sie sind, was Sie anschaffen ' +
          'und welche Ergebnisse Sie erwarten. Danach folgen Kennzahlen der letzten drei Jahre.',
        'Im Mittelpunkt stehen die Investition und ihr Marktbezug. Begründen Sie jede größere ' +
          'Ausgabe und belegen Sie sie mit Angeboten, Kundenzusagen oder Marktanalysen.',
        '## Zahlen, die zusammenpassen müssen',
        'Prognosen, Budget und Indikatoren müssen dieselben Zahlen verwenden. Versprechen Sie ' +
          'drei neue Arbeitsplätze, müssen diese auch in den geplanten Personalkosten stehen.',
      ],
    },
    publishedDaysAgo: 41,
  },
  {
    key: 'financijske-projekcije-za-prijavu',
    category: 'business-planning',
    title: {
      hr: 'Financijske projekcije koje ocjenjivači smatraju uvjerljivima',
      en: 'Financial projections that evaluators find convincing',
      de: 'Finanzprognosen, die Gutachter wirklich überzeugen',
    },
    excerpt: {
      hr:
        'Optimistične projekcije ne donose bodove, nego sumnju. Pokazujemo kako postaviti ' +
        'pretpostavke, koje pokazatelje izračunati i kako projekcije povezati s ulaganjem.',
      en:
        'Overly optimistic projections earn suspicion, not points. We show how to set your ' +
        'assumptions, which indicators to calculate and how to link projections to the ' +
        'investment.',
      de:
        'Zu optimistische Prognosen bringen Misstrauen statt Punkte. Wir zeigen, wie Sie ' +
        'Annahmen festlegen, welche Kennzahlen Sie berechnen und wie Sie sie mit der Investition ' +
        'verknüpfen.',
    },
    body: {
      hr: [
        'Projekcije pokrivaju provedbu i još tri do pet godina. Ocjenjivač ih uspoređuje s ' +
          'dosadašnjim poslovanjem, pa rast prihoda od 80 % bez razloga izgleda kao pogreška.',
        '## Krenite od pretpostavki',
        'Svaku ključnu brojku izvedite iz pretpostavke: kapaciteta stroja, broja smjena, ' +
          'prosječne cijene i već ugovorene prodaje. Pretpostavke navedite u zasebnoj tablici.',
        'Ne zaboravite troškove koji rastu s ulaganjem, poput amortizacije, održavanja, energije ' +
          'i plaća. Projekcija u kojoj prihodi rastu, a troškovi stoje, nije uvjerljiva.',
        '## Pokazatelji koji se najčešće traže',
        'Većina poziva traži neto sadašnju vrijednost, internu stopu povrata i razdoblje ' +
          'povrata. Pripremite i pesimistični scenarij s 15 do 20 % nižim prihodima.',
      ],
      en: [
        'Projections cover implementation plus three to five years. Evaluators compare them with ' +
          'your track record, so 80% growth without a reason looks like an error.',
        '## Start with the assumptions',
        'Derive every key figure from an assumption: machine capacity, number of shifts, average ' +
          'price and sales already under contract. List the assumptions in a separate table.',
        'Do not forget costs that grow with the investment: depreciation, maintenance, energy ' +
          'and salaries. Rising revenue with flat costs is not convincing.',
        '## The most frequently requested indicators',
        'Most calls ask for net present value, internal rate of return and payback period. Also ' +
          'prepare a pessimistic scenario with revenue 15 to 20% lower.',
      ],
      de: [
        'Prognosen umfassen die Durchführung und drei bis fünf Jahre danach. Gutachter ' +
          'vergleichen sie mit Ihren Zahlen, und 80 % Umsatzplus ohne Grund wirkt wie ein Fehler.',
        '## Beginnen Sie mit den Annahmen',
        'Leiten Sie jede Zahl aus einer Annahme ab: Kapazität, Schichten, Durchschnittspreis und ' +
          'gesicherter Absatz. Führen Sie die Annahmen in einer eigenen Tabelle auf.',
        'Vergessen Sie nicht die Kosten, die mit der Investition steigen, etwa Abschreibungen, ' +
          'Wartung, Energie und Gehälter. Steigender Umsatz bei gleichen Kosten überzeugt nicht.',
        '## Die am häufigsten verlangten Kennzahlen',
        'Meist verlangt werden Kapitalwert, interner Zinsfuß und Amortisationsdauer. Erstellen ' +
          'Sie auch ein pessimistisches Szenario mit 15 bis 20 % weniger Umsatz.',
      ],
    },
    publishedDaysAgo: 73,
  },
  {
    key: 'esg-i-zelena-tranzicija-za-msp',
    category: 'business-planning',
    title: {
      hr: 'ESG i zelena tranzicija: zašto održivost donosi bodove i povoljnije kredite',
      en: 'ESG and the green transition: why sustainability earns points and cheaper loans',
      de: 'ESG und grüner Wandel: Warum Nachhaltigkeit Punkte und günstigere Kredite bringt',
    },
    excerpt: {
      hr:
        'Načelo „ne nanositi bitnu štetu“ i ESG upitnici banaka više nisu tema samo za velike ' +
        'tvrtke. Evo kako mala i srednja poduzeća mogu od održivosti napraviti prednost.',
      en:
        'The “do no significant harm” principle and banks’ ESG questionnaires are no longer just ' +
        'for large corporations. Here is how SMEs can turn sustainability into an advantage.',
      de:
        'Das Prinzip „Vermeidung erheblicher Beeinträchtigungen“ und ESG-Fragebögen der Banken ' +
        'betreffen längst nicht nur Konzerne. So machen KMU Nachhaltigkeit zum Vorteil.',
    },
    body: {
      hr: [
        'Gotovo svi novi pozivi traže poštivanje načela „ne nanositi bitnu štetu“ (DNSH). Morate ' +
          'pokazati kako ulaganje utječe na emisije, energiju, otpad i vodu.',
        '## Od obveze do prednosti',
        'Projekti s mjerljivim smanjenjem emisija često dobivaju dodatne bodove. Solarna ' +
          'elektrana ili zamjena starih kompresora mogu smanjiti račune za struju za 20 do 40 %.',
        'Banke uz zahtjev za kredit sve češće traže ESG upitnik. Poduzeće s izračunom ugljičnog ' +
          'otiska i planom smanjenja emisija može dobiti povoljniju kamatu.',
        '## Gdje početi',
        'Prvi korak je energetski pregled ili jednostavan izračun emisija za prošlu godinu. Na ' +
          'temelju njega izradite plan s dvije ili tri mjere s jasnim troškom i uštedom.',
      ],
      en: [
        'Almost all new calls require the “do no significant harm” (DNSH) principle. You must ' +
          'show how the investment affects emissions, energy, waste and water.',
        '## From obligation to advantage',
        'Projects with measurable emission cuts often earn extra points. A solar plant or ' +
          'replacing old compressors can cut energy bills by 20 to 40%.',
        'Banks increasingly ask for an ESG questionnaire with a loan application. A company with ' +
          'a carbon footprint calculation and a reduction plan may get a better interest rate.',
        '## Where to start',
        'Start with an energy audit or a simple calculation of last year’s emissions. Then draw ' +
          'up a plan with two or three measures, each with a clear cost and saving.',
      ],
      de: [
        'Fast alle neuen Ausschreibungen verlangen die Einhaltung des DNSH-Prinzips. Sie müssen ' +
          'zeigen, wie die Investition Emissionen, Energie, Abfall und Wasser beeinflusst.',
        '## Von der Pflicht zum Vorteil',
        'Projekte mit messbarer Emissionsminderung erhalten oft Zusatzpunkte. Eine Solaranlage ' +
          'oder neue Kompressoren können die Energiekosten um 20 bis 40 % senken.',
        'Banken verlangen zum Kreditantrag immer häufiger einen ESG-Fragebogen. Wer eine ' +
          'CO₂-Bilanz und einen Reduktionsplan vorlegt, kann einen günstigeren Zinssatz erhalten.',
        '## Wo Sie anfangen',
        'Beginnen Sie mit einem Energieaudit oder einer einfachen CO₂-Bilanz für das Vorjahr. ' +
          'Planen Sie darauf zwei oder drei Maßnahmen mit klaren Kosten und Einsparungen.',
      ],
    },
    publishedDaysAgo: 120,
  },
  {
    key: 'izvjestavanje-nakon-odobrenja-projekta',
    category: 'business-planning',
    title: {
      hr: 'Projekt je odobren, što sada? Izvještavanje i obveze nakon potpisa ugovora',
      en: 'Your project is approved, now what? Reporting and obligations after signing',
      de: 'Projekt bewilligt, was nun? Berichtspflichten nach der Vertragsunterzeichnung',
    },
    excerpt: {
      hr:
        'Potpisom ugovora posao tek počinje. Objašnjavamo koja izvješća slijede, kako pratiti ' +
        'pokazatelje i što znači razdoblje trajnosti od tri do pet godina.',
      en:
        'Signing the contract is only the beginning. We explain which reports follow, how to ' +
        'track your indicators and what the three-to-five-year durability period means.',
      de:
        'Mit der Vertragsunterzeichnung beginnt die Arbeit erst. Wir erklären, welche Berichte ' +
        'folgen, wie Sie Indikatoren verfolgen und was die Zweckbindungsfrist bedeutet.',
    },
    body: {
      hr: [
        'Ugovor o dodjeli donosi obveze koje traju dulje od projekta. Najveći rizici nastaju u ' +
          'provedbi, kada se zbog propusta u dokumentaciji troškovi proglase neprihvatljivima.',
        '## Tijekom provedbe',
        'Uz svaki zahtjev za nadoknadu prilažete račune, izvode o plaćanju, dokaze o isporuci i ' +
          'dokumentaciju o nabavi. Izvješće o napretku najčešće se podnosi svaka tri mjeseca.',
        '## Razdoblje trajnosti',
        'Nakon završetka slijedi razdoblje trajnosti, u pravilu tri godine za MSP-ove i pet za ' +
          'velika poduzeća. Tada ne smijete prodati opremu ni promijeniti namjenu ulaganja.',
        'Ako ne ostvarite obećana radna mjesta ili prihode, može se tražiti razmjerni povrat. ' +
          'Zato pokazatelje postavite realno i pratite ih od prvog dana.',
      ],
      en: [
        'A grant agreement brings obligations that outlast the project itself. The biggest risks ' +
          'arise during implementation, when gaps in documentation make costs ineligible.',
        '## During implementation',
        'With every payment claim you attach invoices, bank statements, proof of delivery and ' +
          'procurement documents. A progress report is usually due every three months.',
        '## The durability period',
        'After completion comes the durability period, usually three years for SMEs and five for ' +
          'large firms. Meanwhile, you may not sell the equipment or change its use.',
        'If you miss the promised jobs or revenue, a proportional repayment may be requested. So ' +
          'set realistic indicators and track them from day one.',
      ],
      de: [
        'Ein Fördervertrag verpflichtet über das Projektende hinaus. Die größten Risiken liegen ' +
          'in der Durchführung, wenn Dokumentationslücken Kosten förderunfähig machen.',
        '## Während der Durchführung',
        'Jedem Auszahlungsantrag liegen Rechnungen, Kontoauszüge, Liefernachweise und ' +
          'Vergabeunterlagen bei. Ein Fortschrittsbericht ist meist alle drei Monate fällig.',
        '## Die Zweckbindungsfrist',
        'Nach Abschluss folgt die Zweckbindungsfrist, meist drei Jahre für KMU und fünf für ' +
          'Großunternehmen. In dieser Zeit dürfen Sie Anlagen weder verkaufen noch umwidmen.',
        'Werden zugesagte Arbeitsplätze oder Umsätze verfehlt, droht eine anteilige Rückzahlung. ' +
          'Setzen Sie Indikatoren daher realistisch an und verfolgen Sie sie ab dem ersten Tag.',
      ],
    },
    publishedDaysAgo: 150,
  },
  {
    key: 'nabava-za-neobveznike-nojn',
    category: 'business-planning',
    title: {
      hr: 'Nabava za neobveznike javne nabave: pravila NOJN bez straha',
      en: 'Procurement for private beneficiaries: the NOJN rules explained',
      de: 'Beschaffung für private Zuwendungsempfänger: die NOJN-Regeln erklärt',
    },
    excerpt: {
      hr:
        'Privatni korisnici EU sredstava ne provode javnu nabavu, ali moraju poštovati pravila ' +
        'NOJN. Pogreške u nabavi čest su razlog financijskih korekcija, a lako se izbjegnu.',
      en:
        'Private beneficiaries of EU funds do not run public procurement, but they must follow ' +
        'the NOJN rules. Procurement errors often lead to financial corrections and are easy to ' +
        'avoid.',
      de:
        'Private Empfänger von EU-Mitteln führen keine öffentliche Vergabe durch, müssen aber ' +
        'die NOJN-Regeln einhalten. Vergabefehler führen oft zu Finanzkorrekturen.',
    },
    body: {
      hr: [
        'Većina privatnih poduzeća nije obveznik Zakona o javnoj nabavi, pa primjenjuje pravila ' +
          'za neobveznike (NOJN). Ona su jednostavnija, ali se strogo provjeravaju.',
        '## Osnovna načela',
        'Nabava mora biti transparentna i osigurati tržišnu cijenu. Specifikacija ne smije ' +
          'pogodovati jednom dobavljaču, primjerice navođenjem marke bez „ili jednakovrijedno“.',
        '## Najčešće zamke',
        'Ne dijelite nabavu umjetno na manje dijelove kako biste izbjegli strožu proceduru. To ' +
          'se gotovo uvijek otkrije i dovodi do korekcije od 25 do 100 % vrijednosti ugovora.',
        'Ponuditelj ne smije biti povezan s vlasnikom ili upravom korisnika. Prije odabira ' +
          'prikupite izjave o nepostojanju sukoba interesa od svih koji sudjeluju u postupku.',
      ],
      en: [
        'Most private companies are not bound by the Public Procurement Act and follow the rules ' +
          'for non-contracting entities (NOJN). These are simpler but checked just as strictly.',
        '## Basic principles',
        'Procurement must be transparent and secure a market price. The specification must not ' +
          'be written for one supplier, for example by naming a brand without “or equivalent”.',
        '## Common pitfalls',
        'Do not split a purchase into smaller lots to avoid a stricter procedure. This is almost ' +
          'always detected and leads to corrections of 25 to 100% of the contract value.',
        'A bidder must not be linked to the beneficiary’s owner or management. Before selection, ' +
          'collect declarations of no conflict of interest from everyone involved.',
      ],
      de: [
        'Die meisten privaten Unternehmen unterliegen nicht dem Vergabegesetz und folgen den ' +
          'Regeln für Nicht-Auftraggeber (NOJN). Diese sind einfacher, aber streng geprüft.',
        '## Grundprinzipien',
        'Die Beschaffung muss transparent sein und einen Marktpreis sichern. Die Spezifikation ' +
          'darf keinen Lieferanten bevorzugen, etwa durch eine Marke ohne „oder gleichwertig“.',
        '## Typische Fallstricke',
        'Teilen Sie Aufträge nicht künstlich auf, um ein strengeres Verfahren zu umgehen. Das ' +
          'fällt fast immer auf und führt zu Korrekturen von 25 bis 100 % des Auftragswerts.',
        'Bieter dürfen nicht mit Inhaber oder Geschäftsführung des Empfängers verbunden sein. ' +
          'Holen Sie vor der Auswahl Erklärungen aller Beteiligten zu Interessenkonflikten ein.',
      ],
    },
    publishedDaysAgo: 190,
  },
  {
    key: 'novcani-tok-tijekom-nadoknade',
    category: 'financial',
    title: {
      hr: 'Novčani tok tijekom projekta: kako preživjeti čekanje na nadoknadu',
      en: 'Cash flow during the project: how to survive the wait for reimbursement',
      de: 'Liquidität im Projekt: So überbrücken Sie die Wartezeit auf die Erstattung',
    },
    excerpt: {
      hr:
        'Bespovratna sredstva najčešće stižu tek nakon što račune platite sami. Pokazujemo kako ' +
        'izračunati potrebna obrtna sredstva i koje mogućnosti financiranja imate.',
      en:
        'Grant money usually arrives only after you have paid the invoices yourself. We show how ' +
        'to calculate the working capital you need and which financing options you have.',
      de:
        'Fördermittel fließen meist erst, nachdem Sie die Rechnungen selbst bezahlt haben. Wir ' +
        'zeigen, wie Sie den Betriebsmittelbedarf berechnen und welche Optionen Sie haben.',
    },
    body: {
      hr: [
        'Većina potpora isplaćuje se kao nadoknada: prvo platite dobavljača, zatim podnesete ' +
          'zahtjev. Do uplate prosječno prođe 60 do 90 dana, kod prvog zahtjeva i više.',
        '## Izračunajte jaz',
        'Napravite mjesečnu tablicu novčanog toka s datumima plaćanja i očekivanim uplatama ' +
          'potpore. Najveći jaz nastaje u mjesecu isporuke glavne opreme.',
        'Primjer: za projekt od 400.000 € s potporom od 50 % privremeno financirate cijeli ' +
          'iznos, a ne samo svoj udio od 200.000 €. Uz to plaćate i PDV ako nije prihvatljiv.',
        '## Kako premostiti jaz',
        'Provjerite nudi li poziv predujam, najčešće 20 do 40 % potpore. Druga je mogućnost ' +
          'kratkoročni kredit za premošćivanje ili zajam HAMAG-BICRO-a za obrtna sredstva.',
      ],
      en: [
        'Most grants are reimbursements: first you pay the supplier, then you submit a claim. On ' +
          'average 60 to 90 days pass before the money arrives, longer for the first claim.',
        '## Calculate the gap',
        'Build a monthly cash flow table with payment dates and expected grant receipts. The ' +
          'biggest gap opens in the month the main equipment is delivered.',
        'Example: for a €400,000 project with 50% funding, you temporarily finance the full ' +
          'amount, not just your €200,000 share. You also pay VAT if it is not eligible.',
        '## How to bridge the gap',
        'Check whether the call offers an advance, usually 20 to 40% of the grant. Other options ' +
          'are a short-term bridging loan or a HAMAG-BICRO working capital loan.',
      ],
      de: [
        'Die meisten Förderungen werden erstattet: Erst zahlen Sie, dann stellen Sie den Antrag. ' +
          'Bis zur Erstattung vergehen im Schnitt 60 bis 90 Tage, beim ersten Antrag mehr.',
        '## Berechnen Sie die Lücke',
        'Erstellen Sie eine monatliche Liquiditätsplanung mit Zahlungsterminen und erwarteten ' +
          'Fördereingängen. Die größte Lücke entsteht im Monat der Lieferung der Hauptanlage.',
        'Beispiel: Bei 400.000 € Projektwert und 50 % Förderung finanzieren Sie vorübergehend ' +
          'alles vor, nicht nur 200.000 € Eigenanteil. Dazu kommt eventuell die Mehrwertsteuer.',
        '## So überbrücken Sie die Lücke',
        'Prüfen Sie, ob eine Vorauszahlung von meist 20 bis 40 % vorgesehen ist. Alternativen ' +
          'sind ein Überbrückungskredit oder ein Betriebsmitteldarlehen von HAMAG-BICRO.',
      ],
    },
    publishedDaysAgo: 260,
  },
  {
    key: 'pdv-u-projektima-eu-fondova',
    category: 'financial',
    title: {
      hr: 'PDV u projektima financiranima iz EU fondova: kada je prihvatljiv trošak',
      en: 'VAT in EU-funded projects: when is it an eligible cost?',
      de: 'Mehrwertsteuer in EU-geförderten Projekten: Wann ist sie förderfähig?',
    },
    excerpt: {
      hr:
        'Pogrešno planiran PDV može projektu od 500.000 € dodati 125.000 € neplaniranog troška. ' +
        'Objašnjavamo kada se PDV priznaje i kako ga uključiti u financijski plan.',
      en:
        'Wrongly planned VAT can add €125,000 of unexpected cost to a €500,000 project. We ' +
        'explain when VAT is accepted and how to include it in your financial plan.',
      de:
        'Falsch geplante Mehrwertsteuer kann ein Projekt von 500.000 € um 125.000 € verteuern. ' +
        'Wir erklären, wann sie anerkannt wird und wie Sie sie im Finanzplan berücksichtigen.',
    },
    body: {
      hr: [
        'PDV je prihvatljiv trošak samo ako ga korisnik ne može odbiti kao pretporez. Poduzeće u ' +
          'sustavu PDV-a vraća ga kroz poreznu prijavu, pa ga potpora ne pokriva.',
        '## Što to znači za novčani tok',
        'Iako vam se PDV vraća, dobavljaču ga prvo morate platiti. Na nabavu od 500.000 € to je ' +
          '125.000 € koje treba osigurati do povrata.',
        '## Kada je PDV prihvatljiv',
        'PDV je prihvatljiv za korisnike izvan sustava PDV-a, primjerice paušalne obrtnike ili ' +
          'udruge. Tada ga uključite u proračun i priložite potvrdu Porezne uprave.',
        'Ako djelatnost samo djelomično nosi pravo na odbitak, priznaje se razmjerni dio. Način ' +
          'izračuna dogovorite s knjigovođom prije prijave i primjenjujte ga dosljedno.',
      ],
      en: [
        'VAT is eligible only if the beneficiary cannot deduct it as input tax. A VAT-registered ' +
          'company recovers it through its tax return, so the grant does not cover it.',
        '## What this means for cash flow',
        'Even though VAT is refunded, you must pay it to the supplier first. On a €500,000 ' +
          'purchase, that is €125,000 to be financed until the refund.',
        '## When VAT is eligible',
        'VAT is eligible for beneficiaries outside the VAT system, such as flat-rate sole ' +
          'traders or associations. Then budget it and attach a Tax Administration certificate.',
        'If you have only a partial right to deduct, a proportional share is accepted. Agree the ' +
          'method with your accountant before applying and use it consistently.',
      ],
      de: [
        'Die Mehrwertsteuer ist nur förderfähig, wenn sie nicht als Vorsteuer abziehbar ist. ' +
          'Vorsteuerabzugsberechtigte holen sie über die Steuererklärung zurück.',
        '## Was das für die Liquidität bedeutet',
        'Auch wenn Sie die Steuer zurückbekommen, zahlen Sie sie zuerst an den Lieferanten. Bei ' +
          '500.000 € Anschaffung sind das 125.000 €, die bis zur Erstattung zu finanzieren sind.',
        '## Wann die Mehrwertsteuer förderfähig ist',
        'Förderfähig ist sie ohne Vorsteuerabzug, etwa für pauschal besteuerte Einzelunternehmer ' +
          'oder Vereine. Legen Sie dann eine Bescheinigung der Steuerverwaltung bei.',
        'Bei nur teilweisem Vorsteuerabzug wird der entsprechende Anteil anerkannt. Stimmen Sie ' +
          'die Berechnung vorab mit Ihrer Buchhaltung ab und wenden Sie sie einheitlich an.',
      ],
    },
    publishedDaysAgo: 380,
  },
  {
    key: 'hamag-bicro-jamstva-za-kredite',
    category: 'financial',
    title: {
      hr: 'Jamstva HAMAG-BICRO-a: kako do kredita kad nemate dovoljno kolaterala',
      en: 'HAMAG-BICRO guarantees: how to get a loan without enough collateral',
      de: 'Garantien von HAMAG-BICRO: So erhalten Sie einen Kredit ohne ausreichende Sicherheiten',
    },
    excerpt: {
      hr:
        'Mnoga poduzeća imaju dobar projekt, ali banka traži hipoteku koju nemaju. Jamstvo ' +
        'HAMAG-BICRO-a može pokriti velik dio glavnice i otvoriti put do kredita.',
      en:
        'Many companies have a good project, but the bank asks for a mortgage they cannot offer. ' +
        'A HAMAG-BICRO guarantee can cover a large part of the principal and unlock the loan.',
      de:
        'Viele Unternehmen haben ein gutes Projekt, aber die Bank verlangt eine Hypothek, die ' +
        'sie nicht bieten können. Eine Garantie von HAMAG-BICRO kann den Großteil absichern.',
    },
    body: {
      hr: [
        'Banke za investicijske kredite najčešće traže hipoteku na nekretnini vrijednijoj od ' +
          'kredita. Mlada poduzeća i ona u zakupljenim prostorima to često ne mogu ponuditi.',
        '## Kako jamstvo funkcionira',
        'HAMAG-BICRO kao jamac preuzima dio rizika banke, u pravilu do 80 % glavnice. Zahtjev se ' +
          'podnosi preko poslovne banke, koja zatim traži jamstvo od agencije.',
        'Jamstvo se plaća naknadom i računa se kao državna potpora prema bruto ekvivalentu. Zato ' +
          'ga uključite u izračun potpora male vrijednosti.',
        '## Kada je jamstvo dobar izbor',
        'Jamstvo je osobito korisno za kredite kojima se sufinancira EU projekt. Za zahtjev su u ' +
          'pravilu dovoljni isti poslovni plan i projekcije koje koristite za natječaj.',
      ],
      en: [
        'For investment loans, banks usually want a mortgage on property worth more than the ' +
          'loan. Young companies and those in rented premises often cannot offer this.',
        '## How a guarantee works',
        'As guarantor, HAMAG-BICRO takes on part of the bank’s risk, usually up to 80% of the ' +
          'principal. You apply through your commercial bank, which then requests the guarantee.',
        'The guarantee carries a fee and counts as state aid based on its gross grant ' +
          'equivalent. So include it when calculating your de minimis aid.',
        '## When a guarantee is a good choice',
        'A guarantee is particularly useful for loans that co-finance an EU project. The same ' +
          'business plan and projections you use for the call are usually enough for the request.',
      ],
      de: [
        'Für Investitionskredite verlangen Banken meist eine Hypothek auf eine Immobilie über ' +
          'dem Kreditwert. Junge Firmen und Betriebe in Mieträumen haben diese oft nicht.',
        '## So funktioniert die Garantie',
        'HAMAG-BICRO übernimmt als Garantiegeber einen Teil des Bankrisikos, meist bis zu 80 % ' +
          'der Kreditsumme. Die Garantie beantragt Ihre Hausbank bei der Agentur.',
        'Die Garantie kostet eine Gebühr und zählt nach ihrem Bruttosubventionsäquivalent als ' +
          'staatliche Beihilfe. Berücksichtigen Sie sie bei Ihren De-minimis-Beihilfen.',
        '## Wann eine Garantie sinnvoll ist',
        'Besonders nützlich ist eine Garantie bei Krediten zur Kofinanzierung eines EU-Projekts. ' +
          'Meist genügen derselbe Businessplan und dieselben Prognosen wie für die Ausschreibung.',
      ],
    },
    publishedDaysAgo: -30,
  },
  {
    key: 'sufinanciranje-eu-projekta-kreditom',
    category: 'financial',
    title: {
      hr: 'Sufinanciranje EU projekta kreditom: kako uskladiti banku i natječaj',
      en: 'Co-financing an EU project with a bank loan: aligning bank and call',
      de: 'Kofinanzierung eines EU-Projekts mit Bankkredit: Bank und Ausschreibung abstimmen',
    },
    excerpt: {
      hr:
        'Vlastito učešće i premošćivanje do isplate potpore najčešće se financiraju kreditom. ' +
        'Donosimo redoslijed koraka kako banka i posredničko tijelo ne bi radili jedno protiv ' +
        'drugog.',
      en:
        'Your own contribution and the bridge until the grant is paid are usually financed with ' +
        'a loan. Here is the order of steps that keeps the bank and the funding body in sync.',
      de:
        'Eigenanteil und Zwischenfinanzierung bis zur Auszahlung werden meist über einen Kredit ' +
        'finanziert. So stimmen Sie Bank und Förderstelle Schritt für Schritt aufeinander ab.',
    },
    body: {
      hr: [
        'Uz potporu od 50 % vlastito učešće iznosi pola vrijednosti projekta, a treba premostiti ' +
          'i razdoblje do isplate. Zato je kredit uobičajen dio financijske konstrukcije.',
        '## Redoslijed koraka',
        'Razgovor s bankom započnite prije prijave, a ne nakon odluke o financiranju. Mnogi ' +
          'pozivi traže dokaz o sufinanciranju, a pismo namjere banke najjednostavniji je dokaz.',
        'Kredit je korisno podijeliti na dugoročni dio za vlastito učešće i kratkoročni za ' +
          'premošćivanje. Kratkoročni dio zatvara se iz uplata potpore.',
        '## Na što paziti',
        'Kao izvor sufinanciranja ne navodite drugu državnu potporu za iste troškove, osim ako ' +
          'poziv to dopušta. U suprotnom riskirate prekoračenje intenziteta i povrat sredstava.',
      ],
      en: [
        'With 50% aid intensity, your contribution is half the project value, and you must also ' +
          'bridge the time until payment. So a loan is a normal part of the financing.',
        '## The order of steps',
        'Talk to the bank before you apply, not after the funding decision. Many calls require ' +
          'proof of secured co-financing, and a bank’s letter of intent is the simplest proof.',
        'It helps to split the loan into a long-term part for your own contribution and a ' +
          'short-term bridging part. The short-term part is repaid from grant payments.',
        '## What to watch out for',
        'Do not name other state aid for the same costs as co-financing unless the call allows ' +
          'it. Otherwise you risk exceeding the permitted intensity and repaying funds.',
      ],
      de: [
        'Bei 50 % Förderquote ist der Eigenanteil die Hälfte des Projektwerts, und die Zeit bis ' +
          'zur Auszahlung muss überbrückt werden. Ein Kredit gehört daher meist dazu.',
        '## Die Reihenfolge der Schritte',
        'Sprechen Sie mit der Bank vor dem Antrag, nicht erst danach. Viele Ausschreibungen ' +
          'verlangen einen Finanzierungsnachweis, am einfachsten eine Absichtserklärung der Bank.',
        'Sinnvoll ist eine Aufteilung in einen langfristigen Teil für den Eigenanteil und einen ' +
          'kurzfristigen Überbrückungsteil. Letzterer wird aus den Förderzahlungen getilgt.',
        '## Worauf Sie achten sollten',
        'Nennen Sie als Kofinanzierung keine andere Beihilfe für dieselben Kosten, außer die ' +
          'Ausschreibung erlaubt es. Sonst drohen eine zu hohe Quote und Rückforderungen.',
      ],
    },
    publishedDaysAgo: null,
  },
]
