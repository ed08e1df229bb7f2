import { translator } from '@/i18n/translator'

import { bookingStates } from '../../queries'

import type { Section, SectionInput } from './types'

/** Follow-ups due per adviser: overdue and today's. */
export function followUpsSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const rows = figures.followUpsDue
  const names = rows.map((row) => row.adviser ?? t('nobody'))
  return {
    id: 'dashboard-follow-ups',
    title: t('followUps'),
    note: t('followUpsNote'),
    empty: rows.length === 0 ? t('noFollowUps') : null,
    chart: {
      categories: names,
      series: [
        { key: 'overdue', label: t('overdueSeries'), values: rows.map((row) => row.overdue) },
        { key: 'today', label: t('todaySeries'), values: rows.map((row) => row.today) },
      ],
      stacked: true,
      layout: 'bars',
    },
    table: {
      columns: [t('adviser'), t('overdueSeries'), t('todaySeries')],
      rows: rows.map((row, index) => [
        names[index]!,
        format.number(row.overdue),
        format.number(row.today),
      ]),
    },
  }
}

/** This week's consultations per day, by status. */
export function bookingsSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const days = figures.bookingsThisWeek
  const labels = days.map((day) => format.weekday(day.day))
  const total = (index: number) =>
    bookingStates.reduce((sum, state) => sum + days[index]![state], 0)
  return {
    id: 'dashboard-bookings',
    title: t('bookings'),
    note: t('bookingsNote'),
    empty: days.every((_, index) => total(index) === 0) ? t('noBookings') : null,
    chart: {
      categories: labels,
      series: bookingStates.map((state) => ({
        key: state,
        label: t(`bookingState.${state}`),
        values: days.map((day) => day[state]),
      })),
      stacked: true,
      layout: 'columns',
    },
    table: {
      columns: [t('day'), ...bookingStates.map((state) => t(`bookingState.${state}`)), t('total')],
      rows: days.map((day, index) => [
        labels[index]!,
        ...bookingStates.map((state) => format.number(day[state])),
        format.number(total(index)),
      ]),
    },
  }
}
