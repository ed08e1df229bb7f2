import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/formatDate'

import { formatEuro, formatPercent } from '../rules/amount'
import type { CallChange, HistoryEntry } from '../rules/changeHistory'
import { codeKeyLabel } from '../rules/activityCodes'

/** The "Change history" section of a call page: what each official amendment changed. */
export async function ChangeHistory({
  locale,
  entries,
}: {
  locale: Locale
  entries: HistoryEntry[]
}) {
  const t = await getTranslations({ locale, namespace: 'FundingCalls' })
  const names = await getTranslations({ locale, namespace: 'Catalogue' })

  const value = (field: CallChange['field'], raw: number | string) =>
    typeof raw === 'string'
      ? formatDate(locale, raw)
      : field === 'aidIntensityMax'
        ? formatPercent(locale, raw)
        : formatEuro(locale, raw)

  const item = (field: CallChange['field'], key: string) =>
    field === 'counties'
      ? names(`counties.${key}` as Parameters<typeof names>[0])
      : field === 'applicantTypes'
        ? names(`applicants.${key}` as Parameters<typeof names>[0])
        : codeKeyLabel(key)

  const lines = (change: CallChange): string[] => {
    const { field } = change
    if ('added' in change) {
      const list = (keys: string[]) => keys.map((key) => item(field, key)).join(', ')
      return [
        ...(change.added.length ? [t('changeAdded', { field, items: list(change.added) })] : []),
        ...(change.removed.length
          ? [t('changeRemoved', { field, items: list(change.removed) })]
          : []),
      ]
    }
    const { from, to } = change
    if (field === 'opensAt' || field === 'deadline') {
      if (to === null) return [t('changeDateRemoved', { field })]
      if (from === null) return [t('changeDateSet', { field, to: value(field, to) })]
      return [t('changeDate', { field, from: value(field, from), to: value(field, to) })]
    }
    if (to === null) return [t('changeAmountRemoved', { field })]
    if (from === null) return [t('changeAmountSet', { field, to: value(field, to) })]
    const key = (to as number) > (from as number) ? 'changeAmountRaised' : 'changeAmountLowered'
    return [t(key, { field, from: value(field, from), to: value(field, to) })]
  }

  return (
    <section aria-labelledby="history-title" className="mt-10">
      <h2 id="history-title" className="text-2xl font-semibold text-brand-900">
        {t('historyTitle')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('historyEmpty')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t('historyIntro')}</p>
          <ol className="mt-4 space-y-4 border-l-2 border-brand-100 pl-4">
            {entries.map((entry) => (
              <li key={entry.at}>
                <time dateTime={entry.at} className="text-sm font-semibold text-brand-800">
                  {formatDate(locale, entry.at)}
                </time>
                <ul className="mt-1 list-disc pl-5 text-slate-800">
                  {entry.changes.flatMap(lines).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {entry.note && (
                  <p className="mt-1 text-slate-700">
                    <span className="font-semibold">{t('changeNote')}:</span> {entry.note}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  )
}
