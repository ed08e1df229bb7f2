import { localeNames, words } from '../../copy'

import type { Section, SectionInput } from './types'

/** The codes checked most, each bar split into checks that found a call and those that did not. */
export function codesCheckedSection({ figures, language, format }: SectionInput): Section {
  const copy = words[language]
  const codes = figures.codesCheckedMost
  const labels = codes.map((row) => format.code(row.code, row.version))
  return {
    id: 'dashboard-codes-checked',
    title: copy.codesChecked,
    note: copy.codesCheckedNote,
    empty: codes.length === 0 ? copy.noChecks : null,
    chart: {
      categories: labels,
      series: [
        { key: 'some', label: copy.foundSome, values: codes.map((row) => row.checks - row.none) },
        { key: 'none', label: copy.foundNone, values: codes.map((row) => row.none) },
      ],
      stacked: true,
      layout: 'bars',
    },
    table: {
      columns: [copy.code, copy.activity, copy.checks, copy.foundNone],
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
  const copy = words[language]
  const codes = figures.callsToLookFor
  const labels = codes.map((row) => format.code(row.code, row.version))
  return {
    id: 'dashboard-look-for',
    title: copy.lookFor,
    note: copy.lookForNote,
    empty:
      codes.length > 0
        ? null
        : figures.codesCheckedMost.length === 0
          ? copy.noChecks
          : copy.noneEmpty,
    chart: {
      categories: labels,
      series: [{ key: 'none', label: copy.foundNone, values: codes.map((row) => row.none) }],
      layout: 'bars',
    },
    table: {
      columns: [copy.code, copy.activity, copy.foundNone, copy.ofChecks],
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
  const copy = words[language]
  const codes = figures.alertCodes
  const labels = codes.map((row) => format.code(row.code, row.classification))
  return {
    id: 'dashboard-alert-codes',
    title: copy.alertCodes,
    note: copy.alertCodesNote,
    empty: codes.length === 0 ? copy.noAlertCodes : null,
    chart: {
      categories: labels,
      series: [{ key: 'alerts', label: copy.alerts, values: codes.map((row) => row.alerts) }],
      layout: 'bars',
    },
    table: {
      columns: [copy.code, copy.activity, copy.alerts],
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
  const copy = words[language]
  const calls = figures.notRelevantCalls
  const names = calls.map((call) => call.name ?? `#${call.id}`)
  return {
    id: 'dashboard-not-relevant',
    title: copy.notRelevant,
    note: copy.notRelevantNote,
    empty: calls.length === 0 ? copy.noNotRelevant : null,
    chart: {
      categories: names.map((name) => (name.length > 40 ? `${name.slice(0, 39)}…` : name)),
      series: [{ key: 'marks', label: copy.marks, values: calls.map((call) => call.marks) }],
      layout: 'bars',
    },
    table: {
      columns: [copy.call, copy.marks, copy.mailed],
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
  const copy = words[language]
  const topics = figures.assistantTopics
  return {
    id: 'dashboard-topics',
    title: copy.topics,
    empty: topics.length === 0 ? copy.noTopics : null,
    chart: {
      categories: topics.map((row) =>
        row.topic.length > 40 ? `${row.topic.slice(0, 39)}…` : row.topic,
      ),
      series: [{ key: 'asked', label: copy.asked, values: topics.map((row) => row.count) }],
      layout: 'bars',
    },
    table: {
      columns: [copy.topic, copy.language, copy.asked],
      rows: topics.map((row) => [
        row.topic,
        localeNames[row.locale]?.[language] ?? row.locale,
        format.number(row.count),
      ]),
    },
  }
}
