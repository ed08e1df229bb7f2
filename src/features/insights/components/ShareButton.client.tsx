'use client'

import { Share2 } from 'lucide'
import { useTranslations } from 'next-intl'

import { Icon } from '@/components/ui/Icon'
import { toast } from '@/components/ui/toast'

/**
 * Shares the page with the system's share sheet where there is one; otherwise copies its address
 * and says so in a toast.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useTranslations('Insights')
  async function share() {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success(t('linkCopied'))
    } catch {
      toast.error(t('copyFailed'))
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 px-4 font-semibold text-brand-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Icon icon={Share2} className="size-4" />
      {t('share')}
    </button>
  )
}
