import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { features } from '@/features/registry'
import { maxCvBytes, maxFormBodyBytes } from '@/forms/limits'
import {
  resultMessages,
  type FormResultDefinition,
  type ResultQuery,
  type ResultTranslate,
} from '@/forms/results'
import { Link } from '@/i18n/navigation'
import { resolveLocale } from '@/lib/pageParams'
import { getSiteSettings } from '@/site-settings/getSiteSettings'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const toneClass = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  info: 'border-brand-700 bg-brand-50 text-brand-900',
  error: 'border-red-700 bg-red-50 text-red-900',
}

/** The definition of the feature whose form is `form` (see `formResult` of src/core/feature.ts). */
async function definitionOf(form: string): Promise<FormResultDefinition> {
  const owner = features.find((feature) => feature.formResult?.form === form)
  if (!owner?.formResult) notFound()
  return owner.formResult.load()
}

async function resultMetadata(form: string, params: Props['params']): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'FormResult' })
  return { title: t(form as 'contact'), robots: { index: false } }
}

/**
 * The route `/forms/{form}` of one form: its page and metadata. Each form has a route of its own
 * (not one `[form]` segment), so any other name is answered by the pages' catch-all with the
 * site's 404, rendered on the server.
 */
export function formResultRoute(form: string) {
  return {
    generateMetadata: ({ params }: Props) => resultMetadata(form, params),
    Page: (props: Props) => FormResultPage(form, props),
  }
}

/**
 * Where a form post from a browser without JavaScript lands (the endpoints answer it with a
 * 303 here): the same messages the forms show as toasts, and what the form's feature adds (the
 * funding check's results, a granted download, the next free day of a taken slot).
 */
async function FormResultPage(form: string, { params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  setRequestLocale(locale)
  const definition = await definitionOf(form)
  const raw = await searchParams
  const get = (name: string) => {
    const value = raw[name]
    return Array.isArray(value) ? value[0] : value
  }
  const query: ResultQuery = { status: get('status'), get }
  const [tResult, tRequest, tForm, { contact }] = await Promise.all([
    getTranslations({ locale, namespace: 'FormResult' }),
    getTranslations({ locale, namespace: 'Request' }),
    getTranslations({ locale, namespace: definition.namespace as 'Contact' }),
    getSiteSettings(locale),
  ])
  // The values any form's messages may name.
  const values = {
    minutes: 10,
    seconds: 60,
    email: contact.email,
    phone: contact.phone,
    megabytes: maxCvBytes / 1024 / 1024,
  }
  const t: ResultTranslate = (key) => tForm(key as 'success', values)
  const instead = await definition.instead?.(locale, query)
  const after = await definition.after?.(locale, query, t)
  const back = definition.backFor?.(query) ?? definition.back

  return (
    <PageContainer narrow>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {tResult(form as 'contact')}
      </h1>
      <div className="mt-8 grid gap-4" role="status">
        {instead ??
          resultMessages(definition, query.status, get('problems')).map((message) => {
            const detail = message.request ? null : definition.detail?.(message.key, query)
            return (
              <div
                key={message.key}
                className={`rounded-lg border-l-4 p-4 ${toneClass[message.tone]}`}
              >
                <p className="font-semibold">
                  {message.request
                    ? tRequest(message.key as 'tooLarge', { kilobytes: maxFormBodyBytes / 1024 })
                    : t(message.key)}
                </p>
                {detail && <p className="mt-1">{t(detail)}</p>}
              </div>
            )
          })}
      </div>
      {after}
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
