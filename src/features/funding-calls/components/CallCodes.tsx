import type { CodeVersion } from '../rules/activityCodes'
import type { FundingCallMessages } from './messages'

/** An activity code of a call: its key, version and code (see keyCode). */
export type CallCode = { key: string; version: CodeVersion; code: string }

/** The activity-codes section of a call's page: each code with its name, NKD 2025 ones marked. */
export function CallCodes({
  codes,
  names,
  t,
}: {
  codes: CallCode[]
  /** The codes' names in each version, keyed by code. */
  names: Record<CodeVersion, Record<string, string>>
  t: FundingCallMessages
}) {
  return (
    <section aria-labelledby="nkd-title" className="mt-10">
      <h2 id="nkd-title" className="text-2xl font-semibold text-brand-900">
        {t('nkdTitle')}
      </h2>
      {codes.length > 0 ? (
        <ul className="mt-4 grid gap-2">
          {codes.map(({ key, version, code }) => {
            const name = names[version][code]
            return (
              <li key={key} className="flex gap-3 text-slate-800">
                <span className="min-w-14 rounded-md bg-slate-100 px-2 py-0.5 text-center font-mono text-sm">
                  {code}
                </span>
                {name && <span>{name}</span>}
                {version === 'nkd2025' && (
                  <span className="text-sm text-slate-600">(NKD 2025)</span>
                )}
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{t('nkdNone')}</p>
      )}
    </section>
  )
}
