import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { companySizes, counties, isNkdCode } from '@/features/funding-calls/rules'
import type { CompanyProfile } from '@/features/funding-calls'
import { BookingTakenNextDay } from '@/features/booking/components'
import { askAboutCallAnchor } from '@/features/contact/rules'
import { checkedOpportunities } from '@/features/funding-check'
import {
  FundingCheckAlertLink,
  FundingCheckBookingLink,
  FundingCheckResults,
} from '@/features/funding-check/components'
import { resultMessages, type ResultFormName } from '@/forms/components/resultMessage'
import { maxCvBytes, maxFormBodyBytes } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { resolveLocale } from '@/lib/pageParams'
import { getDownloads } from '@/features/resources/queries'
import { parseContentId } from '@/lib/contentId'
import { getPayloadClient } from '@/server/getPayloadClient'
import { getSiteSettings } from '@/site-settings/getSiteSettings'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const namespaces = {
  contact: 'Contact',
  newsletter: 'Newsletter',
  'funding-check': 'FundingCheck',
  account: 'Account',
  application: 'Careers',
  download: 'Downloads',
  alerts: 'Alerts',
  booking: 'Booking',
} as const

/** Where each result page leads back to, and the link's words (namespace FormResult). */
const backLinks: Record<
  ResultFormName,
  { href: string; label: 'back' | 'home' | 'backToJobs' | 'backToResources' }
> = {
  contact: { href: '/#contact', label: 'back' },
  newsletter: { href: '/', label: 'home' },
  'funding-check': { href: '/#funding-check', label: 'back' },
  account: { href: '/auth', label: 'back' },
  application: { href: '/careers', label: 'backToJobs' },
  download: { href: '/resources', label: 'backToResources' },
  alerts: { href: '/alerts', label: 'back' },
  booking: { href: '/booking', label: 'back' },
}

const toneClass = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
  error: 'border-red-700 bg-red-50 text-red-900',
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

async function resultMetadata(form: ResultFormName, params: Props['params']): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'FormResult' })
  return { title: t(form), robots: { index: false } }
}

/** One of `values`, or null. */
const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null

/** The link a granted download request gives: the file, opened by its grant. */
async function grantedDownload(locale: Locale, id: string | undefined, grant: string | undefined) {
  const downloadId = parseContentId(id ?? '')
  if (downloadId === null || !grant || !/^[\w.-]{1,120}$/.test(grant)) return null
  const download = (await getDownloads(locale)).find((item) => item.id === downloadId)
  if (!download) return null
  const t = await getTranslations({ locale, namespace: 'Downloads' })
  return (
    <a
      href={`${download.url}?grant=${encodeURIComponent(grant)}`}
      download
      className="inline-flex h-12 items-center justify-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {t('grantedLink', { title: download.title })}
    </a>
  )
}

async function fundingResults(locale: Locale, profile: CompanyProfile) {
  const payload = await getPayloadClient()
  const t = await getTranslations({ locale, namespace: 'FundingCheck' })
  const alerts = await getTranslations({ locale, namespace: 'Alerts' })
  const booking = await getTranslations({ locale, namespace: 'Booking' })
  const { opportunities: calls, correspondence } = await checkedOpportunities(
    payload,
    locale,
    profile,
  )
  return (
    <>
      <p className="rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4 font-semibold text-brand-900">
        {calls.length > 0 ? t('found', { count: calls.length }) : t('none')}
      </p>
      {correspondence && <p className="text-slate-700">{correspondence}</p>}
      {calls.length > 0 && (
        <FundingCheckResults
          title={t('resultsTitle')}
          whyTitle={t('whyTitle')}
          items={calls}
          ask={{ label: t('ask'), locale, anchor: askAboutCallAnchor, profile }}
        />
      )}
      <FundingCheckAlertLink label={alerts('links.fundingCheck')} profile={profile} />
      <FundingCheckBookingLink label={booking('links.fundingCheck')} profile={profile} />
    </>
  )
}

