'use client'

import { useLocale, type useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'

/** A suggestion of GET /api/activity-code-suggestions. */
export type Suggestion = { classification: string; code: string; level: string; name: string }

/** Waits this long after the last key before asking the server. */
const debounceMs = 150

const subscribe = () => () => {}

/** The suggestions for a query, from the classification version the form's select names. */
async function fetchSuggestions(
  query: string,
  locale: string,
  versionField: string | undefined,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const chosen = versionField
    ? (document.getElementById(versionField) as HTMLSelectElement | null)?.value
    : ''
  const params = new URLSearchParams({
    q: query,
    locale,
    classification: chosen || 'nkd2007',
  })
  const response = await fetch(`/api/activity-code-suggestions?${params}`, { signal })
  if (!response.ok) throw new Error(String(response.status))
  const { suggestions } = (await response.json()) as { suggestions: Suggestion[] }
  return suggestions
}

/** The option an arrow key makes active: the first or last when none is, else the next one. */
const arrowed = (index: number, step: number, count: number, open: boolean) =>
  !open || index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count

/**
 * The state of the activity-code combobox: whether the page's script runs it (false on the
 * server and while hydrating), the suggestions asked for while typing (debounced, the previous
 * request aborted), the active option, the status to announce, and its keyboard handling.
 */
export function useActivityCodeCombobox(
  versionField: string | undefined,
  t: ReturnType<typeof useTranslations<'ActivityCodes'>>,
) {
  const locale = useLocale()
  // False on the server and while hydrating: the first render matches the server's HTML.
  const enhanced = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
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
        const suggestions = await fetchSuggestions(query, locale, versionField, abort.signal)
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
        setActive((index) => arrowed(index, step, options.length, open))
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

  const close = () => setOpen(false)
  return { enhanced, field, options, open, active, status, suggest, choose, onKeyDown, close }
}
