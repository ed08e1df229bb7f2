'use client'

import { useEffect } from 'react'

import { Link, useRouter } from '@/i18n/navigation'

import { toast } from './toast'

type Props = { error: Error & { digest?: string }; message: string; listHref: string; back: string }

/**
 * A detail page that failed to load: logs the error, shows the message as a toast and returns
 * to the list. The message and a link stay on screen until the list shows.
 */
export function LoadErrorRedirect({ error, message, listHref, back }: Props) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
    toast.error(message, { id: 'load-error' })
    router.replace(listHref)
  }, [error, message, listHref, router])
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-28 text-center">
      <p className="text-xl font-semibold text-brand-900">{message}</p>
      <Link href={listHref} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {back}
      </Link>
    </div>
  )
}