/**
 * The route `/forms/{form}` of one form: its page and metadata. Each form has a route of its own
 * (not one `[form]` segment), so any other name is answered by the pages' catch-all with the
 * site's 404, rendered on the server.
 */
export function formResultRoute(form: ResultFormName) {
  return {
    generateMetadata: ({ params }: Props) => resultMetadata(form, params),
    Page: (props: Props) => FormResultPage(form, props),
  }
}

/**
 * Where a form post from a browser without JavaScript lands (the endpoints answer it with a
 * 303 here): the same messages the forms show as toasts, and the funding check's results.
 */
async function FormResultPage(form: ResultFormName, { params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const query = await searchParams
  const status = one(query.status)
  const nkd = one(query.nkd)?.trim() ?? ''
  const tResult = await getTranslations({ locale, namespace: 'FormResult' })
  const tRequest = await getTranslations({ locale, namespace: 'Request' })
  // The three namespaces share these keys' placeholders; one translator type serves them.
  const t = (await getTranslations({ locale, namespace: namespaces[form] })) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string
  const { contact } = await getSiteSettings(locale)
  const values = {
    minutes: 10,
    seconds: 60,
    email: contact.email,
    phone: contact.phone,
    megabytes: maxCvBytes / 1024 / 1024,
  }
  const details: Record<string, string> = { success: 'successDetail', failure: 'failureDetail' }
  const showResults = form === 'funding-check' && status === 'results' && isNkdCode(nkd)
  const link =
    form === 'download' && status === 'granted'
      ? await grantedDownload(locale, one(query.download), one(query.grant))
      : null
  // The newsletter's unsubscribe link asks first (a mail scanner fetching it changes nothing).
  const token = one(query.token)
  const leaveToken =
    form === 'newsletter' && status === 'leave' && token && /^[\w-]{20,64}$/.test(token)
      ? token
      : null
  const jobId = form === 'application' ? parseContentId(one(query.job) ?? '') : null
  // An application that can be corrected goes back to its opening's form.
  const back =
    jobId !== null && status !== 'stored' && status !== 'closed'
      ? { href: `/careers/${jobId}`, label: 'backToJob' as const }
      : backLinks[form]

  return (
    <PageContainer narrow>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {tResult(form)}
      </h1>
      <div className="mt-8 grid gap-4" role="status">
        {showResults
          ? await fundingResults(locale, {
              code: nkd,
              version: one(query.version) === 'nkd2025' ? 'nkd2025' : 'nkd2007',
              county: oneOf(counties, one(query.county)),
              size: oneOf(companySizes, one(query.size)),
            })
          : resultMessages(form, status, one(query.problems)).map((message) => (
              <div
                key={message.key}
                className={`rounded-lg border-l-4 p-4 ${toneClass[message.tone]}`}
              >
                <p className="font-semibold">
                  {message.request
                    ? tRequest(message.key as 'tooLarge', { kilobytes: maxFormBodyBytes / 1024 })
                    : t(message.key, values)}
                </p>
                {form === 'contact' && message.key in details && (
                  <p className="mt-1">{t(details[message.key]!, values)}</p>
                )}
                {form === 'application' && message.key === 'applied' && (
                  <p className="mt-1">{t('appliedDetail', values)}</p>
                )}
                {form === 'download' &&
                  message.key === 'granted' &&
                  one(query.newsletter) === 'pending' && (
                    <p className="mt-1">{t('newsletterPending', values)}</p>
                  )}
              </div>
            ))}
      </div>
      {link && <p className="mt-6">{link}</p>}
      {leaveToken && (
        <form
          method="post"
          action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(leaveToken)}`}
          className="mt-6"
        >
          <button
            type="submit"
            className="inline-flex h-12 items-center justify-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('leaveButton', values)}
          </button>
        </form>
      )}
      {form === 'booking' && status === 'taken' && (
        <BookingTakenNextDay locale={locale} day={one(query.day)} />
      )}
      <p className="mt-10 flex flex-wrap gap-6">
        <Link
          href={back.href}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {tResult(back.label)}
        </Link>
      </p>
    </PageContainer>
  )
}
