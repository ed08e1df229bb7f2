import type { ResourcesCopy } from './types'

export const resources: ResourcesCopy = {
  metaTitle: 'Downloads',
  metaDescription:
    'Kostenlose Leitfäden und Vorlagen für die Vorbereitung von EU-Förderprojekten: der ' +
    'EU-Förderleitfaden 2026, eine Businessplan-Vorlage und ein Finanzmodell in Excel.',
  title: 'Downloads',
  intro:
    'Praxisnahe Leitfäden und Vorlagen, die wir in der Arbeit mit unseren Kunden einsetzen, ' +
    'zum kostenlosen Herunterladen. Für einige bitten wir um Ihre E-Mail-Adresse, damit wir ' +
    'uns bei Fragen melden können.',
  cta: {
    title: 'Sie brauchen sofort eine Antwort?',
    text:
      'Die Materialien sind ein guter Anfang, aber jedes Projekt ist anders. In einer ' +
      'kostenlosen Beratung beantworten wir Ihre Fragen zur Vorbereitung Ihres Projekts.',
    button: 'Kontaktieren Sie uns',
  },
}
