'use client'

import { useEffect } from 'react'

type Props = {
  error: Error & { digest?: string }
  reset: () => void
  message: string
  retry: string
}

/** A list that failed to load: the message and a retry button. */
export function ListError({ error, reset, message, retry }: Props) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-28 text-center">
      <p className="text-xl font-semibold text-brand-900">{message}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {retry}
      </button>
    </div>
  )
}
