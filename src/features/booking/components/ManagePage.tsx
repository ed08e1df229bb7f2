import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { IslandMessages } from '@/i18n/IslandMessages'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { resolveLocale } from '@/lib/pageParams'
import { alternates } from '@/seo/alternates'
import { getPayloadClient } from '@/server/getPayloadClient'

import { bookingByToken, bookingOptions } from '..'
import type { BookingView } from '../types'
import { BookingDetails } from './BookingDetails'
import { bookingQuery } from './bookingQuery'
import { dayLabel } from './dayLabels'
import { islandMessages } from './islandMessages'
import { bookingPath, first, manageAction, managePath, type PageProps } from './paths'
import { SlotPlanner } from './SlotPlanner.client'

const sectionClass = 'mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'
const h2Class = 'text-2xl font-semibold text-brand-900'
const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'
const buttonClass =
  'inline-flex h-12 items-center rounded-md px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** A page reached by the signed link of the booking's mails: never indexed, never shared. */
async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'Booking' })
  return {
    title: t('manage.title'),
    alternates: alternates(locale, managePath),
    robots: { index: false, follow: false },
  }
}

const dones = ['booked', 'moved', 'cancelled'] as const

/** True while the booking can be moved or cancelled: booked, and not yet begun. */
const changeable = (booking: BookingView, now = Date.now()) =>
  booking.status === 'booked' && Date.parse(booking.start) > now
type Done = (typeof dones)[number]

/** The page for a link that names no booking: forged, mistyped, or the booking deleted. */
async function LinkInvalid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Booking' })
  return (
    <PageContainer narrow>
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">
        {t('manage.invalidTitle')}
      </h1>
      <p
        role="status"
        className="mt-8 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
      >
        {t('result.linkInvalid')}
      </p>
      <p className="mt-8">
        <Link href={bookingPath} className={linkClass}>
          {t('manage.bookNew')}
        </Link>
      </p>
    </PageContainer>
  )
}

/**
 * Cancelling, in two steps without any script: a link that asks the question on the page, and
 * the POST that answers it.
 */
async function CancelSection({
  locale,
  booking,
  asking,
}: {
  locale: Locale
  booking: BookingView
  asking: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' })
  const manage = `${managePath}?token=${encodeURIComponent(booking.token)}`
  return (
    <section id="cancel" aria-labelledby="cancel-title" className={`${sectionClass} scroll-mt-20`}>
      <h2 id="cancel-title" className={h2Class}>
        {asking
          ? t('cancel.question', { day: dayLabel(locale, booking.day), time: booking.time })
          : t('cancel.title')}
      </h2>
      <p className="mt-2 text-slate-700">{asking ? t('cancel.confirmText') : t('cancel.text')}</p>
      {asking ? (
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <form method="post" action={manageAction(locale)}>
            <input type="hidden" name="token" value={booking.token} />
            <input type="hidden" name="action" value="cancel" />
            <button
              type="submit"
              className={`${buttonClass} bg-red-700 text-white hover:bg-red-800`}
            >
              {t('cancel.confirm')}
            </button>
          </form>
          <Link href={manage} prefetch={false} className={linkClass}>
            {t('cancel.keep')}
          </Link>
        </div>
      ) : (
        <p className="mt-4">
          <Link
            href={`${manage}&cancel=1#cancel`}
            prefetch={false}
            className={`${buttonClass} border border-red-700 bg-white text-red-800 hover:bg-red-50`}
          >
            {t('cancel.open')}
          </Link>
        </p>
      )}
    </section>
  )
}

/** The heading and the sentence under it: what was just done, or what the page is. */
const leadKeys = (booking: BookingView, done: Done | null) =>
  booking.status === 'cancelled'
    ? done === 'cancelled'
      ? (['manage.cancelledTitle', 'manage.cancelledText'] as const)
      : (['manage.wasCancelledTitle', 'manage.wasCancelledText'] as const)
    : done === 'booked'
      ? (['manage.bookedTitle', 'manage.bookedText'] as const)
      : done === 'moved'
        ? (['manage.movedTitle', 'manage.movedText'] as const)
        : (['manage.title', 'manage.intro'] as const)

/**
 * /booking/manage?token=… (the link of every booking mail): the booking's details, moving it
 * to another free time (a day, then a time) and cancelling it. `done` says what was just done
 * (booked, moved, cancelled); `taken=1` that the time chosen to move to went to someone else
 * meanwhile, `invalid=1` that it was no free time, `closed=1` that the booking can no longer
 * change (it has started, or was cancelled).
 */
async function Page({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Booking' })
  const query = await searchParams
  const payload = await getPayloadClient()
  const booking = await bookingByToken(payload, first(query.token) ?? '')
  if (!booking) return <LinkInvalid locale={locale} />

  const done = dones.find((value) => value === first(query.done)) ?? null
  // Why the last move (a form post) was refused: the time taken meanwhile, or not a free time.
  const refusal =
    first(query.taken) === '1'
      ? 'result.taken'
      : first(query.invalid) === '1'
        ? 'problem.start'
        : null
  const upcoming = changeable(booking)
  const { day } = bookingQuery(query)
  const options = upcoming ? await bookingOptions(payload, { day }) : null
  const [title, text] = leadKeys(booking, done)
  return (
    <PageContainer narrow>
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{t(title)}</h1>
      <p
        role={done ? 'status' : undefined}
        className="mt-4 text-lg text-slate-700"
        data-testid="booking-manage-lead"
      >
        {t(text, { email: booking.email })}
      </p>
      {first(query.closed) === '1' && (
        <p
          role="alert"
          className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
        >
          {t('result.closed')}
        </p>
      )}
      <section aria-labelledby="details-title" className={sectionClass}>
        <h2 id="details-title" className={h2Class}>
          {t('details.title')}
        </h2>
        <BookingDetails locale={locale} booking={booking} />
      </section>
      {booking.status === 'cancelled' && (
        <p className="mt-10">
          <Link href={bookingPath} className={linkClass}>
            {t('manage.bookNew')}
          </Link>
        </p>
      )}
      {options && (
        <section id="move" aria-labelledby="move-title" className={`${sectionClass} scroll-mt-20`}>
          <h2 id="move-title" className={h2Class}>
            {t('move.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('move.text')}</p>
          {refusal && (
            <p
              role="alert"
              className="mt-4 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
            >
              {t(refusal)}
            </p>
          )}
          <IslandMessages pick={islandMessages.SlotPlanner}>
            <SlotPlanner
              locale={locale}
              mode="move"
              initial={options}
              page={managePath}
              keep={{ token: booking.token }}
              post={{ action: 'move' }}
              action={manageAction(locale)}
            />
          </IslandMessages>
        </section>
      )}
      {upcoming && (
        <CancelSection locale={locale} booking={booking} asking={first(query.cancel) === '1'} />
      )}
    </PageContainer>
  )
}

export const manageRoute = { generateMetadata, Page }
