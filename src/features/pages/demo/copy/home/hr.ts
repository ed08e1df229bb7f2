// Home page copy (Croatian). The team and the testimonials are in /admin (demo: src/features/team/demo/team.ts).
import type { HomeCopy } from '@/features/home'

export const hr: HomeCopy = {
  hero: {
    eyebrow: 'Savjetovanje za EU fondove i nacionalne potpore',
    title: 'Bespovratna sredstva za vaš sljedeći korak',
    description:
      'Pronalazimo natječaje koji odgovaraju vašoj djelatnosti, pišemo poslovne planove i prijave te vodimo projekt od prve ideje do završne isplate.',
    benefits: [
      'Besplatne prve konzultacije od 30 minuta',
      'Projekt pratimo od ideje do završne isplate',
      'Strateško i financijsko planiranje te dokumentacija na jednom mjestu',
    ],
    contactButton: 'Besplatne konzultacije',
    aboutButton: 'Upoznajte nas',
  },
  services: {
    title: 'Naše usluge',
    intro:
      'Šest područja u kojima vašoj tvrtki pomažemo planirati, financirati i provesti projekte.',
    learnMore: 'Saznaj više',
    cards: [
      {
        key: 'strategicPlanning',
        title: 'Strateško planiranje',
        description:
          'Razvojne ciljeve vaše tvrtke povezujemo s natječajima koji se očekuju u sljedećim godinama.',
        features: [
          'Analiza prihvatljivosti za natječaje',
          'Plan ulaganja za tri do pet godina',
          'Kalendar nadolazećih poziva',
        ],
      },
      {
        key: 'projectApplications',
        title: 'Izrada projektnih prijava',
        description:
          'Pripremamo cjelovite prijave za EU fondove, NPOO, HAMAG-BICRO i programe ruralnog razvoja.',
        features: [
          'Poslovni plan i studija izvodljivosti',
          'Financijske projekcije i proračun projekta',
          'Kompletna prijavna dokumentacija',
        ],
      },
      {
        key: 'leadershipTraining',
        title: 'Edukacija menadžmenta',
        description:
          'Osposobljavamo vaše voditelje da samostalno upravljaju projektima financiranima iz EU fondova.',
        features: [
          'Radionice o provedbi projekata',
          'Pravila nabave za korisnike potpora',
          'Izvješća i zahtjevi za nadoknadu',
        ],
      },
      {
        key: 'technologyConsulting',
        title: 'Tehnološko savjetovanje',
        description:
          'Pomažemo vam odabrati opremu i digitalna rješenja koja se mogu financirati iz natječaja za digitalizaciju i zelenu tranziciju.',
        features: [
          'Procjena digitalne zrelosti',
          'Specifikacija opreme i softvera',
          'Usklađivanje s uvjetima natječaja',
        ],
      },
      {
        key: 'digitalMarketing',
        title: 'Digitalni marketing',
        description:
          'Planiramo marketing vaše tvrtke i vidljivost projekta u skladu s pravilima EU financiranja.',
        features: [
          'Marketinški plan uz poslovni plan',
          'Mjere vidljivosti EU financiranja',
          'Praćenje rezultata kampanja',
        ],
      },
      {
        key: 'organizationalDevelopment',
        title: 'Organizacijski razvoj',
        description:
          'Pripremamo vašu organizaciju za rast koji donose novi projekti: procese, uloge i zapošljavanje.',
        features: [
          'Analiza procesa i organizacije',
          'Plan zapošljavanja uz projekt',
          'Priprema za provjere na licu mjesta',
        ],
      },
    ],
  },
  stats: {
    title: 'Naši rezultati u brojkama',
    labels: [
      'Uspješnost prijava',
      'Provedenih projekata',
      'Osiguranih sredstava za klijente',
      'Godina iskustva',
    ],
  },
  fundingCheck: {
    title: 'Provjerite mogućnosti financiranja',
    intro:
      'Upišite OIB i šifru djelatnosti svoje tvrtke i pogledajte otvorene natječaje koji odgovaraju vašoj djelatnosti.',
    oibLabel: 'OIB',
    oibHint: '11 znamenki',
    nkdLabel: 'Šifra djelatnosti (NKD)',
    nkdHint: 'npr. 62.01',
    submit: 'Provjeri mogućnosti',
    checking: 'Provjeravam...',
    privacyNote: 'Upisane podatke koristimo samo za ovu provjeru, a OIB ne pohranjujemo.',
  },
  about: {
    badge: 'O nama',
    title: 'Savjetnici za EU fondove iz Osijeka',
    subtitle:
      'Više od deset godina pomažemo poduzetnicima, obrtnicima i obiteljskim gospodarstvima da ideje pretvore u financirane projekte.',
    descriptions: [
      'Naš tim iz Osijeka već više od deset godina priprema prijave za EU fondove, Nacionalni plan oporavka i otpornosti (NPOO), HAMAG-BICRO i programe ruralnog razvoja. Iza nas je više od 100 projekata, a 96 posto naših prijava dobilo je financiranje.',
      'Radimo s mikro, malim i srednjim poduzećima, obrtima i obiteljskim poljoprivrednim gospodarstvima iz cijele Hrvatske. Osim poslovnog plana i prijave, pomažemo i u provedbi: od postupka nabave do zahtjeva za nadoknadu sredstava i završne isplate.',
    ],
    storyButton: 'Naša priča',
    teamButton: 'Naš tim',
    statLabels: [
      'Godina iskustva',
      'Provedenih projekata',
      'Stručnjaka u timu',
      'Uspješnost prijava',
    ],
    mission: {
      title: 'Naša misija',
      text: 'Želimo da dobre poslovne ideje iz Slavonije i cijele Hrvatske dobiju financiranje koje zaslužuju. Zato natječaje objašnjavamo jasno, šanse procjenjujemo iskreno i prijavljujemo samo projekte u koje vjerujemo.',
    },
    story: {
      title: 'Naša priča',
      paragraphs: [
        'Tvrtku smo osnovali u Osijeku prije više od deset godina s jednostavnom idejom: poduzetnicima iz Slavonije i Baranje približiti europske fondove. Prvi klijenti bili su lokalni obrti i obiteljska gospodarstva kojima je trebao poslovni plan za prvu prijavu.',
        'Ulaskom Hrvatske u Europsku uniju 2013. godine otvorili su se novi izvori financiranja, a mi smo rasli zajedno s njima. Radili smo na projektima iz operativnih programa, Programa ruralnog razvoja i natječaja HAMAG-BICRO-a, a danas pripremamo i prijave za NPOO.',
        'Danas naš tim čine stručnjaci za EU projekte, financije, poljoprivredne potpore i javnu nabavu. Način rada ostao je isti: iskrena procjena prije prijave, poštivanje rokova i podrška sve do posljednje isplate.',
      ],
    },
    team: {
      title: 'Naš tim',
      intro:
        'Ljudi koji svakodnevno rade s natječajima: od prve procjene i poslovnog plana do nabave i izvještavanja.',
    },
    testimonials: {
      title: 'Što kažu naši klijenti',
      intro: 'Iskustva poduzetnika s kojima smo pripremili i proveli projekte.',
      previous: 'Prethodno mišljenje',
      next: 'Sljedeće mišljenje',
      slideLabel: 'Mišljenje {index} od {count}',
    },
  },
  insights: {
    title: 'Izdvojeni članci',
    intro: 'Praktični savjeti o natječajima, poslovnim planovima i financiranju projekata.',
    viewAll: 'Svi članci',
    empty: 'Još nema objavljenih članaka.',
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Opišite nam svoju ideju ili pitanje. Javit ćemo vam se što prije i predložiti termin za besplatne konzultacije.',
    form: {
      title: 'Pošaljite nam poruku',
      firstName: 'Ime',
      lastName: 'Prezime',
      email: 'E-mail',
      company: 'Tvrtka',
      optional: '(neobavezno)',
      message: 'Poruka',
      submit: 'Pošalji poruku',
      sending: 'Šalje se...',
    },
    consultation: {
      title: 'Besplatne konzultacije od 30 minuta',
      text: 'U razgovoru od pola sata procijenit ćemo koji natječaji odgovaraju vašem projektu i što vam treba za prijavu. Bez ikakve obveze.',
      hoursLabel: 'Radno vrijeme telefona',
      hours: 'Pon – pet, 8:00 – 17:00',
    },
  },
}
