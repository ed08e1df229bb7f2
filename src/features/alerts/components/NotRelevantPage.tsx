import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { getFundingCall } from '@/features/funding-calls/queries'
import { Link } from '@/i18n/navigation'
import { parseContentId } from '@/lib/contentId'
import { resolveLocale } from '@/lib/pageParams'
import { getPayloadClient } from '@/server/getPayloadClient'

import { alertByToken } from '../service'
import { alertsPath, first, managePath, notRelevantPath, type PageProps } from './paths'
import { stepMetadata } from './stepMetadata'

const generateMetadata = stepMetadata('notRelevant.title', notRelevantPath)

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4'

/**
 * /alerts/not-relevant?token=…&call=… (the link beside a call in an alert's mail): the call and
 * one button. Opening the page changes nothing (mail scanners follow links); the button posts.
 */
async function Page({ params, searchParams }: PageProps) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const query = await searchParams
  const token = first(query.token) ?? ''
  const callId = parseContentId(first(query.call) ?? '')
  const alert = callId === null ? null : await alertByToken(await getPayloadClient(), token)
  const call = alert && callId !== null ? await getFundingCall(locale, callId) : null

  return (
    <PageContainer narrow>
      <h1 className="text-4xl font-bold tracking-tight text-brand-900">{t('notRelevant.title')}</h1>
      {alert && callId !== null ? (
        <>
          <p className="mt-6 text-xl font-semibold text-brand-900" data-testid="not-relevant-call">
            {call ? (
              <Link href={`/natjecaj/${callId}`} className="underline underline-offset-4">
                {call.fundName}
              </Link>
            ) : (
              `#${callId}`
            )}
          </p>
          <p className="mt-4 text-lg text-slate-700">{t('notRelevant.text')}</p>
          <form method="post" action={`/api/alerts/not-relevant?locale=${locale}`} className="mt-8">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="call" value={callId} />
            <button
              type="submit"
              className="inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {t('notRelevant.submit')}
            </button>
          </form>
          <p className="mt-10">
            <Link
              href={`${managePath}?token=${encodeURIComponent(token)}`}
              prefetch={false}
              className={linkClass}
            >
              {t('manage.manageLink')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p
            role="status"
            className="mt-8 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
          >
            {t('result.linkInvalid')}
          </p>
          <p className="mt-8">
            <Link href={alertsPath} className={linkClass}>
              {t('manage.toAlerts')}
            </Link>
          </p>
        </>
      )}
    </PageContainer>
  )
}

export const notRelevantRoute = { generateMetadata, Page }
