'use client'

import { useLocale, useTranslations } from 'next-intl'
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react'

import { FieldNote, fieldInputProps } from './FormField'

/** A suggestion of GET /api/activity-code-suggestions. */
type Suggestion = { classification: string; code: string; level: string; name: string }

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

/** Waits this long after the last key before asking the server. */
const debounceMs = 150

const subscribe = () => () => {}

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
  const locale = useLocale()
  // False on the server and while hydrating: the first render matches the server's HTML.
  const enhanced = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  const listId = useId()
  // Uncontrolled: the form around it may set its value (the catalogue brings its fields in line
  // with the address), and a chosen code is written into it.
  const field = useRef<HTMLInputElement>(null)
  const [options, setOptions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({})

  useEffect(() => {
    const current = pending.current
    return () => {
      clearTimeout(current.timer)
      current.abort?.abort()
    }
  }, [])

  function suggest(query: string) {
    const current = pending.current
    clearTimeout(current.timer)
    current.abort?.abort()
    if (!query.trim()) {
      setOptions([])
      setOpen(false)
      setStatus('')
      return
    }
    current.timer = setTimeout(async () => {
      const abort = new AbortController()
      current.abort = abort
      try {
        const chosen = versionField
          ? (document.getElementById(versionField) as HTMLSelectElement | null)?.value
          : ''
        const params = new URLSearchParams({
          q: query,
          locale,
          classification: chosen || 'nkd2007',
        })
        const response = await fetch(`/api/activity-code-suggestions?${params}`, {
          signal: abort.signal,
        })
        if (!response.ok) throw new Error(String(response.status))
        const { suggestions } = (await response.json()) as { suggestions: Suggestion[] }
        setOptions(suggestions)
        setOpen(suggestions.length > 0)
        setActive(-1)
        setStatus(
          suggestions.length > 0
            ? t('suggestions', { count: suggestions.length })
            : t('noSuggestions', { query: query.trim() }),
        )
      } catch (reason) {
        if (abort.signal.aborted) return
        // The field still takes a typed code: only the suggestions are missing.
        setOptions([])
        setOpen(false)
        setStatus(t('unavailable'))
        console.warn('activity code suggestions failed', reason)
      }
    }, debounceMs)
  }

  function choose(option: Suggestion) {
    if (field.current) field.current.value = option.code
    setOpen(false)
    setActive(-1)
    setStatus(t('chosen', { code: option.code, name: option.name }))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!enhanced) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        setOpen(true)
        setActive((index) =>
          !open || index < 0
            ? step > 0
              ? 0
              : options.length - 1
            : (index + step + options.length) % options.length,
        )
        return
      }
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault()
          choose(options[active])
        }
        return
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (event.currentTarget.value) {
          event.preventDefault()
          event.currentTarget.value = ''
          suggest('')
        }
        return
      case 'Tab':
        setOpen(false)
        return
    }
  }

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
        onBlur={() => setOpen(false)}
      />
      {enhanced && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('listLabel')}
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
      )}
      <FieldNote id={id} hint={hint} error={error} />
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  )
}
