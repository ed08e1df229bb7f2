// Home page copy (German). The team and the testimonials are in /admin (demo: src/features/team/demo/team.ts).
import type { HomeCopy } from '@/features/home'

export const de: HomeCopy = {
  hero: {
    eyebrow: 'Beratung für EU-Fonds und nationale Förderprogramme',
    title: 'Fördermittel für Ihren nächsten Schritt',
    description:
      'Wir finden die Ausschreibungen, die zu Ihrer Tätigkeit passen, schreiben Businessplan und Antrag und begleiten Ihr Projekt von der ersten Idee bis zur Schlusszahlung.',
    benefits: [
      'Kostenlose Erstberatung von 30 Minuten',
      'Begleitung von der Idee bis zur Schlusszahlung',
      'Strategie, Finanzplanung und Unterlagen aus einer Hand',
    ],
    contactButton: 'Kostenlose Beratung',
    aboutButton: 'Lernen Sie uns kennen',
  },
  services: {
    title: 'Unsere Leistungen',
    intro:
      'Sechs Bereiche, in denen wir Ihr Unternehmen beim Planen, Finanzieren und Umsetzen von Projekten unterstützen.',
    learnMore: 'Mehr erfahren',
    cards: [
      {
        key: 'strategicPlanning',
        title: 'Strategische Planung',
        description:
          'Wir verbinden die Wachstumsziele Ihres Unternehmens mit den Ausschreibungen der kommenden Jahre.',
        features: [
          'Prüfung der Förderfähigkeit',
          'Investitionsplan für drei bis fünf Jahre',
          'Kalender kommender Ausschreibungen',
        ],
      },
      {
        key: 'projectApplications',
        title: 'Projektanträge',
        description:
          'Wir erstellen vollständige Anträge für EU-Fonds, den Aufbau- und Resilienzplan (NPOO), HAMAG-BICRO und Programme zur ländlichen Entwicklung.',
        features: [
          'Businessplan und Machbarkeitsstudie',
          'Finanzprognosen und Projektbudget',
          'Vollständige Antragsunterlagen',
        ],
      },
      {
        key: 'leadershipTraining',
        title: 'Führungskräftetraining',
        description:
          'Wir schulen Ihre Führungskräfte darin, EU-geförderte Projekte selbstständig umzusetzen.',
        features: [
          'Workshops zur Projektumsetzung',
          'Vergaberegeln für Fördermittelempfänger',
          'Berichte und Auszahlungsanträge',
        ],
      },
      {
        key: 'technologyConsulting',
        title: 'Technologieberatung',
        description:
          'Wir helfen Ihnen bei der Auswahl von Anlagen und digitalen Lösungen, die über Ausschreibungen für Digitalisierung und grünen Wandel gefördert werden können.',
        features: [
          'Bewertung der digitalen Reife',
          'Spezifikation von Anlagen und Software',
          'Abgleich mit den Förderbedingungen',
        ],
      },
      {
        key: 'digitalMarketing',
        title: 'Digitales Marketing',
        description:
          'Wir planen das Marketing Ihres Unternehmens und die Öffentlichkeitsarbeit Ihres Projekts nach den Regeln der EU-Förderung.',
        features: [
          'Marketingplan als Teil des Businessplans',
          'Publizitätsmaßnahmen für EU-Projekte',
          'Erfolgsmessung von Kampagnen',
        ],
      },
      {
        key: 'organizationalDevelopment',
        title: 'Organisationsentwicklung',
        description:
          'Wir bereiten Ihre Organisation auf das Wachstum durch neue Projekte vor: Abläufe, Rollen und Personal.',
        features: [
          'Analyse von Abläufen und Struktur',
          'Personalplanung für das Projekt',
          'Vorbereitung auf Vor-Ort-Kontrollen',
        ],
      },
    ],
  },
  stats: {
    title: 'Unsere Ergebnisse in Zahlen',
    labels: [
      'Erfolgsquote der Anträge',
      'Umgesetzte Projekte',
      'Eingeworbene Fördermittel',
      'Jahre Erfahrung',
    ],
  },
  fundingCheck: {
    title: 'Fördermöglichkeiten prüfen',
    intro:
      'Geben Sie die OIB und den Tätigkeitscode Ihres Unternehmens ein und sehen Sie, welche offenen Ausschreibungen zu Ihrer Tätigkeit passen.',
    oibLabel: 'OIB',
    oibHint: '11-stellige kroatische Steuernummer',
    nkdLabel: 'Tätigkeitscode (NKD)',
    nkdHint: 'z. B. 62.01',
    submit: 'Möglichkeiten prüfen',
    checking: 'Wird geprüft...',
    privacyNote:
      'Wir verwenden Ihre Angaben ausschließlich für diese Prüfung und speichern Ihre OIB nicht.',
  },
  about: {
    badge: 'Über uns',
    title: 'Fördermittelberatung aus Osijek',
    subtitle:
      'Seit mehr als zehn Jahren helfen wir Unternehmern, Handwerksbetrieben und landwirtschaftlichen Familienbetrieben, aus Ideen geförderte Projekte zu machen.',
    descriptions: [
      'Unser Team in Osijek erstellt seit mehr als zehn Jahren Anträge für EU-Fonds, den Nationalen Aufbau- und Resilienzplan (NPOO), HAMAG-BICRO und Programme zur ländlichen Entwicklung. Wir haben mehr als 100 Projekte betreut, und 96 Prozent unserer Anträge wurden bewilligt.',
      'Wir arbeiten mit Kleinst-, Klein- und Mittelunternehmen, Handwerksbetrieben und landwirtschaftlichen Familienbetrieben in ganz Kroatien. Über Businessplan und Antrag hinaus unterstützen wir Sie auch bei der Umsetzung: von der Auftragsvergabe über die Auszahlungsanträge bis zur Schlusszahlung.',
    ],
    storyButton: 'Unsere Geschichte',
    teamButton: 'Unser Team',
    statLabels: ['Jahre Erfahrung', 'Umgesetzte Projekte', 'Fachleute im Team', 'Erfolgsquote'],
    mission: {
      title: 'Unsere Mission',
      text: 'Gute Geschäftsideen aus Slawonien und ganz Kroatien sollen die Förderung erhalten, die sie verdienen. Deshalb erklären wir Ausschreibungen verständlich, schätzen Ihre Chancen ehrlich ein und reichen nur Projekte ein, von denen wir überzeugt sind.',
    },
    story: {
      title: 'Unsere Geschichte',
      paragraphs: [
        'Wir haben das Unternehmen vor mehr als zehn Jahren in Osijek mit einer einfachen Idee gegründet: Unternehmern in Slawonien und der Baranja den Zugang zu EU-Fonds zu erleichtern. Unsere ersten Kunden waren Handwerksbetriebe und landwirtschaftliche Familienbetriebe aus der Region, die einen Businessplan für ihren ersten Antrag brauchten.',
        'Mit dem EU-Beitritt Kroatiens im Jahr 2013 öffneten sich neue Finanzierungsquellen, und wir sind mit ihnen gewachsen. Wir haben Projekte aus den operationellen Programmen, dem Programm zur Entwicklung des ländlichen Raums und Ausschreibungen von HAMAG-BICRO betreut; heute erstellen wir auch Anträge im Rahmen des NPOO.',
        'Heute vereint unser Team Fachleute für EU-Projekte, Finanzen, Agrarförderung und öffentliche Auftragsvergabe. Unsere Arbeitsweise ist gleich geblieben: eine ehrliche Einschätzung vor dem Antrag, eingehaltene Fristen und Unterstützung bis zur letzten Auszahlung.',
      ],
    },
    team: {
      title: 'Unser Team',
      intro:
        'Menschen, die täglich mit Ausschreibungen arbeiten: von der ersten Einschätzung und dem Businessplan bis zu Vergabe und Berichtswesen.',
    },
    testimonials: {
      title: 'Was unsere Kunden sagen',
      intro:
        'Erfahrungen von Unternehmern, mit denen wir Projekte vorbereitet und umgesetzt haben.',
      previous: 'Vorherige Bewertung',
      next: 'Nächste Bewertung',
      slideLabel: 'Bewertung {index} von {count}',
    },
  },
  insights: {
    title: 'Ausgewählte Artikel',
    intro: 'Praxisnahe Tipps zu Ausschreibungen, Businessplänen und Projektfinanzierung.',
    viewAll: 'Alle Artikel',
    empty: 'Es wurden noch keine Artikel veröffentlicht.',
  },
  contact: {
    title: 'Kontakt',
    intro:
      'Beschreiben Sie uns Ihre Idee oder Frage. Wir melden uns so bald wie möglich und schlagen Ihnen einen Termin für eine kostenlose Beratung vor.',
    form: {
      title: 'Schreiben Sie uns',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      company: 'Unternehmen',
      optional: '(optional)',
      message: 'Nachricht',
      submit: 'Nachricht senden',
      sending: 'Wird gesendet...',
    },
    consultation: {
      title: 'Kostenlose Beratung von 30 Minuten',
      text: 'In einem halbstündigen Gespräch klären wir, welche Ausschreibungen zu Ihrem Projekt passen und was Sie für den Antrag benötigen. Ganz unverbindlich.',
      hoursLabel: 'Telefonisch erreichbar',
      hours: 'Mo – Fr, 8:00 – 17:00 Uhr',
    },
  },
}
