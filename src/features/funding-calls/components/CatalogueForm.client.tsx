'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type FormEvent, type ReactNode } from 'react'

/** Values left out of the address: they are the defaults (see rules/catalogueFilters). */
const defaults: Record<string, string> = { status: 'current', sort: 'deadline' }

/** The list's address for the form's values: filled fields only, in the form's order. */
function formAddress(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form).entries()) {
    const text = String(value).trim()
    if (text && defaults[name] !== text) params.set(name, text)
  }
  const query = params.toString()
  return `${form.getAttribute('action')}${query ? `?${query}` : ''}`
}

/**
 * The catalogue's filter form, enhanced: a choice in a list applies at once, a typed search on
 * Enter or the button, each as a new address (shareable, and the back button returns to it)
 * without reloading the page. Without JavaScript it is the plain GET form it wraps. The fields
 * follow the address when it changes (a removed filter, the back button), keeping the focus.
 */
export function CatalogueForm({
  action,
  query,
  busyLabel,
  fields,
  children,
}: {
  action: string
  /** The current filters' query, to bring the fields in line after a navigation. */
  query: string
  busyLabel: string
  fields: ReactNode
  children: ReactNode
}) {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const [pending, startTransition] = useTransition()

  useEffect(() => {
    const current = form.current
    if (!current) return
    const params = new URLSearchParams(query)
    for (const element of current.elements) {
      if (
        !(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) ||
        !element.name ||
        element.type === 'hidden'
      ) {
        continue
      }
      element.value = params.get(element.name) ?? defaults[element.name] ?? ''
    }
  }, [query])

  function go() {
    if (!form.current) return
    const address = formAddress(form.current)
    startTransition(() => router.push(address, { scroll: false }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    go()
  }

  function change(event: FormEvent<HTMLFormElement>) {
    if (event.target instanceof HTMLSelectElement) go()
  }

  return (
    <div aria-busy={pending || undefined}>
      <form
        ref={form}
        method="get"
        action={action}
        role="search"
        onSubmit={submit}
        onChange={change}
      >
        {fields}
      </form>
      <p aria-live="polite" className="sr-only">
        {pending ? busyLabel : ''}
      </p>
      <div className={pending ? 'opacity-60 transition-opacity' : undefined}>{children}</div>
    </div>
  )
}
