import { stageLabels } from '../../../pipeline/fields'
import { leadStages } from '../../../rules'
import { seriesLabels, words } from '../../copy'

import type { Section, SectionInput } from './types'

/** New leads per week by channel, with the confirmed alert sign-ups as a series of their own. */
export function leadsPerWeekSection({ figures, language, format }: SectionInput): Section {
  const copy = words[language]
  const { period } = figures
  const series = [
    ...figures.leadsPerWeek
      .filter((row) => row.counts.some(Boolean))
      .sort(
        (a, b) =>
          Object.keys(seriesLabels).indexOf(a.source) - Object.keys(seriesLabels).indexOf(b.source),
      )
      .map((row) => ({
        key: row.source,
        label: seriesLabels[row.source]?.[language] ?? row.source,
        values: row.counts,
      })),
    ...(figures.alertSignUpsPerWeek.some(Boolean)
      ? [
          {
            key: 'alert',
            label: seriesLabels.alert![language],
            values: figures.alertSignUpsPerWeek,
          },
        ]
      : []),
  ]
  const weeks = period.weeks.map((week) => format.week(week.week))
  return {
    id: 'dashboard-leads-per-week',
    title: copy.leadsPerWeek,
    note: copy.leadsPerWeekNote,
    empty: series.length === 0 ? copy.noLeads : null,
    chart: { categories: weeks, series, stacked: true, layout: 'columns' },
    table: {
      columns: [copy.week, ...series.map((one) => one.label), copy.total],
      rows: period.weeks.map((week, index) => [
        `${weeks[index]} (${format.date(week.monday)})`,
        ...series.map((one) => format.number(one.values[index]!)),
        format.number(series.reduce((sum, one) => sum + one.values[index]!, 0)),
      ]),
    },
  }
}

/** Every lead by its stage now, with the conversion of the period's leads beneath. */
export function leadsByStageSection({ figures, language, format }: SectionInput): Section {
  const copy = words[language]
  const stages = figures.leadsByStage
  const { conversion } = figures
  const labels = leadStages.map((stage) => stageLabels[stage][language])
  return {
    id: 'dashboard-leads-by-stage',
    title: copy.byStage,
    note: copy.conversionNote(
      format.number(conversion.leads),
      format.number(conversion.won),
      format.number(conversion.lost),
    ),
    empty: leadStages.every((stage) => stages[stage] === 0) ? copy.noStages : null,
    chart: {
      categories: labels,
      series: [
        { key: 'leads', label: copy.leads, values: leadStages.map((stage) => stages[stage]) },
      ],
      layout: 'bars',
    },
    table: {
      columns: [copy.stage, copy.leads],
      rows: leadStages.map((stage, index) => [labels[index]!, format.number(stages[stage])]),
    },
  }
}
