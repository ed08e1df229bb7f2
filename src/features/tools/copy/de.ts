import type { ToolsCopy } from './types'

export const tools: ToolsCopy = {
  meta: {
    title: 'Kostenlose Tools: ROI-Rechner, Zeitplan und Dokumenten-Checkliste',
    description:
      'Berechnen Sie die Rendite unseres Honorars für Ihre Förderung, schätzen Sie die Dauer ' +
      'eines Antrags bei HAMAG-BICRO, ländlicher Entwicklung und Regionalfonds und prüfen Sie ' +
      'Ihre Unterlagen.',
  },
  title: 'Kostenlose Tools',
  intro:
    'Drei schnelle Werkzeuge für die Planung Ihres Förderantrags: was unsere Unterstützung ' +
    'kostet und was sie bringt, wie lange das Verfahren dauert und welche Unterlagen Sie ' +
    'vorbereiten sollten.',
  toolsNav: 'Tools auf dieser Seite',
  roi: {
    title: 'ROI-Rechner',
    intro:
      'Geben Sie die beantragte Fördersumme ein und sehen Sie unser Honorar, Ihren Nettonutzen ' +
      'und die Rendite Ihrer Investition.',
    amountLabel: 'Fördersumme (EUR)',
    amountHint: 'Zum Beispiel 100.000 oder 100.000,50',
    calculate: 'Berechnen',
    resultTitle: 'Ihr Ergebnis',
    grant: 'Fördersumme',
    fee: 'Unser Honorar (2,5 %)',
    net: 'Nettonutzen',
    roi: 'Kapitalrendite (ROI)',
    explanation: 'Für jeden eingesetzten Euro erhalten Sie {amount} an Fördermitteln.',
    errors: {
      empty: 'Bitte geben Sie die Fördersumme ein.',
      invalid: 'Bitte geben Sie den Betrag als Zahl ein, zum Beispiel 100.000.',
      'not-positive': 'Der Betrag muss größer als 0 sein.',
      'too-large': 'Der Betrag darf 10 Milliarden Euro nicht übersteigen.',
    },
    note: 'Die Berechnung dient der Orientierung; die endgültigen Konditionen regelt der Vertrag.',
  },
  timeline: {
    title: 'Zeitplan-Schätzer',
    intro:
      'Wählen Sie ein Förderprogramm und sehen Sie, wie lange jede Phase eines Antrags ' +
      'üblicherweise dauert.',
    programmeLegend: 'Förderprogramm',
    programmes: {
      'hamag-bicro': {
        name: 'HAMAG-BICRO',
        description: 'Zuschüsse und Finanzinstrumente für kleine und mittlere Unternehmen',
      },
      'rural-development': {
        name: 'Ländliche Entwicklung',
        description: 'Förderung für Landwirtschaft, Lebensmittelverarbeitung und ländliche Räume',
      },
      'regional-funds': {
        name: 'Regionalfonds',
        description:
          'Ausschreibungen des Europäischen Fonds für regionale Entwicklung für Investitionen ' +
          'und Innovation',
      },
    },
    empty: 'Wählen Sie ein Programm, um die geschätzte Dauer jeder Phase zu sehen.',
    caption: 'Geschätzter Zeitplan: {programme}',
    phaseHeader: 'Phase',
    durationHeader: 'Dauer',
    phases: {
      preparation: 'Vorbereitung',
      submission: 'Einreichung',
      evaluation: 'Bewertung',
      approval: 'Bewilligung',
    },
    total: 'Gesamt',
    weeks: { one: 'Woche', few: 'Wochen', other: 'Wochen' },
    note:
      'Die Angaben sind typische Spannen aus unserer Erfahrung; die Fristen einer Ausschreibung ' +
      'und die Zahl der Anträge können sie verändern.',
  },
  checklist: {
    title: 'Dokumenten-Checkliste',
    intro:
      'Haken Sie die Unterlagen ab, die Sie bereits haben. Nichts wird gespeichert: Die Liste ' +
      'besteht nur in Ihrem Browser, solange diese Seite geöffnet ist.',
    legend: 'Unterlagen für den Antrag',
    items: {
      'business-plan': {
        name: 'Businessplan',
        hint: 'Beschreibung von Projekt, Zielen, Markt und Aktivitäten',
      },
      'financial-projections': {
        name: 'Finanzplanung',
        hint: 'Umsätze, Kosten und Liquidität für den Projektzeitraum',
      },
      'company-registration': {
        name: 'Unternehmensregistrierung',
        hint: 'Auszug aus dem Handels- oder Gewerberegister',
      },
      'tax-certificate': {
        name: 'Steuerbescheinigung',
        hint: 'Bestätigung der Steuerverwaltung, dass keine Steuerschulden bestehen',
      },
      'id-documents': {
        name: 'Ausweisdokumente',
        hint: 'Kopien der Personalausweise der vertretungsberechtigten Personen',
      },
      'bank-statement': {
        name: 'Kontoauszug',
        hint: 'Aktueller Kontoauszug oder Bestätigung der Bank über den Kontostand',
      },
      'property-documents': {
        name: 'Immobilienunterlagen',
        hint: 'Grundbuchauszug, Mietvertrag oder anderer Nachweis des Nutzungsrechts',
      },
      'permits-licences': {
        name: 'Genehmigungen und Lizenzen',
        hint: 'Bau-, Umwelt- oder sonstige Genehmigungen, die das Projekt erfordert',
      },
    },
    progressLabel: 'Unterlagen bereit',
    progressValue: '{done} von {total}',
    complete:
      'Alle Unterlagen sind bereit. Kontaktieren Sie uns, und wir bereiten Ihren Antrag ' +
      'gemeinsam vor.',
  },
  cta: {
    title: 'Brauchen Sie Unterstützung beim Antrag?',
    text:
      'Vereinbaren Sie eine kostenlose 30-minütige Beratung. Wir prüfen Ihr Projekt, schlagen ' +
      'passende Ausschreibungen vor und planen mit Ihnen die nächsten Schritte.',
    button: 'Kontaktieren Sie uns',
  },
}
