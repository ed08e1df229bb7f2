import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import type { BookingView } from '../types'
import { dayLabel } from './dayLabels'

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="mt-1 text-slate-700 sm:mt-0">{children}</dd>
    </div>
  )
}

/** A booking's date and time (Zagreb), length, place, adviser, topic, call and the visitor. */
export async function BookingDetails({
  locale,
  booking,
}: {
  locale: Locale
  booking: BookingView
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' })
  const minutes = Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000)
  const { place } = booking
  return (
    <dl className="mt-4 border-b border-slate-200" data-testid="booking-details">
      <Fact term={t('details.date')}>{dayLabel(locale, booking.day, true)}</Fact>
      <Fact term={t('details.time')}>
        {t('details.timeValue', { from: booking.time, to: booking.endTime })}
      </Fact>
      <Fact term={t('details.length')}>{t('details.minutes', { count: minutes })}</Fact>
      <Fact term={t('details.place')}>
        {place.kind === 'video' ? (
          <a href={place.url} className={linkClass}>
            {t('details.video')}
          </a>
        ) : (
          <span className="whitespace-pre-line">{place.address}</span>
        )}
      </Fact>
      <Fact term={t('details.adviser')}>{booking.adviser}</Fact>
      <Fact term={t('details.topic')}>
        <span className="whitespace-pre-line">{booking.topic}</span>
      </Fact>
      {booking.call && (
        <Fact term={t('details.call')}>
          <Link href={`/natjecaj/${booking.call.id}`} prefetch={false} className={linkClass}>
            {booking.call.title}
          </Link>
        </Fact>
      )}
      {booking.code && <Fact term={t('details.code')}>{booking.code}</Fact>}
      <Fact term={t('details.person')}>
        {booking.name}
        {booking.company && <span className="block">{booking.company}</span>}
        <span className="block">{booking.email}</span>
        <span className="block">{booking.phone}</span>
      </Fact>
    </dl>
  )
}
