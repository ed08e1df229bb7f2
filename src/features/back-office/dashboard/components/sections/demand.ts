import { translator } from '@/i18n/translator'

import type { Section, SectionInput } from './types'

/** The codes checked most, each bar split into checks that found a call and those that did not. */
export function codesCheckedSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const codes = figures.codesCheckedMost
  const labels = codes.map((row) => format.code(row.code, row.version))
  return {
    id: 'dashboard-codes-checked',
    title: t('codesChecked'),
    note: t('codesCheckedNote'),
    empty: codes.length === 0 ? t('noChecks') : null,
    chart: {
      categories: labels,
      series: [
        { key: 'some', label: t('foundSome'), values: codes.map((row) => row.checks - row.none) },
        { key: 'none', label: t('foundNone'), values: codes.map((row) => row.none) },
      ],
      stacked: true,
      layout: 'bars',
    },
    table: {
      columns: [t('code'), t('activity'), t('checks'), t('foundNone')],
      rows: codes.map((row, index) => [
        labels[index]!,
        row.name ?? '—',
        format.number(row.checks),
        format.number(row.none),
      ]),
    },
  }
}

/** The calls to look for next: the codes whose checks most often found no open call. */
export function lookForSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const codes = figures.callsToLookFor
  const labels = codes.map((row) => format.code(row.code, row.version))
  return {
    id: 'dashboard-look-for',
    title: t('lookFor'),
    note: t('lookForNote'),
    empty:
      codes.length > 0
        ? null
        : figures.codesCheckedMost.length === 0
          ? t('noChecks')
          : t('noneEmpty'),
    chart: {
      categories: labels,
      series: [{ key: 'none', label: t('foundNone'), values: codes.map((row) => row.none) }],
      layout: 'bars',
    },
    table: {
      columns: [t('code'), t('activity'), t('foundNone'), t('ofChecks')],
      rows: codes.map((row, index) => [
        labels[index]!,
        row.name ?? '—',
        format.number(row.none),
        `${format.number(row.checks)} (${format.share(row.none, row.checks)})`,
      ]),
    },
  }
}

/** Active alert subscriptions by the activity codes they name. */
export function alertCodesSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const codes = figures.alertCodes
  const labels = codes.map((row) => format.code(row.code, row.classification))
  return {
    id: 'dashboard-alert-codes',
    title: t('alertCodes'),
    note: t('alertCodesNote'),
    empty: codes.length === 0 ? t('noAlertCodes') : null,
    chart: {
      categories: labels,
      series: [{ key: 'alerts', label: t('alerts'), values: codes.map((row) => row.alerts) }],
      layout: 'bars',
    },
    table: {
      columns: [t('code'), t('activity'), t('alerts')],
      rows: codes.map((row, index) => [labels[index]!, row.name ?? '—', format.number(row.alerts)]),
    },
  }
}

/** The calls subscribers marked not relevant most, each linking to the call in /admin. */
export function notRelevantSection({
  figures,
  language,
  format,
  adminRoute,
}: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const calls = figures.notRelevantCalls
  const names = calls.map((call) => call.name ?? `#${call.id}`)
  return {
    id: 'dashboard-not-relevant',
    title: t('notRelevant'),
    note: t('notRelevantNote'),
    empty: calls.length === 0 ? t('noNotRelevant') : null,
    chart: {
      categories: names.map((name) => (name.length > 40 ? `${name.slice(0, 39)}…` : name)),
      series: [{ key: 'marks', label: t('marks'), values: calls.map((call) => call.marks) }],
      layout: 'bars',
    },
    table: {
      columns: [t('call'), t('marks'), t('mailed')],
      rows: calls.map((call, index) => [
        { text: names[index]!, href: `${adminRoute}/collections/funding-calls/${call.id}` },
        format.number(call.marks),
        format.number(call.mailed),
      ]),
    },
  }
}

/** The assistant's most asked topics. */
export function topicsSection({ figures, language, format }: SectionInput): Section {
  const t = translator(language, 'Dashboard')
  const topics = figures.assistantTopics
  return {
    id: 'dashboard-topics',
    title: t('topics'),
    empty: topics.length === 0 ? t('noTopics') : null,
    chart: {
      categories: topics.map((row) =>
        row.topic.length > 40 ? `${row.topic.slice(0, 39)}…` : row.topic,
      ),
      series: [{ key: 'asked', label: t('asked'), values: topics.map((row) => row.count) }],
      layout: 'bars',
    },
    table: {
      columns: [t('topic'), t('language'), t('asked')],
      rows: topics.map((row) => {
        const name = `localeName.${row.locale}` as 'localeName.hr'
        return [row.topic, t.has(name) ? t(name) : row.locale, format.number(row.count)]
      }),
    },
  }
}
