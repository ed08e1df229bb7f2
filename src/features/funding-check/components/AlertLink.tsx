import { Bell } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { Link } from '@/i18n/navigation'

/** What the visitor checked, as the alerts page reads it from its address. */
export type CheckedProfile = {
  code: string
  version?: string | null
  county?: string | null
  size?: string | null
}

/**
 * "E-mail me when a call for this activity opens": the alerts page with the checked code (and
 * its version, county and size) filled in. Shown with or without matching calls.
 */
export function AlertLink({ label, profile }: { label: string; profile: CheckedProfile }) {
  const params = new URLSearchParams({ code: profile.code.trim() })
  if (profile.version === 'nkd2025') params.set('version', 'nkd2025')
  if (profile.county) params.set('county', profile.county)
  if (profile.size) params.set('size', profile.size)
  return (
    <p className="mt-4">
      <Link
        href={`/alerts?${params}`}
        prefetch={false}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        data-testid="funding-check-alert"
      >
        <Icon icon={Bell} className="size-4" />
        {label}
      </Link>
    </p>
  )
}
