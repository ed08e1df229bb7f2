import { leadSources } from '@/features/contact'
import { translator } from '@/i18n/translator'

import { stageLabels } from '../../../pipeline/fields'
import { leadStages } from '../../../rules'

import type { Section, SectionInput } from './types'

/** The channels of new leads, then alert sign-ups, in the order the chart stacks them. */
const seriesOrder: string[] = [...leadSources, 'alert']

/** New leads per week by channel, with the confirmed alert sign-ups as a series of their own. */
export function leadsPerWeekSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const { period } = figures
  const series = [
    ...figures.leadsPerWeek
      .filter((row) => row.counts.some(Boolean))
      .sort((a, b) => seriesOrder.indexOf(a.source) - seriesOrder.indexOf(b.source))
      .map((row) => {
        // A channel the messages do not name is shown by its own key.
        const name = `series.${row.source}` as 'series.contact'
        return { key: row.source, label: t.has(name) ? t(name) : row.source, values: row.counts }
      }),
    ...(figures.alertSignUpsPerWeek.some(Boolean)
      ? [
          {
            key: 'alert',
            label: t('series.alert'),
            values: figures.alertSignUpsPerWeek,
          },
        ]
      : []),
  ]
  const weeks = period.weeks.map((week) => format.week(week.week))
  return {
    id: 'dashboard-leads-per-week',
    title: t('leadsPerWeek'),
    note: t('leadsPerWeekNote'),
    empty: series.length === 0 ? t('noLeads') : null,
    chart: { categories: weeks, series, stacked: true, layout: 'columns' },
    table: {
      columns: [t('week'), ...series.map((one) => one.label), t('total')],
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
  const t = translator(language, 'Dashboard')
  const stages = figures.leadsByStage
  const { conversion } = figures
  const labels = leadStages.map((stage) => stageLabels[stage][language])
  return {
    id: 'dashboard-leads-by-stage',
    title: t('byStage'),
    note: t('conversionNote', {
      leads: format.number(conversion.leads),
      won: format.number(conversion.won),
      lost: format.number(conversion.lost),
    }),
    empty: leadStages.every((stage) => stages[stage] === 0) ? t('noStages') : null,
    chart: {
      categories: labels,
      series: [
        { key: 'leads', label: t('leads'), values: leadStages.map((stage) => stages[stage]) },
      ],
      layout: 'bars',
    },
    table: {
      columns: [t('stage'), t('leads')],
      rows: leadStages.map((stage, index) => [labels[index]!, format.number(stages[stage])]),
    },
  }
}
