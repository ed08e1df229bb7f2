import type { ResourcesCopy } from './types'

export const resources: ResourcesCopy = {
  metaTitle: 'Downloads',
  metaDescription:
    'Kostenlose Leitfäden und Vorlagen für die Vorbereitung von EU-Förderprojekten: der ' +
    'EU-Förderleitfaden 2026, eine Businessplan-Vorlage und ein Finanzmodell in Excel.',
  title: 'Downloads',
  intro:
    'Praxisnahe Leitfäden und Vorlagen, die wir in der Arbeit mit unseren Kunden einsetzen. ' +
    'Wir stellen sie gerade fertig; bald können Sie sie kostenlos herunterladen.',
  formats: { pdf: 'PDF', excel: 'Excel' },
  formatLabel: 'Format:',
  download: 'Herunterladen',
  comingSoon: 'Demnächst verfügbar',
  unavailable: 'Der Download ist noch nicht möglich, weil das Material vorbereitet wird.',
  items: [
    {
      title: 'EU-Förderleitfaden 2026',
      description:
        'Ein Überblick über die für 2026 erwarteten Programme und Ausschreibungen, die ' +
        'Fördervoraussetzungen für KMU und ein Zeitplan für die Antragsvorbereitung.',
      format: 'pdf',
    },
    {
      title: 'Businessplan-Vorlage',
      description:
        'Die Gliederung eines Businessplans nach den gängigsten Antragsformularen, mit Hinweisen ' +
        'zu jedem Kapitel und Beispielen gelungener Antworten.',
      format: 'pdf',
    },
    {
      title: 'Finanzmodell (Excel)',
      description:
        'Eine Tabelle für Umsatz-, Kosten- und Liquiditätsprognosen eines Projekts, mit ' +
        'berechneter Förderquote und Rentabilitätskennzahlen.',
      format: 'excel',
    },
  ],
  cta: {
    title: 'Sie brauchen sofort eine Antwort?',
    text:
      'Bis die Materialien verfügbar sind, beantworten wir Ihre Fragen zur Projektvorbereitung ' +
      'gern in einer kostenlosen Beratung.',
    button: 'Kontaktieren Sie uns',
  },
}
