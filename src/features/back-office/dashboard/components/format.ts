import { translator } from '@/i18n/translator'

import { officeLocale } from '@/i18n/locales'

import type { Language } from '../language'

const fromDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date))
}

/** The dashboard's ways of writing numbers, shares, days, weeks and codes in a language. */
export function formats(language: Language) {
  const t = translator(language, 'Dashboard')
  const tag = officeLocale[language]
  const numbers = new Intl.NumberFormat(tag)
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 })
  const dates = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const weekdays = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  })
  return {
    number: (value: number) => numbers.format(value),
    /** A share of a whole ("33 %"), or a dash when the whole is nothing. */
    share: (part: number, whole: number) => (whole === 0 ? '—' : percents.format(part / whole)),
    date: (day: string) => dates.format(fromDay(day)),
    weekday: (day: string) => weekdays.format(fromDay(day)),
    /** "2026-W48" as the language names a week ("48. tj.", "W48", "KW 48"). */
    week: (week: string) => t('weekLabel', { week: Number(week.slice(-2)) }),
    /** An activity code, with its classification when it is NKD 2025's. */
    code: (code: string, version: string | null) =>
      version === 'nkd2025' ? `${code} (${t('version2025')})` : code,
  }
}

export type Formats = ReturnType<typeof formats>
