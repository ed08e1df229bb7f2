import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { PageIntro } from '@/components/ui/PageIntro'
import { IslandMessages } from '@/i18n/IslandMessages'
import { resolveLocale } from '@/lib/pageParams'
import { pageMetadata } from '@/seo/metadata'
import { getPayloadClient } from '@/server/getPayloadClient'

import { bookingCall, bookingOptions } from '..'
import { bookingQuery, prefillFields } from './bookingQuery'
import { dayLabel } from './dayLabels'
import { islandMessages } from './islandMessages'
import { bookAction, bookingPath, type PageProps } from './paths'
import { SlotPlanner } from './SlotPlanner.client'

const preparations = ['company', 'project', 'questions'] as const

async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'Booking' })
  return pageMetadata({
    locale,
    path: bookingPath,
    title: t('meta.title'),
    description: t('meta.description'),
  })
}

/**
 * /booking: the free 30-minute consultation, booked in two steps (a day, then one of its free
 * times with the visitor's details). `day` picks the day shown; `call` (from a call's page) and
 * `code` with `version` (from the funding check) say what the meeting is about and go with the
 * booking. Rendered per request: the free times change with every booking.
 */
async function Page({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Booking' })
  const query = bookingQuery(await searchParams)
  const payload = await getPayloadClient()
  const [options, call] = await Promise.all([
    bookingOptions(payload, { day: query.day }),
    query.call === null ? null : bookingCall(payload, query.call, locale),
  ])
  const notice =
    query.day && options.day && options.day !== query.day
      ? t('slots.notBookable', {
          day: dayLabel(locale, query.day),
          shown: dayLabel(locale, options.day),
        })
      : null
  const prefill = [
    call ? t('prefill.call', { title: call.title }) : null,
    query.call !== null && !call ? t('prefill.callMissing') : null,
    query.code
      ? t(query.version === 'nkd2025' ? 'prefill.code2025' : 'prefill.code', { code: query.code })
      : null,
  ].filter((line): line is string => line !== null)

  return (
    <PageContainer narrow>
      <PageIntro title={t('page.title')} intro={t('page.intro')} />
      <section aria-labelledby="booking-prepare-title" className="mt-10 max-w-3xl">
        <h2 id="booking-prepare-title" className="text-xl font-semibold text-brand-900">
          {t('page.prepareTitle')}
        </h2>
        <ul className="mt-4 grid list-disc gap-2 pl-6 text-slate-700">
          {preparations.map((item) => (
            <li key={item}>{t(`page.prepare.${item}`)}</li>
          ))}
        </ul>
      </section>
      {prefill.length > 0 && (
        <div
          className="mt-8 grid gap-1 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900"
          data-testid="booking-prefill"
        >
          {prefill.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <IslandMessages pick={islandMessages.SlotPlanner}>
        <SlotPlanner
          locale={locale}
          mode="book"
          initial={options}
          page={bookingPath}
          keep={prefillFields(query, call?.id ?? null)}
          action={bookAction(locale)}
          notice={notice}
        />
      </IslandMessages>
    </PageContainer>
  )
}

export const bookingRoute = { generateMetadata, Page }
