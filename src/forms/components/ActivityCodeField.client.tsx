'use client'

import { useTranslations } from 'next-intl'
import { useId, type InputHTMLAttributes } from 'react'

import { FieldNote, fieldInputProps } from './FormField'
import { useActivityCodeCombobox, type Suggestion } from './useActivityCodeCombobox'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'defaultValue'> & {
  id: string
  name: string
  label: string
  hint?: string
  /** A refusal of this field's value, shown instead of the hint and tied to the input. */
  error?: string
  defaultValue?: string
  /**
   * The id of the form's select of the classification version (empty: NKD 2007): suggestions
   * come from the version it names when the visitor types.
   */
  versionField?: string
}

/** The listbox of suggestions, hidden while the combobox is collapsed. */
function SuggestionList({
  listId,
  label,
  expanded,
  options,
  active,
  optionId,
  choose,
}: {
  listId: string
  label: string
  expanded: boolean
  options: Suggestion[]
  active: number
  optionId: (index: number) => string
  choose: (option: Suggestion) => void
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={label}
      hidden={!expanded}
      className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
    >
      {options.map((option, index) => (
        <li
          key={`${option.classification}:${option.code}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(option)}
          className={`flex cursor-pointer gap-3 px-3 py-2 text-left text-slate-900 ${
            index === active ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-700' : ''
          } hover:bg-slate-100`}
        >
          <span className="min-w-14 shrink-0 font-mono text-sm leading-6">{option.code}</span>
          <span className="text-sm leading-6">{option.name}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * An activity-code field: a plain text input on the server and without JavaScript (the code is
 * typed and posted as is); in the browser a combobox (WAI-ARIA 1.2, list autocomplete) that
 * suggests codes by their start or by words of their names in the page's language, picked
 * with the arrow keys and Enter or by pointer, the count of suggestions announced politely.
 */
export function ActivityCodeField({
  id,
  name,
  label,
  hint,
  error,
  defaultValue = '',
  versionField,
  className,
  onChange,
  ...input
}: Props) {
  const t = useTranslations('ActivityCodes')
  const { enhanced, field, options, open, active, status, suggest, choose, onKeyDown, close } =
    useActivityCodeCombobox(versionField, t)
  const listId = useId()
  const optionId = (index: number) => `${listId}-option-${index}`
  const expanded = enhanced && open && options.length > 0
  return (
    <div className={`relative ${className ?? ''}`}>
      <label htmlFor={id} className="font-semibold text-brand-900">
        {label}
      </label>
      <input
        name={name}
        {...fieldInputProps(id, hint, error)}
        {...input}
        {...(enhanced
          ? {
              role: 'combobox',
              'aria-autocomplete': 'list' as const,
              'aria-expanded': expanded,
              'aria-controls': listId,
              'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
              autoComplete: 'off',
              inputMode: 'text' as const,
              maxLength: 100,
              placeholder: t('placeholder'),
            }
          : {})}
        ref={field}
        defaultValue={defaultValue}
        onChange={(event) => {
          suggest(event.target.value)
          onChange?.(event)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {enhanced && (
        <SuggestionList
          listId={listId}
          label={t('listLabel')}
          expanded={expanded}
          options={options}
          active={active}
          optionId={optionId}
          choose={choose}
        />
      )}
      <FieldNote id={id} hint={hint} error={error} />
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  )
}
