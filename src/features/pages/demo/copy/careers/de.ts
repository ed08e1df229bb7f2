import type { CareersCopy } from '@/features/careers'

export const careers: CareersCopy = {
  metaTitle: 'Karriere',
  metaDescription:
    'Arbeiten im Team einer EU-Förderberatung in Osijek: warum bei uns und offene Stellen.',
  title: 'Karriere',
  intro:
    'Wir suchen Menschen, die Freude an Zahlen, klaren Texten und der Arbeit mit Unternehmern ' +
    'haben. Werden Sie Teil eines Teams, das Unternehmen hilft, EU-geförderte Projekte ' +
    'umzusetzen.',
  benefits: {
    title: 'Warum bei uns arbeiten',
    items: [
      {
        title: 'Weiterbildung',
        text:
          'Wir bezahlen Schulungen und Zertifikate in Projektmanagement und öffentlicher ' +
          'Auftragsvergabe sowie die Teilnahme an Fachkonferenzen.',
      },
      {
        title: 'Flexibles Arbeiten',
        text:
          'Einen Teil der Woche können Sie von zu Hause arbeiten, und die Arbeitszeit stimmen ' +
          'wir auf Antragsfristen und Ihre Verpflichtungen ab.',
      },
      {
        title: 'Projekte mit Wirkung',
        text:
          'Sie arbeiten an Investitionen, die Unternehmen in ganz Kroatien neue Arbeitsplätze, ' +
          'Anlagen und Märkte bringen.',
      },
      {
        title: 'Mentoring und Unterstützung',
        text:
          'Jede neue Kollegin und jeder neue Kollege erhält eine Mentorin oder einen Mentor und ' +
          'einen klaren Einarbeitungsplan für die ersten drei Monate.',
      },
    ],
  },
  openings: {
    title: 'Offene Stellen',
    empty: 'Derzeit haben wir keine offenen Stellen.',
    text:
      'Initiativbewerbungen nehmen wir trotzdem gern entgegen. Senden Sie uns eine kurze ' +
      'Vorstellung, und wir melden uns, sobald eine passende Stelle frei wird.',
    button: 'Kontakt aufnehmen',
  },
}
