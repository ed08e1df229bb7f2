import type { Locale } from '@/i18n/locales'

import type { Labels } from './passages'

/** What the assistant says around the passages it quotes, in each language. */
export type AnswerCopy = {
  labels: Labels
  /** Before the quoted passages. */
  found: string
  more: string
  /** When nothing on the site matches the question. */
  notFound: string
  /** Closing line with the contact form link. */
  consult: string
  callsFor: (code: string, count: number) => string
  noCallsFor: (code: string) => string
  allCalls: string
  sources: string
  /** After a model reply that broke off. */
  interrupted: string
  languageName: string
}

const plural = (count: number, one: string, few: string, many: string) => {
  const ten = count % 10
  const hundred = count % 100
  if (ten === 1 && hundred !== 11) return one
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return few
  return many
}

export const answerCopy: Record<Locale, AnswerCopy> = {
  hr: {
    labels: {
      deadline: 'Rok za prijavu',
      funding: 'Iznos potpore',
      nkd: 'Šifre djelatnosti (NKD)',
    },
    found: 'Evo što o tome piše na našim stranicama:',
    more: 'Više',
    notFound:
      'O tome na našim stranicama nažalost nemam podatak. Pitajte me o uslugama, otvorenim natječajima (npr. „natječaji za 62.01”), rokovima, dokumentaciji ili troškovima prijave.',
    consult:
      'Za procjenu upravo vašeg projekta javite nam se putem [obrasca za kontakt](/#contact): prve konzultacije su besplatne.',
    callsFor: (code, count) =>
      `Za šifru djelatnosti ${code} trenutačno ${plural(count, 'je otvoren', 'su otvorena', 'je otvoreno')} ${count} ${plural(count, 'natječaj', 'natječaja', 'natječaja')}:`,
    noCallsFor: (code) =>
      `Za šifru djelatnosti ${code} trenutačno nema otvorenih natječaja u našem popisu.`,
    allCalls: 'Svi otvoreni natječaji su na stranici [Otvoreni natječaji](/otvoreni-natjecaji).',
    sources: 'Izvori',
    interrupted: 'Odgovor je prekinut. Više o tome pročitajte ovdje:',
    languageName: 'Croatian',
  },
  en: {
    labels: {
      deadline: 'Application deadline',
      funding: 'Funding',
      nkd: 'Activity codes (NKD)',
    },
    found: 'Here is what our pages say about it:',
    more: 'More',
    notFound:
      'I am afraid our pages do not cover that. Ask me about our services, open funding calls (e.g. “calls for 62.01”), deadlines, documents or what an application costs.',
    consult:
      'For an assessment of your own project, write to us through the [contact form](/#contact): the first consultation is free.',
    callsFor: (code, count) =>
      `${count} open funding ${count === 1 ? 'call is' : 'calls are'} available for activity code ${code}:`,
    noCallsFor: (code) =>
      `There is no open funding call for activity code ${code} in our list at the moment.`,
    allCalls: 'All open calls are listed on [Open calls](/otvoreni-natjecaji).',
    sources: 'Sources',
    interrupted: 'The answer was cut off. Read more here:',
    languageName: 'English',
  },
  de: {
    labels: {
      deadline: 'Einreichungsfrist',
      funding: 'Förderung',
      nkd: 'Tätigkeitscodes (NKD)',
    },
    found: 'Das steht auf unseren Seiten dazu:',
    more: 'Mehr',
    notFound:
      'Dazu finde ich auf unseren Seiten leider nichts. Fragen Sie mich nach unseren Leistungen, offenen Ausschreibungen (z. B. „Ausschreibungen für 62.01“), Fristen, Unterlagen oder den Kosten eines Antrags.',
    consult:
      'Für eine Einschätzung Ihres eigenen Projekts schreiben Sie uns über das [Kontaktformular](/#contact): Das erste Beratungsgespräch ist kostenlos.',
    callsFor: (code, count) =>
      `Für den Tätigkeitscode ${code} ${count === 1 ? 'ist derzeit 1 Ausschreibung' : `sind derzeit ${count} Ausschreibungen`} offen:`,
    noCallsFor: (code) =>
      `Für den Tätigkeitscode ${code} ist in unserer Liste derzeit keine Ausschreibung offen.`,
    allCalls:
      'Alle offenen Ausschreibungen finden Sie unter [Offene Ausschreibungen](/otvoreni-natjecaji).',
    sources: 'Quellen',
    interrupted: 'Die Antwort wurde abgebrochen. Mehr dazu hier:',
    languageName: 'German',
  },
}
