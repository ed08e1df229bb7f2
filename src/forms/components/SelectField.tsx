import type { SelectHTMLAttributes } from 'react'

import { inputClass } from './FormField'

export type SelectOption = { value: string; label: string }

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  id: string
  name: string
  label: string
  /** The first choice, for "none" (empty value). */
  anyLabel: string
  options: SelectOption[]
  /** Options in labelled groups instead, for long lists. */
  groups?: { label: string; options: SelectOption[] }[]
  error?: string
}

/** A labelled select with an empty first choice and an optional error tied to it. */
export function SelectField({
  id,
  name,
  label,
  anyLabel,
  options,
  groups,
  error,
  className,
  ...select
}: Props) {
  const item = (option: SelectOption) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  )
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-brand-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-describedby={error ? `${id}-hint` : undefined}
        aria-invalid={error ? true : undefined}
        className={`${inputClass} h-12`}
        {...select}
      >
        <option value="">{anyLabel}</option>
        {options.map(item)}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(item)}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
