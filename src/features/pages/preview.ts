import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { localizedPath } from '@/seo/alternates'
import { getPayloadClient } from '@/server/getPayloadClient'

import { normalisePath, pathProblem } from './rules/path'

const previewQuery = z.object({
  path: z
    .string()
    .max(200)
    .transform(normalisePath)
    .refine((path) => pathProblem(path) === null, 'not a page address'),
  locale: z.enum(locales),
})

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * GET /next/preview?path=/&locale=hr, the address /admin's preview and live-preview frame open:
 * for a signed-in editor, switches on Next.js draft mode (a cookie) and opens the page, which
 * then shows the latest draft. Anyone else is sent to sign in first.
 */
export async function enterPreview(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const query = previewQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success)
    return refuse(400, 'Bad preview address: path (e.g. /) and locale (hr, en, de) are required.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'editor', 'admin')) {
    redirect(`/admin/login?redirect=${encodeURIComponent(url.pathname + url.search)}`)
  }
  ;(await draftMode()).enable()
  redirect(localizedPath(query.data.locale, query.data.path))
}

/** GET /next/exit-preview?path=/&locale=hr: switches draft mode off and opens the public page. */
export async function leavePreview(request: Request): Promise<Response> {
  const url = new URL(request.url)
  ;(await draftMode()).disable()
  const query = previewQuery.safeParse(Object.fromEntries(url.searchParams))
  redirect(query.success ? localizedPath(query.data.locale, query.data.path) : '/')
}
