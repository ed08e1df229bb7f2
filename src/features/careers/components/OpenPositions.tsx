import { CalendarClock, MapPin } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { SectionLink } from '@/components/site/SectionLink.client'
import { Badge } from '@/components/ui/Badge'
import { EmptyState } from '@/components/ui/EmptyState'
import { Icon } from '@/components/ui/Icon'
import type { CareersCopy } from '../text'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatDate } from '@/lib/formatDate'

import type { JobSummary } from '../jobs'

type Props = { locale: Locale; jobs: JobSummary[]; openings: CareersCopy['openings'] }

/**
 * The open positions: each opening with its type, place and closing date, linking to its page
 * and form; when there is none, an invitation to an open application through the contact form.
 */
export async function OpenPositions({ locale, jobs, openings }: Props) {
  const t = await getTranslations({ locale, namespace: 'Careers' })
  return (
    <section aria-labelledby="openings-title" className="mt-16">
      <h2 id="openings-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {openings.title}
      </h2>
      {jobs.length === 0 ? (
        <EmptyState title={openings.empty}>
          <p>{openings.text}</p>
          <SectionLink
            section="contact"
            className="mt-6 inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {openings.button}
          </SectionLink>
        </EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2" data-testid="job-list">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-xl font-semibold text-brand-900">
                <Link
                  href={`/careers/${job.id}`}
                  className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {job.title}
                </Link>
              </h3>
              <JobFacts locale={locale} job={job} />
              <p className="mt-auto">
                <Link
                  href={`/careers/${job.id}`}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t('details')}
                  <span className="sr-only">: {job.title}</span>
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** An opening's type, place and closing date, as badges. */
export async function JobFacts({ locale, job }: { locale: Locale; job: JobSummary }) {
  const t = await getTranslations({ locale, namespace: 'Careers' })
  return (
    <div className="flex flex-wrap gap-2">
      <Badge>
        <span className="sr-only">{t('typeLabel')}: </span>
        {t(`types.${job.employmentType}`)}
      </Badge>
      <Badge tone="muted">
        <Icon icon={MapPin} className="size-4" />
        <span className="sr-only">{t('locationLabel')}: </span>
        {job.location}
      </Badge>
      <Badge tone="accent">
        <Icon icon={CalendarClock} className="size-4" />
        {t('closes', { date: formatDate(locale, job.closingDate) })}
      </Badge>
    </div>
  )
}
