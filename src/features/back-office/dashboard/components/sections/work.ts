import { bookingStateLabels, words } from '../../copy'
import { bookingStates } from '../../queries'

import type { Section, SectionInput } from './types'

/** Follow-ups due per adviser: overdue and today's. */
export function followUpsSection({ figures, language, format }: SectionInput): Section {
  const copy = words[language]
  const rows = figures.followUpsDue
  const names = rows.map((row) => row.adviser ?? copy.nobody)
  return {
    id: 'dashboard-follow-ups',
    title: copy.followUps,
    note: copy.followUpsNote,
    empty: rows.length === 0 ? copy.noFollowUps : null,
    chart: {
      categories: names,
      series: [
        { key: 'overdue', label: copy.overdueSeries, values: rows.map((row) => row.overdue) },
        { key: 'today', label: copy.todaySeries, values: rows.map((row) => row.today) },
      ],
      stacked: true,
      layout: 'bars',
    },
    table: {
      columns: [copy.adviser, copy.overdueSeries, copy.todaySeries],
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
  const copy = words[language]
  const days = figures.bookingsThisWeek
  const labels = days.map((day) => format.weekday(day.day))
  const total = (index: number) =>
    bookingStates.reduce((sum, state) => sum + days[index]![state], 0)
  return {
    id: 'dashboard-bookings',
    title: copy.bookings,
    note: copy.bookingsNote,
    empty: days.every((_, index) => total(index) === 0) ? copy.noBookings : null,
    chart: {
      categories: labels,
      series: bookingStates.map((state) => ({
        key: state,
        label: bookingStateLabels[state][language],
        values: days.map((day) => day[state]),
      })),
      stacked: true,
      layout: 'columns',
    },
    table: {
      columns: [
        copy.day,
        ...bookingStates.map((state) => bookingStateLabels[state][language]),
        copy.total,
      ],
      rows: days.map((day, index) => [
        labels[index]!,
        ...bookingStates.map((state) => format.number(day[state])),
        format.number(total(index)),
      ]),
    },
  }
}
