'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { evaluateRoi, formatEuro, formatRoiPercent, type RoiOutcome } from '../rules/roi'

type Props = { intlLocale: string }

/** Grant amount in, fee, net benefit and ROI out; nothing shows until Calculate is pressed. */
export function RoiCalculator({ intlLocale }: Props) {
  const t = useTranslations('Tools.roi')
  const [amount, setAmount] = useState('')
  const [outcome, setOutcome] = useState<RoiOutcome | null>(null)
  // A new key per press, so that screen readers announce a repeated message again.
  const [attempt, setAttempt] = useState(0)

  function calculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setOutcome(evaluateRoi(amount, intlLocale))
    setAttempt((count) => count + 1)
  }

  const error = outcome && !outcome.ok ? t(`errors.${outcome.error}`) : null
  const result = outcome?.ok ? outcome.result : null
  const euro = (value: number) => formatEuro(value, intlLocale)

  return (
    <div className="mt-8">
      <form onSubmit={calculate} noValidate>
        <label htmlFor="roi-amount" className="block font-semibold text-slate-900">
          {t('amountLabel')}
        </label>
        <p id="roi-amount-hint" className="mt-1 text-sm text-slate-700">
          {t('amountHint')}
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row">
          <div className="relative sm:w-80">
            <input
              id="roi-amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-describedby={error ? 'roi-amount-hint roi-amount-error' : 'roi-amount-hint'}
              aria-invalid={error ? true : undefined}
              className="h-12 w-full rounded-md border border-slate-500 bg-white pl-4 pr-10 text-lg tabular-nums text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 aria-invalid:border-red-700"
            />
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-slate-700"
            >
              €
            </span>
          </div>
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('calculate')}
          </button>
        </div>
        <p id="roi-amount-error" aria-live="polite" className="mt-2 font-medium text-red-700">
          {error && <span key={attempt}>{error}</span>}
        </p>
      </form>

      <div aria-live="polite">
        {result && (
          <div key={attempt} className="mt-6 rounded-xl bg-brand-50 p-6">
            <h3 className="text-lg font-semibold text-brand-900">{t('resultTitle')}</h3>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {[
                [t('grant'), euro(result.grantCents / 100)],
                [t('fee'), euro(result.feeCents / 100)],
                [t('net'), euro(result.netCents / 100)],
                [t('roi'), formatRoiPercent(result.roiPercent)],
              ].map(([term, value]) => (
                <div key={term} className="rounded-lg bg-white p-4 shadow-sm">
                  <dt className="text-sm font-medium text-slate-700">{term}</dt>
                  <dd className="mt-1 text-2xl font-bold tabular-nums text-brand-900 wrap-anywhere">
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-lg text-brand-950">
              {t('explanation', { amount: euro(result.perEuro) })}
            </p>
          </div>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-700">{t('note')}</p>
    </div>
  )
}
