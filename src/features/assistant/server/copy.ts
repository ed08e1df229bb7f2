import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

/** Words before a call's deadline (or instead of one), its grant and its activity codes. */
export type Labels = {
  deadline: string
  rolling: string
  funding: string
  nkd: string
}

/** What the assistant says around the passages it quotes. */
export type AnswerCopy = {
  labels: Labels
  /** Before the link to the page the direct answer comes from. */
  readMore: string
  /** Before the further sources. */
  alsoSee: string
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

const built = new Map<Locale, AnswerCopy>()

/** What the assistant says in `locale`, from the messages (namespace AssistantAnswer). */
export function answerCopy(locale: Locale): AnswerCopy {
  let copy = built.get(locale)
  if (!copy) {
    const t = translator(locale, 'AssistantAnswer')
    copy = {
      labels: {
        deadline: t('labels.deadline'),
        rolling: t('labels.rolling'),
        funding: t('labels.funding'),
        nkd: t('labels.nkd'),
      },
      readMore: t('readMore'),
      alsoSee: t('alsoSee'),
      notFound: t('notFound'),
      consult: t('consult'),
      callsFor: (code, count) => t('callsFor', { code, count }),
      noCallsFor: (code) => t('noCallsFor', { code }),
      allCalls: t('allCalls'),
      sources: t('sources'),
      interrupted: t('interrupted'),
      languageName: t('languageName'),
    }
    built.set(locale, copy)
  }
  return copy
}
