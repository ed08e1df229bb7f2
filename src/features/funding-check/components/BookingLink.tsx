import { CalendarCheck } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import { Link } from '@/i18n/navigation'

import type { CheckedProfile } from './AlertLink'

/**
 * "Book a free consultation about this activity": the booking page with the checked code and
 * its classification version filled in. Shown with or without matching calls.
 */
export function BookingLink({ label, profile }: { label: string; profile: CheckedProfile }) {
  const params = new URLSearchParams({
    code: profile.code.trim(),
    version: profile.version === 'nkd2025' ? 'nkd2025' : 'nkd2007',
  })
  return (
    <p className="mt-2">
      <Link
        href={`/booking?${params}`}
        prefetch={false}
        className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        data-testid="funding-check-booking"
      >
        <Icon icon={CalendarCheck} className="size-4" />
        {label}
      </Link>
    </p>
  )
}
