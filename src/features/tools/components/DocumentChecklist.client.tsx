'use client'

import { CircleCheck } from 'lucide'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Icon } from '@/components/ui/Icon'

import {
  checklistItems,
  checklistProgress,
  toggleItem,
  type ChecklistItem,
} from '../rules/checklist'

/** Eight documents ticked in the browser only, with progress n/8 and a message at 8/8. */
export function DocumentChecklist() {
  const t = useTranslations('Tools.checklist')
  const [checked, setChecked] = useState<ChecklistItem[]>([])
  const progress = checklistProgress(checked)
  const valueText = t('progressValue', { done: progress.done, total: progress.total })

  return (
    <div className="mt-8">
      <div className="rounded-xl bg-slate-50 p-4 sm:p-5">
        <div className="flex items-baseline justify-between gap-4">
          <span id="checklist-progress-label" className="font-semibold text-slate-900">
            {t('progressLabel')}
          </span>
          <span aria-live="polite" className="text-2xl font-bold tabular-nums text-brand-900">
            {progress.done}/{progress.total}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="checklist-progress-label"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={valueText}
          className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
      </div>

      <fieldset className="mt-6">
        <legend className="font-semibold text-slate-900">{t('legend')}</legend>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {checklistItems.map((item) => (
            <li
              key={item}
              className="relative flex gap-3 rounded-lg border border-slate-300 p-4 hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                id={`checklist-${item}`}
                type="checkbox"
                checked={checked.includes(item)}
                onChange={() => setChecked((current) => toggleItem(current, item))}
                autoComplete="off"
                aria-describedby={`checklist-${item}-hint`}
                className="relative z-10 mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <div>
                <label
                  htmlFor={`checklist-${item}`}
                  className="cursor-pointer font-semibold text-brand-900 after:absolute after:inset-0 after:content-['']"
                >
                  {t(`items.${item}.name`)}
                </label>
                <p id={`checklist-${item}-hint`} className="text-sm text-slate-700">
                  {t(`items.${item}.hint`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>

      <div role="status" className="mt-6">
        {progress.complete && (
          <p className="flex items-start gap-3 rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-900 ring-1 ring-emerald-200">
            <Icon icon={CircleCheck} className="mt-0.5 size-5 shrink-0" />
            {t('complete')}
          </p>
        )}
      </div>
    </div>
  )
}
