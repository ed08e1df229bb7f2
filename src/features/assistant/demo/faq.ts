import type { Locale } from '@/i18n/locales'

/** DEMO CONTENT: sample FAQ entries for the demo site; the firm replaces them with its own in /admin. */
export type DemoFaq = {
  /** kebab-case, unique, stable, e.g. 'who-can-apply' */
  key: string
  /** The page of the site that answers the question in more depth (a path without language prefix, from the list below). */
  page: string
  question: Record<Locale, string>
  answer: Record<Locale, string>
}

export const demoFaqs: DemoFaq[] = [
  {
    key: 'who-can-apply',
    page: '/services/eu-funding',
    question: {
      hr: 'Tko se može prijaviti na natječaje za bespovratna sredstva?',
      en: 'Who can apply for grant funding?',
      de: 'Wer kann sich um Fördermittel bewerben?',
    },
    answer: {
      hr: 'To određuje svaki poziv zasebno, no najčešće se mogu prijaviti mikro, mala i srednja poduzeća registrirana u Hrvatskoj, a ovisno o pozivu i obrti, zadruge, OPG-ovi, udruge ili javna tijela. Uvjeti se obično odnose na veličinu poduzeća, djelatnost (šifru NKD), sjedište ili mjesto ulaganja te razdoblje poslovanja, često barem jednu zaključenu poslovnu godinu. Prijavitelj u pravilu ne smije imati dug prema državi niti biti poduzetnik u teškoćama. Na besplatnim konzultacijama provjerit ćemo ispunjavate li uvjete poziva koji su otvoreni ili najavljeni.',
      en: 'Each call sets its own rules, but most are open to micro, small and medium-sized enterprises registered in Croatia and, depending on the call, to sole traders (obrt), cooperatives, family farms (OPG), associations or public bodies. Conditions usually concern company size, activity (NKD code), registered office or investment location, and how long you have been operating, often at least one closed financial year. As a rule, applicants must have no debts to the state and must not be undertakings in difficulty. In a free consultation we check whether you meet the conditions of calls that are open or announced.',
      de: 'Das legt jede Ausschreibung selbst fest, meist sind jedoch in Kroatien registrierte Kleinst-, kleine und mittlere Unternehmen antragsberechtigt, je nach Ausschreibung auch Einzelunternehmer (obrt), Genossenschaften, landwirtschaftliche Familienbetriebe (OPG), Vereine oder öffentliche Einrichtungen. Die Bedingungen betreffen in der Regel die Unternehmensgröße, die Tätigkeit (NKD-Code), den Sitz oder Investitionsort und die Dauer der Geschäftstätigkeit, häufig mindestens ein abgeschlossenes Geschäftsjahr. Antragsteller dürfen grundsätzlich keine Schulden gegenüber dem Staat haben und kein Unternehmen in Schwierigkeiten sein. In einem kostenlosen Beratungsgespräch prüfen wir, ob Sie die Bedingungen offener oder angekündigter Ausschreibungen erfüllen.',
    },
  },
  {
    key: 'what-are-grants',
    page: '/insights',
    question: {
      hr: 'Što su bespovratna sredstva i moram li ih vratiti?',
      en: 'What are grants (bespovratna sredstva), and do I have to pay them back?',
      de: 'Was sind nicht rückzahlbare Zuschüsse (bespovratna sredstva), und muss ich sie zurückzahlen?',
    },
    answer: {
      hr: 'Bespovratna sredstva su potpora iz EU fondova ili iz državnog, županijskog ili gradskog proračuna kojom se pokriva dio troškova projekta i koju ne vraćate ako projekt provedete prema ugovoru. Potpora gotovo nikad ne pokriva 100 % troškova: ostatak financirate sami, a sredstva se najčešće isplaćuju tek nakon što troškove platite i dokažete. Povrat se može zatražiti ako se prekrše pravila, primjerice pravila nabave, ili ako se ciljevi projekta ne ostvare ili ne održe. Zato je važno već kod planiranja znati koje obveze preuzimate.',
      en: '“Bespovratna sredstva” are non-repayable funds from EU funds or from the state, county or city budget that cover part of a project’s costs, and you do not repay them if you carry out the project as the contract requires. A grant almost never covers 100% of the costs: you finance the rest yourself, and the money is usually paid out only after you have paid and documented the costs. You may be asked to repay it if the rules are broken, for example procurement rules, or if the project’s targets are not achieved or maintained. That is why it pays to know your obligations from the planning stage.',
      de: '„Bespovratna sredstva“ sind Zuschüsse aus EU-Fonds oder aus dem Staats-, Gespanschafts- oder Stadthaushalt, die einen Teil der Projektkosten decken und die Sie nicht zurückzahlen, wenn Sie das Projekt vertragsgemäß umsetzen. Ein Zuschuss deckt fast nie 100 % der Kosten: Den Rest finanzieren Sie selbst, und ausgezahlt wird meist erst, nachdem Sie die Kosten bezahlt und belegt haben. Eine Rückforderung droht, wenn Regeln verletzt werden, etwa die Vergaberegeln, oder wenn die Projektziele nicht erreicht oder nicht gehalten werden. Deshalb sollten Sie Ihre Pflichten schon bei der Planung kennen.',
    },
  },
  {
    key: 'funding-sources',
    page: '/otvoreni-natjecaji',
    question: {
      hr: 'Iz kojih se programa danas financiraju projekti poduzeća u Hrvatskoj?',
      en: 'Which programmes currently fund company projects in Croatia?',
      de: 'Aus welchen Programmen werden Unternehmensprojekte in Kroatien derzeit gefördert?',
    },
    answer: {
      hr: 'Najviše poziva za poduzeća objavljuje se iz Nacionalnog plana oporavka i otpornosti (NPOO) 2021.–2026. i Programa Konkurentnost i kohezija 2021.–2027. (PKK). Ministarstvo regionalnoga razvoja i fondova Europske unije upravlja PKK-om i Integriranim teritorijalnim programom (ITP) 2021.–2027., koji financira, među ostalim, projekte u urbanim područjima i pravednu tranziciju Istarske i Sisačko-moslavačke županije. Poljoprivreda i ruralni razvoj financiraju se iz Strateškog plana Zajedničke poljoprivredne politike (ZPP) 2023.–2027., a uz to postoje nacionalni programi Ministarstva gospodarstva, zajmovi i jamstva HAMAG-BICRO-a i HBOR-a te potpore Fonda za zaštitu okoliša i energetsku učinkovitost (FZOEU). Aktualne pozive s rokovima i šiframa djelatnosti pregledno objavljujemo na stranici otvorenih natječaja.',
      en: 'Most calls for companies come from the National Recovery and Resilience Plan (NPOO) 2021–2026 and the Competitiveness and Cohesion Programme 2021–2027 (PKK). The Ministry of Regional Development and EU Funds manages the PKK and the Integrated Territorial Programme (ITP) 2021–2027, which funds, among other things, projects in urban areas and the just transition of Istria and Sisak-Moslavina counties. Agriculture and rural development are funded from the CAP Strategic Plan 2023–2027, and there are also national programmes of the Ministry of Economy, loans and guarantees from HAMAG-BICRO and HBOR, and grants from the Environmental Protection and Energy Efficiency Fund (FZOEU). We list current calls with deadlines and activity codes on our open calls page.',
      de: 'Die meisten Ausschreibungen für Unternehmen stammen aus dem Nationalen Aufbau- und Resilienzplan (NPOO) 2021–2026 und dem Programm Wettbewerbsfähigkeit und Kohäsion 2021–2027 (PKK). Das Ministerium für regionale Entwicklung und EU-Fonds verwaltet das PKK sowie das Integrierte Territoriale Programm (ITP) 2021–2027, das unter anderem Projekte in städtischen Gebieten und den gerechten Übergang der Gespanschaften Istrien und Sisak-Moslavina fördert. Landwirtschaft und ländliche Entwicklung werden aus dem GAP-Strategieplan 2023–2027 finanziert; hinzu kommen nationale Programme des Wirtschaftsministeriums, Darlehen und Bürgschaften von HAMAG-BICRO und HBOR sowie Zuschüsse des Fonds für Umweltschutz und Energieeffizienz (FZOEU). Aktuelle Ausschreibungen mit Fristen und Tätigkeitscodes finden Sie übersichtlich auf unserer Seite mit offenen Ausschreibungen.',
    },
  },
  {
    key: 'eu-direct-programmes',
    page: '/services/eu-funding',
    question: {
      hr: 'Mogu li se prijaviti izravno na programe Europske komisije, poput Obzora Europa, LIFE-a ili Interrega?',
      en: 'Can I apply directly to European Commission programmes such as Horizon Europe, LIFE or Interreg?',
      de: 'Kann ich mich direkt bei Programmen der Europäischen Kommission wie Horizont Europa, LIFE oder Interreg bewerben?',
    },
    answer: {
      hr: 'Da. Obzor Europa (Horizon Europe) financira istraživanja i inovacije, a za inovativna mala i srednja poduzeća posebno je zanimljiv EIC Accelerator; program LIFE financira projekte zaštite okoliša i klimatske projekte. Interreg programi, poput programa Interreg Mađarska – Hrvatska, financiraju prekograničnu suradnju, pa se prijavljujete zajedno s partnerima iz drugih država. Konkurencija je europska, a prijave zahtjevnije, pa se ulazak obično isplati ako imate jasnu inovaciju ili partnerstvo i nekoliko mjeseci za pripremu. Prijave za Obzor Europa i LIFE podnose se na portalu Europske komisije Funding & Tenders.',
      en: 'Yes. Horizon Europe funds research and innovation, with the EIC Accelerator aimed at innovative SMEs, and the LIFE programme funds environmental and climate projects. Interreg programmes, such as Interreg Hungary–Croatia, fund cross-border cooperation, so you apply together with partners from other countries. Competition is Europe-wide and applications are more demanding, so it is usually worth it if you have a clear innovation or partnership and several months to prepare. Horizon Europe and LIFE applications are submitted through the European Commission’s Funding & Tenders Portal.',
      de: 'Ja. Horizont Europa fördert Forschung und Innovation, mit dem EIC Accelerator speziell für innovative KMU, und das Programm LIFE fördert Umwelt- und Klimaprojekte. Interreg-Programme wie Interreg Ungarn–Kroatien fördern die grenzüberschreitende Zusammenarbeit, daher bewerben Sie sich gemeinsam mit Partnern aus anderen Ländern. Der Wettbewerb ist europaweit und die Anträge sind anspruchsvoller, weshalb sich der Aufwand meist lohnt, wenn Sie eine klare Innovation oder Partnerschaft und einige Monate Vorbereitungszeit haben. Anträge für Horizont Europa und LIFE werden über das Funding & Tenders Portal der Europäischen Kommission eingereicht.',
    },
  },
  {
    key: 'de-minimis-aid',
    page: '/insights',
    question: {
      hr: 'Što su potpore male vrijednosti (de minimis) i koliki je limit?',
      en: 'What is de minimis aid, and what is the limit?',
      de: 'Was sind De-minimis-Beihilfen, und wie hoch ist die Obergrenze?',
    },
    answer: {
      hr: 'Potpore male vrijednosti su državne potpore koje se zbog malog iznosa ne smatraju prijetnjom tržišnom natjecanju, pa se mogu dodijeliti po jednostavnijim pravilima. Prema Uredbi Komisije (EU) 2023/2831 jedan poduzetnik u bilo kojem razdoblju od tri godine može primiti najviše 300.000 eura takvih potpora, pri čemu se povezana poduzeća zbrajaju kao „jedinstveni poduzetnik“. U limit se ubrajaju sve potpore male vrijednosti, bez obzira na to dodjeljuje li ih grad, županija ili ministarstvo ili se financiraju iz EU fondova, pa uz prijavu obično dajete izjavu o već primljenim potporama. Za primarnu poljoprivrednu proizvodnju i ribarstvo vrijede posebna pravila s nižim limitima.',
      en: 'De minimis aid is state aid that is considered too small to distort competition, so it can be granted under simpler rules. Under Commission Regulation (EU) 2023/2831, a single undertaking may receive no more than €300,000 of such aid over any period of three years, and linked companies are counted together as one “single undertaking”. All de minimis aid counts towards the limit, whether it comes from a city, a county, a ministry or EU funds, so with your application you usually submit a statement of the aid already received. Separate rules with lower ceilings apply to primary agricultural production and fisheries.',
      de: 'De-minimis-Beihilfen sind staatliche Beihilfen, die wegen ihres geringen Umfangs als unbedenklich für den Wettbewerb gelten und daher nach einfacheren Regeln gewährt werden können. Nach der Verordnung (EU) 2023/2831 der Kommission darf ein einziges Unternehmen in einem beliebigen Zeitraum von drei Jahren höchstens 300.000 Euro solcher Beihilfen erhalten, wobei verbundene Unternehmen als „ein einziges Unternehmen“ zusammengerechnet werden. Auf die Obergrenze werden alle De-minimis-Beihilfen angerechnet, ob sie von einer Stadt, einer Gespanschaft, einem Ministerium oder aus EU-Fonds stammen; deshalb reichen Sie mit dem Antrag meist eine Erklärung über bereits erhaltene Beihilfen ein. Für die landwirtschaftliche Primärerzeugung und die Fischerei gelten gesonderte Regeln mit niedrigeren Obergrenzen.',
    },
  },
  {
    key: 'own-contribution',
    page: '/services/financial-advisory',
    question: {
      hr: 'Koliki dio projekta moram financirati sam?',
      en: 'How much of the project do I have to finance myself?',
      de: 'Welchen Anteil des Projekts muss ich selbst finanzieren?',
    },
    answer: {
      hr: 'Ovisi o pozivu, veličini poduzeća i vrsti potpore: kod ulaganja mikro i malih poduzeća potpora često pokriva do 50–70 % prihvatljivih troškova, srednja poduzeća obično dobivaju nešto manje, a velika još manje. Ostatak prihvatljivih troškova i sve neprihvatljive troškove financirate sami, a PDV koji možete odbiti kao pretporez u pravilu nije prihvatljiv trošak. Vlastito učešće možete osigurati iz vlastitih sredstava ili kredita, ali ne iz druge javne potpore za iste troškove. Budući da se potpora najčešće isplaćuje naknadno, planirajte i kako ćete premostiti razdoblje dok sredstva ne stignu.',
      en: 'It depends on the call, the size of your company and the type of aid: for investments by micro and small enterprises the grant often covers up to 50–70% of eligible costs, medium-sized enterprises usually receive somewhat less and large companies less still. You finance the rest of the eligible costs and all ineligible costs yourself, and VAT that you can deduct as input tax is usually not an eligible cost. Your own contribution can come from your own funds or a loan, but not from another public grant for the same costs. Since the grant is usually paid out afterwards, also plan how you will bridge the period until the money arrives.',
      de: 'Das hängt von der Ausschreibung, der Unternehmensgröße und der Beihilfeart ab: Bei Investitionen von Kleinst- und Kleinunternehmen deckt der Zuschuss oft bis zu 50–70 % der förderfähigen Kosten, mittlere Unternehmen erhalten meist etwas weniger und große Unternehmen noch weniger. Den Rest der förderfähigen Kosten und alle nicht förderfähigen Kosten finanzieren Sie selbst; die Mehrwertsteuer, die Sie als Vorsteuer abziehen können, ist in der Regel nicht förderfähig. Ihren Eigenanteil können Sie aus eigenen Mitteln oder über einen Kredit aufbringen, nicht aber aus einer anderen öffentlichen Förderung für dieselben Kosten. Da der Zuschuss meist nachträglich ausgezahlt wird, sollten Sie auch die Zwischenfinanzierung bis zum Zahlungseingang einplanen.',
    },
  },
  {
    key: 'eligible-costs',
    page: '/services/eu-funding',
    question: {
      hr: 'Koji su troškovi prihvatljivi, a koji nisu?',
      en: 'Which costs are eligible and which are not?',
      de: 'Welche Kosten sind förderfähig und welche nicht?',
    },
    answer: {
      hr: 'Prihvatljive troškove propisuje svaki poziv, a najčešće su to strojevi i oprema, građenje ili uređenje prostora, softver i druga nematerijalna imovina, vanjske usluge, edukacije te promidžba i vidljivost projekta. Trošak mora nastati u razdoblju prihvatljivosti, biti nužan za projekt, nabavljen prema propisanim pravilima i dokumentiran računom i dokazom o plaćanju. Obično nisu prihvatljivi PDV koji se može odbiti, kamate, kazne, rabljena oprema, osobni automobili i kupnja zemljišta iznad propisanog udjela. Zato proračun projekta slažemo stavku po stavku prema pravilima konkretnog poziva.',
      en: 'Each call sets out its eligible costs, most commonly machinery and equipment, construction or refurbishment of premises, software and other intangible assets, external services, training, and publicity for the project. A cost must be incurred within the eligibility period, be necessary for the project, be procured under the prescribed rules and be supported by an invoice and proof of payment. Usually ineligible are recoverable VAT, interest, fines, second-hand equipment, passenger cars and land purchases above the permitted share. That is why we build the project budget item by item according to the rules of the specific call.',
      de: 'Jede Ausschreibung legt die förderfähigen Kosten fest; am häufigsten sind dies Maschinen und Ausrüstung, Bau oder Umbau von Räumlichkeiten, Software und andere immaterielle Vermögenswerte, externe Dienstleistungen, Schulungen sowie Öffentlichkeitsarbeit für das Projekt. Kosten müssen im Förderzeitraum entstehen, für das Projekt notwendig sein, nach den vorgeschriebenen Regeln beschafft und durch Rechnung und Zahlungsnachweis belegt werden. In der Regel nicht förderfähig sind abziehbare Mehrwertsteuer, Zinsen, Bußgelder, gebrauchte Ausrüstung, Pkw und Grundstückskäufe über dem zulässigen Anteil. Deshalb erstellen wir das Projektbudget Posten für Posten nach den Regeln der jeweiligen Ausschreibung.',
    },
  },
  {
    key: 'start-before-application',
    page: '/insights',
    question: {
      hr: 'Smijem li kupiti opremu ili započeti radove prije prijave na natječaj?',
      en: 'Can I buy equipment or start work before applying?',
      de: 'Darf ich vor der Antragstellung Ausrüstung kaufen oder mit den Arbeiten beginnen?',
    },
    answer: {
      hr: 'U pravilu ne biste trebali. Kod većine državnih potpora vrijedi pravilo učinka poticaja: projekt ne smije započeti prije podnošenja prijave, a početkom se obično smatra prva čvrsta obveza, primjerice potpisana narudžba, ugovor ili uplata predujma dobavljaču. Pripremne aktivnosti poput ishođenja dozvola, izrade studija ili prikupljanja ponuda najčešće se ne smatraju početkom radova. Točan datum od kojeg su troškovi prihvatljivi piše u svakom pozivu, pa ga provjerite prije nego što bilo što naručite.',
      en: 'As a rule, you should not. For most state aid the incentive effect rule applies: the project must not start before the application is submitted, and the start is usually the first firm commitment, such as a signed order, a contract or an advance payment to a supplier. Preparatory steps such as obtaining permits, commissioning studies or collecting quotes are usually not treated as the start of work. Every call states the exact date from which costs are eligible, so check it before you order anything.',
      de: 'In der Regel nicht. Bei den meisten staatlichen Beihilfen gilt der Anreizeffekt: Das Projekt darf nicht vor der Antragstellung beginnen, und als Beginn gilt meist die erste verbindliche Verpflichtung, etwa eine unterschriebene Bestellung, ein Vertrag oder eine Anzahlung an den Lieferanten. Vorbereitende Schritte wie das Einholen von Genehmigungen, Studien oder Angeboten gelten meist nicht als Arbeitsbeginn. Ab welchem Datum Kosten förderfähig sind, steht in jeder Ausschreibung; prüfen Sie es also, bevor Sie etwas bestellen.',
    },
  },
  {
    key: 'how-to-submit',
    page: '/otvoreni-natjecaji',
    question: {
      hr: 'Gdje se objavljuju pozivi i kako se podnosi prijava?',
      en: 'Where are calls published, and how is an application submitted?',
      de: 'Wo werden Ausschreibungen veröffentlicht, und wie wird ein Antrag eingereicht?',
    },
    answer: {
      hr: 'Pozivi iz PKK-a, ITP-a i NPOO-a objavljuju se na portalu fondovieu.gov.hr, a prijave se najčešće podnose elektronički kroz sustav eFondovi. Pozive iz Strateškog plana ZPP-a objavljuje Agencija za plaćanja u poljoprivredi, ribarstvu i ruralnom razvoju, a prijave se uglavnom podnose kroz njezin sustav AGRONET, dok nacionalni i lokalni davatelji potpora imaju vlastite obrasce i sustave. Prijavu službeno podnosi prijavitelj, a mi pripremamo sav sadržaj, dokumentaciju i obrasce. Nakon predaje izmjene obično više nisu moguće, pa prijavu prije slanja još jednom zajedno prolazimo.',
      en: 'Calls under the PKK, ITP and NPOO are published on the fondovieu.gov.hr portal, and applications are mostly submitted electronically through the eFondovi system. CAP Strategic Plan calls are published by the Paying Agency for Agriculture, Fisheries and Rural Development (APPRRR) and mostly submitted through its AGRONET system, while national and local grant providers have their own forms and systems. The application is formally submitted by the applicant, and we prepare all the content, documents and forms. Once submitted, an application usually cannot be changed, so we go through it with you one last time before sending.',
      de: 'Ausschreibungen aus PKK, ITP und NPOO werden auf dem Portal fondovieu.gov.hr veröffentlicht, und Anträge werden meist elektronisch über das System eFondovi eingereicht. Ausschreibungen aus dem GAP-Strategieplan veröffentlicht die Zahlstelle für Landwirtschaft, Fischerei und ländliche Entwicklung (APPRRR), eingereicht wird meist über deren System AGRONET; nationale und lokale Fördergeber haben eigene Formulare und Systeme. Formal reicht der Antragsteller den Antrag ein, wir bereiten sämtliche Inhalte, Unterlagen und Formulare vor. Nach der Einreichung sind Änderungen meist nicht mehr möglich, daher gehen wir den Antrag vor dem Absenden noch einmal gemeinsam mit Ihnen durch.',
    },
  },
  {
    key: 'preparation-time',
    page: '/tools',
    question: {
      hr: 'Koliko traje priprema prijave?',
      en: 'How long does it take to prepare an application?',
      de: 'Wie lange dauert die Vorbereitung eines Antrags?',
    },
    answer: {
      hr: 'Za jednostavnije nacionalne i lokalne potpore obično su dovoljna dva do tri tjedna, a za tipičan investicijski projekt iz EU fondova računajte na četiri do osam tjedana. Projekti s građenjem, istraživanjem i razvojem ili partnerima traju i dulje, nerijetko dva do tri mjeseca. Najviše vremena obično odnose dozvole, ponude dobavljača i usklađivanje proračuna, a ne samo pisanje. Okvirno trajanje pojedinih faza za različite programe možete vidjeti u našem alatu za procjenu trajanja prijave.',
      en: 'For simpler national and local grants two to three weeks is usually enough, while for a typical EU-funded investment project you should allow four to eight weeks. Projects involving construction, research and development or partners take longer, often two to three months. Permits, supplier quotes and aligning the budget usually take more time than the writing itself. You can see the typical duration of each phase for different programmes in our timeline estimator.',
      de: 'Für einfachere nationale und lokale Förderungen reichen meist zwei bis drei Wochen, für ein typisches EU-gefördertes Investitionsprojekt sollten Sie vier bis acht Wochen einplanen. Projekte mit Bauarbeiten, Forschung und Entwicklung oder Partnern dauern länger, oft zwei bis drei Monate. Genehmigungen, Lieferantenangebote und die Abstimmung des Budgets kosten meist mehr Zeit als das Schreiben selbst. Die übliche Dauer der einzelnen Phasen für verschiedene Programme zeigt Ihnen unser Zeitplan-Schätzer.',
    },
  },
  {
    key: 'evaluation-time',
    page: '/tools',
    question: {
      hr: 'Koliko traje ocjenjivanje prijave?',
      en: 'How long does the evaluation take?',
      de: 'Wie lange dauert die Bewertung eines Antrags?',
    },
    answer: {
      hr: 'Od predaje prijave do odluke o financiranju najčešće prođe tri do šest mjeseci, a kod poziva s mnogo prijava i dulje. Ocjenjivanje obično teče u fazama: administrativna provjera, provjera prihvatljivosti, ocjena kvalitete i na kraju odluka o financiranju. U tom razdoblju nadležno tijelo može zatražiti pojašnjenja ili dopune s kratkim rokom za odgovor, pa netko mora redovito pratiti sustav i e-poštu; za naše klijente to radimo mi. Kod poziva na koje se odlučuje redoslijedom zaprimanja prijava odluka može stići i brže.',
      en: 'From submission to the funding decision it usually takes three to six months, and longer for calls with many applications. Evaluation normally runs in stages: an administrative check, an eligibility check, a quality assessment and finally the funding decision. During this time the authority may ask for clarifications or additional documents with a short deadline, so someone needs to keep an eye on the system and e-mail; for our clients, we do that. For calls decided in order of receipt, the decision can come sooner.',
      de: 'Von der Einreichung bis zur Förderentscheidung vergehen meist drei bis sechs Monate, bei Ausschreibungen mit vielen Anträgen auch länger. Die Bewertung erfolgt in der Regel in Stufen: formale Prüfung, Prüfung der Förderfähigkeit, Qualitätsbewertung und schließlich die Förderentscheidung. In dieser Zeit kann die zuständige Stelle Klarstellungen oder Nachreichungen mit kurzer Frist anfordern, daher muss jemand das System und die E-Mails im Blick behalten; für unsere Kunden übernehmen wir das. Bei Ausschreibungen, die nach Eingangsreihenfolge entschieden werden, kann die Entscheidung schneller kommen.',
    },
  },
  {
    key: 'after-grant-decision',
    page: '/services/eu-funding',
    question: {
      hr: 'Što slijedi nakon odluke o financiranju?',
      en: 'What happens after the funding decision?',
      de: 'Was passiert nach der Förderentscheidung?',
    },
    answer: {
      hr: 'Nakon odluke potpisuje se ugovor o dodjeli bespovratnih sredstava, kojim se utvrđuju iznos potpore, rokovi, pokazatelji i obveze korisnika. Zatim provodite nabave, ulaganje i ostale aktivnosti projekta te redovito podnosite zahtjeve za nadoknadu sredstava i izvješća. Nakon završetka projekta slijedi razdoblje trajnosti, najčešće tri godine za mala i srednja poduzeća i pet godina za velika, u kojem morate održati rezultate i omogućiti provjere na licu mjesta. Pomažemo vam kroz cijelo to razdoblje, od ugovaranja do posljednjeg izvješća.',
      en: 'After the decision you sign a grant agreement (ugovor o dodjeli bespovratnih sredstava), which sets out the grant amount, deadlines, indicators and your obligations as a beneficiary. You then carry out the procurement, the investment and the other project activities, and regularly submit reimbursement claims and reports. After the project ends there is a durability period, usually three years for SMEs and five for large companies, during which you must maintain the results and allow on-the-spot checks. We support you throughout, from the contract to the last report.',
      de: 'Nach der Entscheidung wird der Fördervertrag (ugovor o dodjeli bespovratnih sredstava) unterzeichnet, der Förderbetrag, Fristen, Indikatoren und Ihre Pflichten als Begünstigter festlegt. Danach führen Sie die Beschaffungen, die Investition und die übrigen Projektaktivitäten durch und reichen regelmäßig Erstattungsanträge und Berichte ein. Nach Projektende folgt eine Zweckbindungsfrist, meist drei Jahre für KMU und fünf Jahre für große Unternehmen, in der Sie die Ergebnisse erhalten und Vor-Ort-Kontrollen ermöglichen müssen. Wir begleiten Sie in dieser ganzen Zeit, vom Vertrag bis zum letzten Bericht.',
    },
  },
  {
    key: 'procurement-rules-nojn',
    page: '/services/eu-funding',
    question: {
      hr: 'Moram li kao korisnik potpore provoditi javnu nabavu?',
      en: 'Do I have to follow procurement rules as a grant beneficiary?',
      de: 'Muss ich als Förderempfänger Vergaberegeln einhalten?',
    },
    answer: {
      hr: 'Ako niste obveznik Zakona o javnoj nabavi, ne primjenjujete taj zakon, ali morate poštovati pravila nabave za osobe koje nisu obveznici Zakona o javnoj nabavi (NOJN), koja su sastavni dio poziva i ugovora. Ovisno o vrijednosti nabave, to znači prikupljanje više ponuda ili objavu postupka s jasnim i nediskriminirajućim uvjetima, rokovima i kriterijima odabira. Posebno treba paziti na sukob interesa i na to da tehničke specifikacije ne budu pisane za jednog dobavljača. Pogreške u nabavi jedan su od najčešćih razloga financijskih korekcija, pa nabave pripremamo i provodimo zajedno s klijentima.',
      en: 'If you are not bound by the Public Procurement Act (Zakon o javnoj nabavi), you do not apply it, but you must follow the procurement rules for entities not bound by that act (NOJN), which form part of the call and the contract. Depending on the value of the purchase, this means collecting several offers or publishing a procedure with clear, non-discriminatory conditions, deadlines and selection criteria. Particular care is needed with conflicts of interest and to make sure technical specifications are not written for a single supplier. Procurement errors are one of the most common reasons for financial corrections, so we prepare and run procurement procedures together with our clients.',
      de: 'Wenn Sie nicht unter das kroatische Vergabegesetz (Zakon o javnoj nabavi) fallen, wenden Sie es nicht an, müssen aber die Beschaffungsregeln für Stellen einhalten, die diesem Gesetz nicht unterliegen (NOJN); sie sind Bestandteil der Ausschreibung und des Vertrags. Je nach Auftragswert bedeutet das, mehrere Angebote einzuholen oder ein Verfahren mit klaren, nichtdiskriminierenden Bedingungen, Fristen und Auswahlkriterien zu veröffentlichen. Besonders zu achten ist auf Interessenkonflikte und darauf, dass technische Spezifikationen nicht auf einen einzigen Anbieter zugeschnitten sind. Fehler bei der Beschaffung gehören zu den häufigsten Gründen für Finanzkorrekturen, deshalb bereiten wir Vergabeverfahren gemeinsam mit unseren Kunden vor und führen sie durch.',
    },
  },
  {
    key: 'payments-and-reporting',
    page: '/services/financial-advisory',
    question: {
      hr: 'Kako se isplaćuju sredstva i kakva izvješća moram podnositi?',
      en: 'How is the grant paid out, and what reports do I have to submit?',
      de: 'Wie wird der Zuschuss ausgezahlt, und welche Berichte muss ich einreichen?',
    },
    answer: {
      hr: 'Sredstva se najčešće isplaćuju kao nadoknada: troškove najprije platite, a zatim ih kroz zahtjev za nadoknadu sredstava (ZNS) dokazujete računima, izvodima i dokumentacijom o nabavi. Ako poziv to predviđa, možete zatražiti i predujam, odnosno dio potpore unaprijed, koji se obično osigurava bjanko zadužnicom i kasnije opravdava troškovima. Uz zahtjeve se podnose izvješća o napretku, završno izvješće te, nakon završetka projekta, izvješća u razdoblju trajnosti. Obrada zahtjeva može trajati od nekoliko tjedana do nekoliko mjeseci, što treba uzeti u obzir u planu novčanog tijeka.',
      en: 'The grant is usually paid as a reimbursement: you pay the costs first and then claim them back through a reimbursement claim (zahtjev za nadoknadu sredstava, ZNS), supported by invoices, bank statements and procurement documents. If the call allows it, you can also request an advance payment, part of the grant paid up front, which is usually secured with a blank promissory note (bjanko zadužnica) and later justified by costs. Along with the claims you submit progress reports, a final report and, after the project ends, reports during the durability period. Processing a claim can take anywhere from several weeks to several months, which should be reflected in your cash-flow plan.',
      de: 'Der Zuschuss wird meist als Erstattung ausgezahlt: Sie bezahlen die Kosten zunächst selbst und weisen sie dann mit einem Erstattungsantrag (zahtjev za nadoknadu sredstava, ZNS) anhand von Rechnungen, Kontoauszügen und Vergabeunterlagen nach. Sofern die Ausschreibung es vorsieht, können Sie auch eine Vorauszahlung beantragen, also einen Teil des Zuschusses im Voraus, die meist mit einem Blanko-Schuldschein (bjanko zadužnica) besichert und später durch Kosten belegt wird. Zusammen mit den Anträgen reichen Sie Fortschrittsberichte, einen Abschlussbericht und nach Projektende Berichte während der Zweckbindungsfrist ein. Die Bearbeitung eines Antrags kann einige Wochen bis einige Monate dauern, was Sie in Ihrer Liquiditätsplanung berücksichtigen sollten.',
    },
  },
  {
    key: 'required-documents',
    page: '/tools',
    question: {
      hr: 'Koje dokumente obično trebam za prijavu?',
      en: 'Which documents do I usually need for an application?',
      de: 'Welche Unterlagen brauche ich üblicherweise für einen Antrag?',
    },
    answer: {
      hr: 'Najčešće se traže izvadak iz sudskog ili obrtnog registra s OIB-om, godišnji financijski izvještaji (GFI) za posljednju jednu ili dvije godine, obrazac BON-2 iz banke i potvrda Porezne uprave o nepostojanju duga, obično ne starija od 30 dana. Uz to se prilažu poslovni plan ili obrazac prijave, izjava o primljenim potporama male vrijednosti, ponude dobavljača te, ovisno o projektu, dozvole i dokazi o vlasništvu ili pravu korištenja nekretnine. Točan popis i rok valjanosti dokumenata navedeni su u svakom pozivu. U našem popisu dokumenata možete označiti što već imate i vidjeti što još treba pripremiti.',
      en: 'Calls most often ask for an extract from the court or crafts register showing your OIB (personal identification number), annual financial statements (GFI) for the last one or two years, a BON-2 form from your bank and a certificate from the Tax Administration (Porezna uprava) that you have no tax debt, usually not older than 30 days. You will also need a business plan or application form, a statement on de minimis aid received, supplier quotes and, depending on the project, permits and proof of ownership or the right to use the property. Each call lists the exact documents and how recent they must be. In our document checklist you can tick what you already have and see what is still missing.',
      de: 'Meist verlangt werden ein Auszug aus dem Gerichts- oder Gewerberegister mit der OIB (kroatische Identifikationsnummer), die Jahresabschlüsse (GFI) der letzten ein bis zwei Jahre, das Formular BON-2 Ihrer Bank und eine Bescheinigung der Steuerverwaltung (Porezna uprava), dass keine Steuerschulden bestehen, in der Regel nicht älter als 30 Tage. Hinzu kommen ein Businessplan oder Antragsformular, eine Erklärung über erhaltene De-minimis-Beihilfen, Lieferantenangebote und je nach Projekt Genehmigungen sowie Nachweise über Eigentum oder Nutzungsrecht an der Immobilie. Die genaue Liste und die Gültigkeitsdauer der Unterlagen stehen in jeder Ausschreibung. In unserer Dokumenten-Checkliste können Sie abhaken, was Sie bereits haben, und sehen, was noch fehlt.',
    },
  },
  {
    key: 'nkd-code',
    page: '/#funding-check',
    question: {
      hr: 'Što je šifra djelatnosti NKD i gdje je mogu pronaći?',
      en: 'What is an NKD activity code, and where can I find it?',
      de: 'Was ist ein NKD-Tätigkeitscode, und wo finde ich ihn?',
    },
    answer: {
      hr: 'NKD je Nacionalna klasifikacija djelatnosti, a šifra u obliku 62.01 označava djelatnost kojom se vaše poduzeće pretežno bavi. Svoju šifru pronaći ćete u obavijesti o razvrstavanju poslovnog subjekta prema NKD-u koju izdaje Državni zavod za statistiku, a zna je i vaš knjigovođa. Mnogi pozivi ograničeni su na određene šifre ili neke izričito isključuju, a važna je i djelatnost u kojoj se projekt provodi; poziv navodi i koju verziju klasifikacije primjenjuje. Upišite OIB i šifru u našu provjeru mogućnosti financiranja i vidjet ćete otvorene natječaje za svoju djelatnost.',
      en: 'NKD is the Croatian National Classification of Activities (Nacionalna klasifikacija djelatnosti), and a code in the format 62.01 identifies your company’s main line of business. You can find your code in the notice of classification by NKD (obavijest o razvrstavanju) issued by the Croatian Bureau of Statistics (DZS), and your accountant will know it too. Many calls are limited to certain codes or explicitly exclude some, and the activity in which the project is carried out also matters; each call also states which version of the classification it uses. Enter your OIB and code in our funding check to see the open calls that match your activity.',
      de: 'NKD ist die kroatische Nationale Klassifikation der Wirtschaftstätigkeiten (Nacionalna klasifikacija djelatnosti); ein Code im Format 62.01 bezeichnet die Haupttätigkeit Ihres Unternehmens. Ihren Code finden Sie in der Mitteilung über die Einstufung nach NKD (obavijest o razvrstavanju), die das Kroatische Statistikamt (DZS) ausstellt, und auch Ihre Buchhaltung kennt ihn. Viele Ausschreibungen sind auf bestimmte Codes beschränkt oder schließen einige ausdrücklich aus, und es zählt auch die Tätigkeit, in der das Projekt umgesetzt wird; jede Ausschreibung gibt zudem an, welche Version der Klassifikation sie verwendet. Geben Sie Ihre OIB und Ihren Code in unsere Förderprüfung ein, um die offenen Ausschreibungen für Ihre Tätigkeit zu sehen.',
    },
  },
  {
    key: 'business-plan-eu-application',
    page: '/services/eu-business-plans',
    question: {
      hr: 'Što mora sadržavati poslovni plan za prijavu na EU natječaj?',
      en: 'What should a business plan for an EU funding application contain?',
      de: 'Was muss ein Businessplan für einen EU-Förderantrag enthalten?',
    },
    answer: {
      hr: 'Poslovni plan mora pratiti predložak i kriterije ocjenjivanja iz poziva: opis poduzeća i projekta, analizu tržišta i konkurencije, plan aktivnosti, proračun te financijske projekcije s pokazateljima isplativosti. Ocjenjivači boduju upravo ono što piše u planu, pa svaka tvrdnja treba biti potkrijepljena brojkama i usklađena s proračunom i ponudama. Česta je pogreška preoptimistična prodaja ili pokazatelj koji poduzeće kasnije ne može ostvariti, zbog čega se u provedbi može tražiti povrat dijela sredstava. Plan zato pišemo tako da bude uvjerljiv ocjenjivačima i ostvariv za vas.',
      en: 'The business plan has to follow the call’s template and evaluation criteria: a description of the company and the project, a market and competitor analysis, an activity plan, a budget and financial projections with profitability indicators. Evaluators score exactly what is written in the plan, so every claim should be backed by figures and consistent with the budget and supplier quotes. A common mistake is overly optimistic sales or an indicator the company later cannot achieve, which can lead to part of the grant being reclaimed during implementation. That is why we write the plan so that it convinces the evaluators and is achievable for you.',
      de: 'Der Businessplan muss der Vorlage und den Bewertungskriterien der Ausschreibung folgen: Beschreibung von Unternehmen und Projekt, Markt- und Wettbewerbsanalyse, Aktivitätenplan, Budget sowie Finanzprognosen mit Rentabilitätskennzahlen. Die Gutachter bewerten genau das, was im Plan steht, daher sollte jede Aussage mit Zahlen belegt und mit Budget und Angeboten abgestimmt sein. Ein häufiger Fehler sind zu optimistische Umsätze oder Indikatoren, die das Unternehmen später nicht erreicht, was zur Rückforderung eines Teils des Zuschusses führen kann. Deshalb schreiben wir den Plan so, dass er die Gutachter überzeugt und für Sie umsetzbar bleibt.',
    },
  },
  {
    key: 'business-plan-bank-loan',
    page: '/services/grant-business-plans',
    question: {
      hr: 'Izrađujete li poslovni plan za bankovni kredit?',
      en: 'Do you prepare business plans for bank loans?',
      de: 'Erstellen Sie auch Businesspläne für Bankkredite?',
    },
    answer: {
      hr: 'Da. Banke, HBOR i HAMAG-BICRO za investicijske kredite i jamstva traže poslovni plan ili investicijsku studiju s projekcijom novčanog tijeka koja pokazuje da možete uredno otplaćivati kredit. Plan izrađujemo prema zahtjevima konkretnog kreditora, s realnim pretpostavkama i analizom osjetljivosti. Ako istodobno planirate prijavu na natječaj, oba dokumenta usklađujemo tako da kredit može pokriti i vaše vlastito učešće u projektu.',
      en: 'Yes. For investment loans and guarantees, banks, HBOR and HAMAG-BICRO ask for a business plan or investment study with cash-flow projections showing that you can repay the loan. We prepare the plan to the specific lender’s requirements, with realistic assumptions and a sensitivity analysis. If you are also planning a grant application, we align the two so that the loan can also cover your own contribution to the project.',
      de: 'Ja. Für Investitionskredite und Bürgschaften verlangen Banken, die HBOR und HAMAG-BICRO einen Businessplan oder eine Investitionsstudie mit Cashflow-Prognose, die zeigt, dass Sie den Kredit ordnungsgemäß zurückzahlen können. Wir erstellen den Plan nach den Anforderungen des jeweiligen Kreditgebers, mit realistischen Annahmen und einer Sensitivitätsanalyse. Wenn Sie gleichzeitig einen Förderantrag planen, stimmen wir beides so ab, dass der Kredit auch Ihren Eigenanteil am Projekt abdecken kann.',
    },
  },
  {
    key: 'loans-and-guarantees',
    page: '/services/financial-advisory',
    question: {
      hr: 'Što ako za moj projekt trenutačno nema otvorenog natječaja?',
      en: 'What if there is no open call for my project right now?',
      de: 'Was, wenn es für mein Projekt gerade keine offene Ausschreibung gibt?',
    },
    answer: {
      hr: 'Tada vrijedi razmotriti financijske instrumente: HAMAG-BICRO nudi mikrozajmove i male zajmove iz nacionalnih i EU izvora te jamstva za bankovne kredite, a HBOR investicijske kredite, često povoljnije od komercijalnih. Takva se sredstva vraćaju, ali su obično dostupna tijekom cijele godine i ne ovise o rokovima i bodovanju poziva. Ponekad je bolje projekt odmah financirati kreditom nego čekati natječaj koji možda neće odgovarati vašem ulaganju. U sklopu financijskog savjetovanja usporedit ćemo oba puta i izračunati što se vama više isplati.',
      en: 'Then it is worth looking at financial instruments: HAMAG-BICRO offers micro and small loans from national and EU sources and guarantees for bank loans, and HBOR offers investment loans, often on better terms than commercial ones. These have to be repaid, but they are usually available all year and do not depend on call deadlines and scoring. Sometimes it is better to finance a project with a loan now than to wait for a call that may not fit your investment. As part of our financial advisory we compare both routes and work out which pays off better for you.',
      de: 'Dann lohnt sich ein Blick auf Finanzinstrumente: HAMAG-BICRO bietet Mikro- und Kleindarlehen aus nationalen und EU-Mitteln sowie Bürgschaften für Bankkredite, die HBOR Investitionskredite, oft zu günstigeren Konditionen als bei Geschäftsbanken. Diese Mittel müssen zurückgezahlt werden, sind aber meist das ganze Jahr über verfügbar und hängen nicht von Fristen und Punktebewertungen ab. Manchmal ist es besser, ein Projekt gleich mit einem Kredit zu finanzieren, als auf eine Ausschreibung zu warten, die vielleicht nicht zu Ihrer Investition passt. Im Rahmen unserer Finanzberatung vergleichen wir beide Wege und rechnen aus, was sich für Sie mehr lohnt.',
    },
  },
  {
    key: 'energy-efficiency',
    page: '/otvoreni-natjecaji',
    question: {
      hr: 'Postoje li potpore za sunčane elektrane i energetsku učinkovitost u poduzeću?',
      en: 'Is there funding for solar power plants and energy efficiency in companies?',
      de: 'Gibt es Förderungen für Solaranlagen und Energieeffizienz in Unternehmen?',
    },
    answer: {
      hr: 'Da, pozivi u tom području objavljuju se redovito. Ulaganja poduzeća u obnovljive izvore energije, primjerice sunčane elektrane za vlastitu potrošnju, i u energetsku učinkovitost financiraju se iz PKK-a i NPOO-a, a Fond za zaštitu okoliša i energetsku učinkovitost (FZOEU) objavljuje i vlastite pozive. Uvjeti se razlikuju prema snazi elektrane, vrsti objekta i tome smije li se višak energije prodavati u mrežu, a često se traži energetski pregled ili projektna dokumentacija. Aktualne pozive pratimo i objavljujemo na stranici otvorenih natječaja.',
      en: 'Yes, calls in this area are published regularly. Company investments in renewable energy, such as solar power plants for own consumption, and in energy efficiency are funded from the PKK and the NPOO, and the Environmental Protection and Energy Efficiency Fund (FZOEU) also publishes its own calls. Conditions differ by plant capacity, type of building and whether surplus energy may be sold to the grid, and an energy audit or design documentation is often required. We follow current calls and publish them on our open calls page.',
      de: 'Ja, in diesem Bereich werden regelmäßig Ausschreibungen veröffentlicht. Investitionen von Unternehmen in erneuerbare Energien, etwa Solaranlagen für den Eigenverbrauch, und in Energieeffizienz werden aus dem PKK und dem NPOO gefördert, und der Fonds für Umweltschutz und Energieeffizienz (FZOEU) veröffentlicht auch eigene Ausschreibungen. Die Bedingungen unterscheiden sich nach Anlagenleistung, Gebäudeart und danach, ob überschüssiger Strom ins Netz verkauft werden darf, und oft werden ein Energieaudit oder Planungsunterlagen verlangt. Aktuelle Ausschreibungen verfolgen wir und veröffentlichen sie auf unserer Seite mit offenen Ausschreibungen.',
    },
  },
  {
    key: 'startups',
    page: '/services/entrepreneur-consulting',
    question: {
      hr: 'Može li se prijaviti tek osnovano poduzeće ili startup?',
      en: 'Can a newly founded company or start-up apply?',
      de: 'Kann sich ein neu gegründetes Unternehmen oder Start-up bewerben?',
    },
    answer: {
      hr: 'Na mnoge investicijske pozive ne može, jer se traži barem jedna zaključena poslovna godina, prihodi ili zaposleni. Novim poduzetnicima ipak su dostupne potpore za samozapošljavanje Hrvatskog zavoda za zapošljavanje, gradske i županijske potpore za početnike, mikrozajmovi i jamstva HAMAG-BICRO-a te, za inovativne startupe, programi poput EIC Acceleratora. Pomažemo vam odabrati izvor koji odgovara fazi u kojoj ste i pripremiti poslovni plan za prijavu.',
      en: 'For many investment calls it cannot, because they require at least one closed financial year, revenue or employees. New entrepreneurs can still use self-employment grants from the Croatian Employment Service (HZZ), city and county grants for start-ups, HAMAG-BICRO microloans and guarantees and, for innovative start-ups, programmes such as the EIC Accelerator. We help you choose the source that suits your stage and prepare the business plan for the application.',
      de: 'Bei vielen Investitionsausschreibungen nicht, da mindestens ein abgeschlossenes Geschäftsjahr, Umsätze oder Beschäftigte verlangt werden. Gründern stehen dennoch Existenzgründungszuschüsse der kroatischen Arbeitsagentur (HZZ), Förderungen von Städten und Gespanschaften für Gründer, Mikrodarlehen und Bürgschaften von HAMAG-BICRO sowie für innovative Start-ups Programme wie der EIC Accelerator offen. Wir helfen Ihnen, die passende Quelle für Ihre Phase zu wählen, und erstellen den Businessplan für den Antrag.',
    },
  },
  {
    key: 'craftsmen-obrt',
    page: '/services/entrepreneur-consulting',
    question: {
      hr: 'Mogu li se na natječaje prijaviti obrtnici?',
      en: 'Can sole traders (obrt) apply?',
      de: 'Können sich Einzelunternehmer (obrt) bewerben?',
    },
    answer: {
      hr: 'Da. Obrt je poduzetnik u smislu pravila o državnim potporama i na većinu poziva za mikro i mala poduzeća može se prijaviti jednako kao trgovačko društvo. Razlika je uglavnom u dokumentaciji: obrtnik koji plaća porez na dohodak umjesto GFI-ja obično prilaže godišnju prijavu poreza na dohodak i druge dokumente koje navodi poziv. Neki pozivi ograničavaju pravni oblik ili isključuju paušalne obrte, pa uvjete treba pažljivo pročitati. Prihvatljivost vašeg obrta možemo provjeriti već na prvim konzultacijama.',
      en: 'Yes. A sole trader (obrt) is an undertaking under state aid rules and can apply to most calls for micro and small enterprises in the same way as a company. The difference lies mainly in the documents: a sole trader who pays income tax usually submits the annual income tax return and other documents listed in the call instead of annual financial statements (GFI). Some calls restrict the legal form or exclude lump-sum taxed sole traders (paušalni obrt), so read the conditions carefully. We can check your eligibility as early as the first consultation.',
      de: 'Ja. Ein Einzelunternehmen (obrt) gilt nach dem Beihilferecht als Unternehmen und kann sich bei den meisten Ausschreibungen für Kleinst- und Kleinunternehmen genauso bewerben wie eine Gesellschaft. Der Unterschied liegt vor allem bei den Unterlagen: Ein einkommensteuerpflichtiger Einzelunternehmer reicht statt der Jahresabschlüsse (GFI) meist die Einkommensteuererklärung und weitere in der Ausschreibung genannte Unterlagen ein. Manche Ausschreibungen schränken die Rechtsform ein oder schließen pauschal besteuerte Einzelunternehmer (paušalni obrt) aus, lesen Sie die Bedingungen daher genau. Ihre Förderfähigkeit können wir bereits im ersten Beratungsgespräch prüfen.',
    },
  },
  {
    key: 'family-farms-opg',
    page: '/services/grant-business-plans',
    question: {
      hr: 'Mogu li OPG-ovi dobiti bespovratna sredstva?',
      en: 'Can family farms (OPG) receive grants?',
      de: 'Können landwirtschaftliche Familienbetriebe (OPG) Zuschüsse erhalten?',
    },
    answer: {
      hr: 'Mogu, ponajprije kroz intervencije Strateškog plana Zajedničke poljoprivredne politike (ZPP) 2023.–2027., čije natječaje provodi Agencija za plaćanja u poljoprivredi, ribarstvu i ruralnom razvoju. Financiraju se, primjerice, ulaganja u poljoprivredna gospodarstva, prerada poljoprivrednih proizvoda, potpora mladim poljoprivrednicima i razvoj malih gospodarstava. Uvjet je upis u Upisnik poljoprivrednika, a prihvatljivost i bodovanje često ovise o ekonomskoj veličini gospodarstva. OPG-ovi se mogu prijaviti i na natječaje lokalnih akcijskih grupa (LAG) te na županijske i gradske potpore.',
      en: 'Yes, mainly through the interventions of the CAP Strategic Plan 2023–2027 (Strateški plan ZPP), whose calls are run by the Paying Agency for Agriculture, Fisheries and Rural Development (APPRRR). They fund, for example, investments in farms, the processing of agricultural products, support for young farmers and the development of small farms. A farm must be entered in the Register of Farmers (Upisnik poljoprivrednika), and eligibility and scoring often depend on the farm’s economic size. Family farms can also apply to calls by local action groups (LAGs) and for county and city grants.',
      de: 'Ja, vor allem über die Interventionen des GAP-Strategieplans 2023–2027 (Strateški plan ZPP), dessen Ausschreibungen die Zahlstelle für Landwirtschaft, Fischerei und ländliche Entwicklung (APPRRR) durchführt. Gefördert werden zum Beispiel Investitionen in landwirtschaftliche Betriebe, die Verarbeitung von Agrarerzeugnissen, die Unterstützung von Junglandwirten und die Entwicklung kleiner Betriebe. Voraussetzung ist die Eintragung in das Landwirtschaftsregister (Upisnik poljoprivrednika), und Förderfähigkeit und Punktebewertung hängen oft von der wirtschaftlichen Betriebsgröße ab. Familienbetriebe können sich auch bei Ausschreibungen lokaler Aktionsgruppen (LAG) sowie um Förderungen von Gespanschaften und Städten bewerben.',
    },
  },
  {
    key: 'fees',
    page: '/#contact',
    question: {
      hr: 'Kako naplaćujete svoje usluge?',
      en: 'How do you charge for your services?',
      de: 'Wie rechnen Sie Ihre Leistungen ab?',
    },
    answer: {
      hr: 'Najčešće ugovaramo fiksnu naknadu za pripremu prijave i naknadu za uspjeh, koja se plaća samo ako projekt dobije financiranje. Visina ovisi o složenosti projekta, vrsti poziva i opsegu posla, primjerice o tome uključuje li suradnja i pomoć u provedbi nakon odobrenja. Točne uvjete dogovaramo na besplatnim konzultacijama od 30 minuta i navodimo ih u pisanoj ponudi i ugovoru, prije nego što se na išta obvežete. Okvirni omjer naknade i potpore možete izračunati u našem ROI kalkulatoru.',
      en: 'We usually agree a fixed fee for preparing the application and a success fee that is payable only if the project is funded. The amount depends on the complexity of the project, the type of call and the scope of work, for example whether we also support implementation after approval. We agree the exact terms in the free 30-minute consultation and set them out in a written offer and contract before you commit to anything. You can get an indicative comparison of fee and grant in our ROI calculator.',
      de: 'In der Regel vereinbaren wir ein festes Honorar für die Antragsvorbereitung und ein Erfolgshonorar, das nur fällig wird, wenn das Projekt gefördert wird. Die Höhe hängt von der Komplexität des Projekts, der Art der Ausschreibung und dem Arbeitsumfang ab, etwa davon, ob wir auch die Umsetzung nach der Bewilligung begleiten. Die genauen Bedingungen vereinbaren wir im kostenlosen 30-minütigen Beratungsgespräch und halten sie in einem schriftlichen Angebot und Vertrag fest, bevor Sie sich zu etwas verpflichten. Einen groben Vergleich von Honorar und Zuschuss liefert unser ROI-Rechner.',
    },
  },
  {
    key: 'success-guarantee',
    page: '/case-studies',
    question: {
      hr: 'Jamčite li da će prijava biti odobrena?',
      en: 'Do you guarantee that the application will be approved?',
      de: 'Garantieren Sie, dass der Antrag bewilligt wird?',
    },
    answer: {
      hr: 'Ne. Savjetnik koji jamči odobrenje obećava nešto na što ne može utjecati: o financiranju odlučuju nadležna tijela na temelju bodovanja, broja prijava i raspoloživih sredstava. Ono na što se obvezujemo jest iskrena procjena vaših izgleda prije početka rada, potpuna i uredna prijava predana na vrijeme te jasno objašnjenje ako procijenimo da projekt nije dobar kandidat za određeni poziv. Primjere projekata koje smo pripremili i što je u njima bilo presudno pogledajte u našim studijama slučaja.',
      en: 'No. A consultant who guarantees approval is promising something they cannot control: funding is decided by the competent authorities based on scoring, the number of applications and the funds available. What we do commit to is an honest assessment of your chances before we start, a complete and well-prepared application submitted on time, and a clear explanation if we think your project is not a good fit for a particular call. You can see examples of projects we have prepared, and what made the difference, in our case studies.',
      de: 'Nein. Ein Berater, der eine Bewilligung garantiert, verspricht etwas, worauf er keinen Einfluss hat: Über die Förderung entscheiden die zuständigen Stellen anhand der Punktebewertung, der Zahl der Anträge und der verfügbaren Mittel. Wozu wir uns verpflichten, ist eine ehrliche Einschätzung Ihrer Chancen vor Beginn der Arbeit, ein vollständiger und sorgfältig vorbereiteter Antrag, der fristgerecht eingereicht wird, und eine klare Auskunft, wenn Ihr Projekt unserer Einschätzung nach nicht zu einer Ausschreibung passt. Beispiele für Projekte, die wir vorbereitet haben, und was dabei den Ausschlag gab, finden Sie in unseren Fallstudien.',
    },
  },
  {
    key: 'free-consultation',
    page: '/#contact',
    question: {
      hr: 'Što su besplatne konzultacije i kako ih mogu dogovoriti?',
      en: 'What is the free consultation, and how do I book it?',
      de: 'Was ist das kostenlose Beratungsgespräch, und wie vereinbare ich einen Termin?',
    },
    answer: {
      hr: 'To je razgovor od 30 minuta, bez ikakve obveze, u kojem procjenjujemo koji natječaji odgovaraju vašem projektu, koliko je prijava realna i što vam je za nju potrebno. Termin možete zatražiti putem kontaktnog obrasca ili nas nazvati od ponedjeljka do petka od 8:00 do 17:00. Razgovor će biti znatno korisniji ako pripremite kratak opis projekta, okvirni iznos ulaganja, šifru djelatnosti i posljednje financijske izvještaje.',
      en: 'It is a 30-minute conversation, with no obligation, in which we assess which calls suit your project, how realistic an application is and what you need for it. You can request an appointment through the contact form or call us Monday to Friday from 8:00 to 17:00. The conversation is far more useful if you have a short description of the project, the approximate investment, your activity code and your latest financial statements to hand.',
      de: 'Es ist ein unverbindliches 30-minütiges Gespräch, in dem wir einschätzen, welche Ausschreibungen zu Ihrem Projekt passen, wie realistisch ein Antrag ist und was Sie dafür brauchen. Einen Termin können Sie über das Kontaktformular anfragen oder uns von Montag bis Freitag zwischen 8:00 und 17:00 Uhr anrufen. Das Gespräch ist deutlich ergiebiger, wenn Sie eine kurze Projektbeschreibung, die ungefähre Investitionssumme, Ihren Tätigkeitscode und die letzten Jahresabschlüsse bereithalten.',
    },
  },
  {
    key: 'free-tools',
    page: '/tools',
    question: {
      hr: 'Koje besplatne alate nudite na stranici?',
      en: 'Which free tools do you offer on the website?',
      de: 'Welche kostenlosen Tools bieten Sie auf der Website an?',
    },
    answer: {
      hr: 'Na stranici alata nalaze se tri alata: ROI kalkulator, koji za upisani iznos potpore pokazuje našu naknadu i vašu neto korist, procjena trajanja prijave po fazama za programe HAMAG-BICRO-a, ruralnog razvoja i regionalnih fondova te popis dokumenata za prijavu. Popis dokumenata ništa ne sprema: označene stavke postoje samo u vašem pregledniku dok je stranica otvorena. Rezultati su okvirni i ne zamjenjuju provjeru uvjeta konkretnog poziva.',
      en: 'The tools page has three: an ROI calculator that shows our fee and your net benefit for a given grant amount, a timeline estimator that breaks an application into phases for HAMAG-BICRO, rural development and regional fund programmes, and a document checklist for your application. The checklist saves nothing: the items you tick exist only in your browser while the page is open. The results are indicative and do not replace checking the conditions of a specific call.',
      de: 'Auf der Tools-Seite finden Sie drei: einen ROI-Rechner, der für einen eingegebenen Förderbetrag unser Honorar und Ihren Nettonutzen zeigt, einen Zeitplan-Schätzer mit den Phasen eines Antrags für HAMAG-BICRO, ländliche Entwicklung und Regionalfonds sowie eine Dokumenten-Checkliste für Ihren Antrag. Die Checkliste speichert nichts: Die abgehakten Punkte existieren nur in Ihrem Browser, solange die Seite geöffnet ist. Die Ergebnisse sind Richtwerte und ersetzen nicht die Prüfung der Bedingungen einer konkreten Ausschreibung.',
    },
  },
  {
    key: 'follow-new-calls',
    page: '/otvoreni-natjecaji',
    question: {
      hr: 'Kako mogu pratiti nove natječaje?',
      en: 'How can I keep track of new calls?',
      de: 'Wie kann ich neue Ausschreibungen verfolgen?',
    },
    answer: {
      hr: 'Na stranici otvorenih natječaja objavljujemo aktualne pozive s rokovima, iznosima potpore i prihvatljivim šiframa djelatnosti. Prijavom na newsletter u podnožju stranice jednom mjesečno dobivate pregled novih natječaja i savjete o financiranju. Službene pozive objavljuju portal fondovieu.gov.hr i sami davatelji potpora, a za programe EU fondova objavljuju se i indikativni planovi objave poziva. Ako nam opišete svoj projekt, javit ćemo vam se kad se otvori poziv koji mu odgovara.',
      en: 'Our open calls page lists current calls with deadlines, grant amounts and eligible activity codes. If you sign up for the newsletter in the site footer, you will receive an overview of new calls and funding tips once a month. Official calls are published on the fondovieu.gov.hr portal and by the grant providers themselves, and indicative plans of upcoming calls are also published for EU fund programmes. If you describe your project to us, we will let you know when a suitable call opens.',
      de: 'Auf unserer Seite mit offenen Ausschreibungen veröffentlichen wir aktuelle Ausschreibungen mit Fristen, Förderbeträgen und förderfähigen Tätigkeitscodes. Mit dem Newsletter in der Fußzeile der Website erhalten Sie einmal im Monat einen Überblick über neue Ausschreibungen und Tipps zur Finanzierung. Offizielle Ausschreibungen veröffentlichen das Portal fondovieu.gov.hr und die Fördergeber selbst; für die EU-Fondsprogramme werden zudem indikative Pläne der geplanten Ausschreibungen veröffentlicht. Wenn Sie uns Ihr Projekt beschreiben, melden wir uns, sobald eine passende Ausschreibung geöffnet wird.',
    },
  },
  {
    key: 'templates-resources',
    page: '/resources',
    question: {
      hr: 'Imate li predloške koje mogu koristiti sam?',
      en: 'Do you have templates I can use myself?',
      de: 'Haben Sie Vorlagen, die ich selbst nutzen kann?',
    },
    answer: {
      hr: 'Pripremamo besplatne materijale za preuzimanje: vodič kroz EU fondove za 2026., predložak poslovnog plana i financijski model u Excelu. Temelje se na istim strukturama koje koristimo u radu s klijentima i sadrže upute za svako poglavlje. Materijali će uskoro biti dostupni na stranici za preuzimanje, a do tada nam se slobodno obratite s konkretnim pitanjem.',
      en: 'We are preparing free downloads: an EU funding guide for 2026, a business plan template and a financial model in Excel. They are based on the same structures we use with our clients and include guidance for each chapter. The materials will soon be available on our downloads page; until then, feel free to contact us with a specific question.',
      de: 'Wir bereiten kostenlose Downloads vor: einen EU-Förderleitfaden 2026, eine Businessplan-Vorlage und ein Finanzmodell in Excel. Sie beruhen auf denselben Strukturen, mit denen wir für unsere Kunden arbeiten, und enthalten Hinweise zu jedem Kapitel. Die Materialien stehen bald auf unserer Download-Seite bereit; bis dahin können Sie sich mit einer konkreten Frage gern an uns wenden.',
    },
  },
  {
    key: 'beyond-grants-consultancy',
    page: '/services/consultancy',
    question: {
      hr: 'Pomažete li i u poslovanju, a ne samo s natječajima?',
      en: 'Do you also help with running the business, not just with grants?',
      de: 'Unterstützen Sie auch bei der Unternehmensführung, nicht nur bei Förderungen?',
    },
    answer: {
      hr: 'Da. Uz pripremu prijava bavimo se i poslovnim savjetovanjem: analizom poslovanja, strateškim planiranjem, organizacijom i procesima, pripremom investicija i digitalnom transformacijom. Dobar projekt za natječaj najčešće proizlazi iz jasne strategije, pa s mnogim klijentima najprije razradimo plan razvoja, a zatim tražimo izvore financiranja koji mu odgovaraju.',
      en: 'Yes. Alongside application work, we provide business consultancy: business analysis, strategic planning, organisation and processes, investment preparation and digital transformation. A good grant project usually grows out of a clear strategy, so with many clients we first work out a development plan and then look for funding sources that fit it.',
      de: 'Ja. Neben der Antragsvorbereitung bieten wir Unternehmensberatung an: Geschäftsanalyse, strategische Planung, Organisation und Prozesse, Investitionsvorbereitung und digitale Transformation. Ein gutes Förderprojekt entsteht meist aus einer klaren Strategie, daher erarbeiten wir mit vielen Kunden zuerst einen Entwicklungsplan und suchen dann die passenden Finanzierungsquellen.',
    },
  },
  {
    key: 'enquiry-privacy',
    page: '/privacy',
    question: {
      hr: 'Što radite s podacima koje pošaljem putem obrasca?',
      en: 'What do you do with the data I send through the form?',
      de: 'Was geschieht mit den Daten, die ich über das Formular sende?',
    },
    answer: {
      hr: 'Podatke iz kontaktnog obrasca koristimo samo kako bismo vam odgovorili i pripremili ponudu te ih anonimiziramo nakon 24 mjeseca bez ikakve aktivnosti. U provjeri mogućnosti financiranja šifru djelatnosti koristimo za pretraživanje natječaja i anonimno je brojimo, a OIB ne pohranjujemo. Podatke ne prodajemo niti ih ustupamo trećima u marketinške svrhe, a newsletter šaljemo samo uz vašu privolu, koju možete povući jednim klikom. Sve pojedinosti i vaša prava opisani su u politici privatnosti.',
      en: 'We use the data from the contact form only to reply to you and prepare an offer, and we anonymise it after 24 months without any activity. In the funding check, your activity code is used to search for calls and counted anonymously, and your OIB is not stored. We do not sell your data or pass it on to third parties for marketing, and we send the newsletter only with your consent, which you can withdraw with one click. All the details and your rights are described in our privacy policy.',
      de: 'Die Daten aus dem Kontaktformular verwenden wir nur, um Ihnen zu antworten und ein Angebot zu erstellen, und anonymisieren sie nach 24 Monaten ohne jede Aktivität. Bei der Förderprüfung wird Ihr Tätigkeitscode für die Suche nach Ausschreibungen verwendet und anonym gezählt, Ihre OIB speichern wir nicht. Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken an Dritte weiter; den Newsletter senden wir nur mit Ihrer Einwilligung, die Sie jederzeit mit einem Klick widerrufen können. Alle Einzelheiten und Ihre Rechte finden Sie in unserer Datenschutzerklärung.',
    },
  },
]
