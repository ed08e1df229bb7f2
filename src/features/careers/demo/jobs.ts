import type { Localized } from '@/seed/kit'

/**
 * DEMO CONTENT: two invented job openings of the demo consultancy in Osijek (the firm replaces
 * them with its own in /admin). Closing dates are relative to the day the seed runs.
 */
export type DemoJob = {
  title: Localized<string>
  location: Localized<string>
  employmentType: 'full-time' | 'part-time' | 'internship' | 'contract'
  /** The description's paragraphs; a paragraph starting with '- ' lines is a list (one item per line). */
  description: Localized<string[]>
  /** Days from the seeding day to the closing date. */
  closesInDays: number
}

export const demoJobs: DemoJob[] = [
  {
    title: {
      hr: 'Savjetnik/savjetnica za EU projekte',
      en: 'EU Projects Consultant',
      de: 'Berater/in für EU-Projekte',
    },
    location: {
      hr: 'Osijek (hibridni rad)',
      en: 'Osijek (hybrid)',
      de: 'Osijek (hybrid)',
    },
    employmentType: 'full-time',
    description: {
      hr: [
        'Tražimo savjetnika ili savjetnicu za EU projekte koji će naše klijente, mala i srednja ' +
          'poduzeća, obrte i OPG-ove, voditi od prve ideje do posljednjeg zahtjeva za nadoknadu ' +
          'sredstava. Radit ćete u timu od pet ljudi u Osijeku, uz mogućnost rada od kuće do dva ' +
          'dana tjedno. Vaši će zadaci biti:',
        '- provjera prihvatljivosti klijenata i projekata prema uvjetima poziva\n' +
          '- izrada projektnih prijava, poslovnih planova i proračuna projekata\n' +
          '- komunikacija s klijentima, dobavljačima i posredničkim tijelima\n' +
          '- praćenje provedbe: nabave, izvješća i zahtjevi za nadoknadu sredstava\n' +
          '- praćenje novih poziva i pisanje kratkih analiza za klijente i naš blog',
        'Ovo je posao za vas ako imate:',
        '- završen diplomski studij ekonomije, prava, agronomije, tehnike ili srodnog područja\n' +
          '- najmanje dvije godine iskustva u pripremi ili provedbi projekata financiranih iz EU ' +
          'fondova\n' +
          '- vrlo dobro znanje Excela i osnova financijske analize (novčani tok, NPV)\n' +
          '- jasan stil pisanja na hrvatskom i dobro znanje engleskog jezika\n' +
          '- vozačku dozvolu B kategorije',
        'Nudimo ugovor o radu na neodređeno vrijeme uz probni rad, plaću usklađenu s iskustvom i ' +
          'godišnji bonus prema rezultatima, hibridni rad, službeno prijenosno računalo i mobitel, ' +
          'plaćene edukacije i stručne ispite (primjerice iz javne nabave) te mentorstvo ' +
          'iskusnih kolega u prvim mjesecima.',
        'Prijavite se do roka navedenog u oglasu: pošaljite nam životopis i kratko motivacijsko ' +
          'pismo. Kandidate u užem izboru pozivamo na razgovor, a odgovor dobivaju svi ' +
          'prijavljeni. Izrazi u oglasu koji imaju rodno značenje odnose se jednako na muški i ' +
          'ženski rod.',
      ],
      en: [
        'We are looking for an EU projects consultant to guide our clients, from small and ' +
          'medium-sized businesses to craft businesses and family farms, from the first idea to ' +
          'the last payment claim. You will work in a team of five in Osijek and can work from ' +
          'home up to two days a week. Your tasks will include:',
        '- checking whether clients and projects are eligible under the conditions of a call\n' +
          '- preparing applications, business plans and project budgets\n' +
          '- liaising with clients, suppliers and the intermediate bodies\n' +
          '- supporting implementation: procurement, progress reports and payment claims\n' +
          '- following new calls and writing short analyses for clients and our blog',
        'This role is for you if you have:',
        '- a master’s degree in economics, law, agriculture, engineering or a related field\n' +
          '- at least two years’ experience in preparing or implementing EU-funded projects\n' +
          '- a very good command of Excel and the basics of financial analysis (cash flow, NPV)\n' +
          '- a clear writing style in Croatian and good English\n' +
          '- a category B driving licence',
        'We offer a permanent contract with a probationary period, a salary that reflects your ' +
          'experience and an annual performance bonus, hybrid working, a company laptop and ' +
          'phone, paid training and professional exams (for example in public procurement) and ' +
          'mentoring by experienced colleagues in your first months.',
        'To apply, send us your CV and a short cover letter before the closing date. We invite ' +
          'shortlisted candidates to an interview, and every applicant receives a reply.',
      ],
      de: [
        'Wir suchen eine Beraterin oder einen Berater für EU-Projekte, die oder der unsere ' +
          'Kunden – kleine und mittlere Unternehmen, Handwerksbetriebe und landwirtschaftliche ' +
          'Familienbetriebe – von der ersten Idee bis zum letzten Auszahlungsantrag begleitet. ' +
          'Sie arbeiten in einem fünfköpfigen Team in Osijek und können bis zu zwei Tage pro ' +
          'Woche von zu Hause aus arbeiten. Ihre Aufgaben:',
        '- Prüfung der Förderfähigkeit von Kunden und Projekten anhand der ' +
          'Ausschreibungsbedingungen\n' +
          '- Erstellung von Förderanträgen, Businessplänen und Projektbudgets\n' +
          '- Abstimmung mit Kunden, Lieferanten und den zwischengeschalteten Stellen\n' +
          '- Begleitung der Umsetzung: Vergabeverfahren, Berichte und Auszahlungsanträge\n' +
          '- Beobachtung neuer Ausschreibungen und kurze Analysen für Kunden und unseren Blog',
        'Das bringen Sie mit:',
        '- ein abgeschlossenes Masterstudium in Wirtschaft, Recht, Agrarwissenschaften, Technik ' +
          'oder einem verwandten Fach\n' +
          '- mindestens zwei Jahre Erfahrung in der Vorbereitung oder Umsetzung EU-geförderter ' +
          'Projekte\n' +
          '- sehr gute Excel-Kenntnisse und Grundlagen der Finanzanalyse (Cashflow, Kapitalwert)\n' +
          '- einen klaren Schreibstil auf Kroatisch und gute Englischkenntnisse\n' +
          '- einen Führerschein der Klasse B',
        'Wir bieten einen unbefristeten Arbeitsvertrag mit Probezeit, ein Gehalt entsprechend ' +
          'Ihrer Erfahrung und einen jährlichen Leistungsbonus, hybrides Arbeiten, Laptop und ' +
          'Diensthandy, bezahlte Weiterbildungen und Fachprüfungen (etwa im öffentlichen ' +
          'Vergaberecht) sowie die Begleitung durch erfahrene Kolleginnen und Kollegen in den ' +
          'ersten Monaten.',
        'Senden Sie uns Ihren Lebenslauf und ein kurzes Anschreiben bis zum Bewerbungsschluss. ' +
          'Kandidatinnen und Kandidaten der engeren Wahl laden wir zu einem Gespräch ein; alle ' +
          'Bewerberinnen und Bewerber erhalten eine Antwort.',
      ],
    },
    closesInDays: 45,
  },
  {
    title: {
      hr: 'Stručna praksa: priprema projektnih prijava',
      en: 'Internship: preparing grant applications',
      de: 'Praktikum: Vorbereitung von Förderanträgen',
    },
    location: { hr: 'Osijek', en: 'Osijek', de: 'Osijek' },
    employmentType: 'internship',
    description: {
      hr: [
        'Zanima vas kako nastaje projekt koji dobije bespovratna sredstva? Na tromjesečnoj ' +
          'stručnoj praksi radit ćete uz naše savjetnike na stvarnim projektnim prijavama, od ' +
          'čitanja poziva do predaje. Praksa je namijenjena studentima završnih godina i ' +
          'osobama koje su nedavno diplomirale, a odvija se u našem uredu u Osijeku. Tijekom ' +
          'prakse ćete:',
        '- prikupljati i provjeravati dokumentaciju za prijave\n' +
          '- pripremati tablice proračuna i pomagati u izradi financijskih projekcija\n' +
          '- pratiti nove pozive i sažimati njihove uvjete za klijente\n' +
          '- sudjelovati na sastancima s klijentima i u pripremi prezentacija',
        'Tražimo studente ili nedavno diplomirane osobe s područja ekonomije, prava, agronomije ' +
          'ili tehnike koji pažljivo čitaju, ne boje se tablica i rado pišu. Iskustvo s EU ' +
          'fondovima nije potrebno, ali dobro poznavanje Excela i engleskog jezika jest.',
        'Nudimo plaćenu praksu, mentora koji će vas voditi kroz svaki zadatak, fleksibilno radno ' +
          'vrijeme usklađeno s obvezama na fakultetu i potvrdu o obavljenoj praksi. ' +
          'Najuspješnijim praktikantima nudimo zaposlenje u timu.',
        'Prijavite se do roka navedenog u oglasu: pošaljite životopis i nekoliko rečenica o tome ' +
          'zašto vas zanima rad na EU projektima. Izrazi u oglasu koji imaju rodno značenje ' +
          'odnose se jednako na muški i ženski rod.',
      ],
      en: [
        'Curious how a project that wins a grant comes together? During a three-month ' +
          'internship you will work alongside our consultants on real applications, from ' +
          'reading the call to submitting the application. The internship is for final-year ' +
          'students and recent graduates and takes place at our office in Osijek. During the ' +
          'internship you will:',
        '- collect and check the documents for applications\n' +
          '- prepare budget tables and help with financial projections\n' +
          '- follow new calls and summarise their conditions for clients\n' +
          '- take part in client meetings and help prepare presentations',
        'We are looking for students or recent graduates in economics, law, agriculture or ' +
          'engineering who read carefully, are not afraid of spreadsheets and enjoy writing. You ' +
          'do not need experience with EU funds, but you do need a good command of Excel and ' +
          'English.',
        'We offer a paid internship, a mentor who guides you through every task, flexible hours ' +
          'that fit around your studies and a certificate of completion. Our best interns are ' +
          'offered a job in the team.',
        'To apply, send us your CV and a few sentences on why you are interested in working on ' +
          'EU projects before the closing date.',
      ],
      de: [
        'Sie möchten wissen, wie ein erfolgreicher Förderantrag entsteht? In einem ' +
          'dreimonatigen Praktikum arbeiten Sie mit unseren Beraterinnen und Beratern an echten ' +
          'Anträgen – vom Lesen der Ausschreibung bis zur Einreichung. Das Praktikum richtet ' +
          'sich an Studierende im letzten Studienjahr sowie an Absolventinnen und Absolventen ' +
          'und findet in unserem Büro in Osijek statt. Während des Praktikums werden Sie:',
        '- Unterlagen für Anträge zusammenstellen und prüfen\n' +
          '- Budgettabellen vorbereiten und bei Finanzprognosen mithelfen\n' +
          '- neue Ausschreibungen verfolgen und ihre Bedingungen für Kunden zusammenfassen\n' +
          '- an Kundenterminen teilnehmen und Präsentationen mit vorbereiten',
        'Wir suchen Studierende oder Absolventinnen und Absolventen der Wirtschafts-, Rechts- ' +
          'oder Agrarwissenschaften oder der Technik, die genau lesen, keine Scheu vor Tabellen ' +
          'haben und gern schreiben. Erfahrung mit EU-Fonds ist nicht nötig, gute Excel- und ' +
          'Englischkenntnisse dagegen schon.',
        'Wir bieten ein bezahltes Praktikum, eine Mentorin oder einen Mentor, die oder der Sie ' +
          'bei jeder Aufgabe begleitet, flexible Arbeitszeiten neben dem Studium und eine ' +
          'Praktikumsbescheinigung. Den besten Praktikantinnen und Praktikanten bieten wir eine ' +
          'Stelle im Team an.',
        'Senden Sie uns bis zum Bewerbungsschluss Ihren Lebenslauf und ein paar Sätze dazu, ' +
          'warum Sie die Arbeit an EU-Projekten interessiert.',
      ],
    },
    closesInDays: 30,
  },
]
