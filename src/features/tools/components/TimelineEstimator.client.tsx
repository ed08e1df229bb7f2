'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { estimateTimeline, programmes, type Programme } from '../rules/timeline'

/** A programme chosen from three shows its four phases in weeks and their total. */
export function TimelineEstimator() {
  const t = useTranslations('Tools.timeline')
  const [programme, setProgramme] = useState<Programme | null>(null)
  const estimate = programme ? estimateTimeline(programme) : null
  // `2–4 tjedna`, `9–16 weeks`, `1 Woche`: the word agrees with the last number.
  const weeks = ({ min, max }: { min: number; max: number }) =>
    min === max ? t('weeks', { max }) : t('weekRange', { min, max })

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('programmeLegend')}</legend>
        <div className="mt-3 grid gap-3">
          {programmes.map((key) => (
            <div
              key={key}
              className="relative flex gap-3 rounded-lg border border-slate-300 p-4 hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                id={`timeline-${key}`}
                type="radio"
                name="timeline-programme"
                value={key}
                checked={programme === key}
                onChange={() => setProgramme(key)}
                autoComplete="off"
                aria-describedby={`timeline-${key}-description`}
                className="relative z-10 mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <div>
                <label
                  htmlFor={`timeline-${key}`}
                  className="cursor-pointer font-semibold text-brand-900 after:absolute after:inset-0 after:content-['']"
                >
                  {t(`programmes.${key}.name`)}
                </label>
                <p id={`timeline-${key}-description`} className="text-sm text-slate-700">
                  {t(`programmes.${key}.description`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <div aria-live="polite">
        {programme && estimate ? (
          <table className="w-full text-left">
            <caption className="pb-3 text-left text-lg font-semibold text-brand-900">
              {t('caption', { programme: t(`programmes.${programme}.name`) })}
            </caption>
            <thead>
              <tr className="text-sm text-slate-700">
                <th scope="col" className="pb-2 font-medium">
                  {t('phaseHeader')}
                </th>
                <th scope="col" className="pb-2 text-right font-medium">
                  {t('durationHeader')}
                </th>
              </tr>
            </thead>
            <tbody>
              {estimate.phases.map((row) => (
                <tr key={row.phase} className="border-t border-slate-200">
                  <th scope="row" className="py-3 font-medium text-slate-900">
                    {t(`phases.${row.phase}`)}
                  </th>
                  <td className="py-3 text-right tabular-nums text-slate-900">
                    {weeks(row.weeks)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-brand-700 text-lg">
                <th scope="row" className="pt-3 font-bold text-brand-900">
                  {t('total')}
                </th>
                <td className="pt-3 text-right font-bold tabular-nums text-brand-900">
                  {weeks(estimate.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-400 p-6 text-slate-700">
            {t('empty')}
          </p>
        )}
      </div>
      <p className="text-sm text-slate-700 lg:col-span-2">{t('note')}</p>
    </div>
  )
}
