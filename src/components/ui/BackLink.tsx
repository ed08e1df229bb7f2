import { ArrowLeft } from 'lucide'

import { Link } from '@/i18n/navigation'

import { Icon } from './Icon'

/** The link back to a list at the top of a detail page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <Icon icon={ArrowLeft} className="size-4" />
      {label}
    </Link>
  )
}
