/**
 * The address of a page editors build: `/` for the home page, otherwise one to three lowercase
 * segments of letters, digits and hyphens (`/services/eu-funding`), the same in every language
 * (the language prefix comes in front: `/en/services/eu-funding`).
 */

/** First segments the site's own routes use: a page there would never be reached. */
export const reservedSegments = [
  'hr',
  'en',
  'de',
  'api',
  'admin',
  'next',
  '_next',
  'account',
  'alerts',
  'auth',
  'booking',
  'case-studies',
  'forms',
  'insights',
  'natjecaj',
  'otvoreni-natjecaji',
  'tools',
] as const

const segmentPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The path as stored: trimmed, with one leading slash and none at the end, in lowercase. */
export function normalisePath(input: string): string {
  const trimmed = input.trim().toLowerCase().replace(/\/+/g, '/').replace(/\/$/, '')
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`
}

export type PathProblem = 'format' | 'reserved' | 'tooLong'

/** Why a (normalised) path cannot be a page's address, or null when it can. */
export function pathProblem(path: string): PathProblem | null {
  if (path === '/') return null
  if (path.length > 120) return 'tooLong'
  const segments = path.slice(1).split('/')
  if (segments.length > 3 || !segments.every((segment) => segmentPattern.test(segment))) {
    return 'format'
  }
  if ((reservedSegments as readonly string[]).includes(segments[0]!)) return 'reserved'
  // /careers/{id} is a job opening's page.
  if (segments[0] === 'careers' && segments.length > 1) return 'reserved'
  return null
}

/** The path of the page a catch-all route was asked for (its segments, already decoded). */
export const pathFromSegments = (segments: readonly string[] | undefined) =>
  segments && segments.length > 0 ? `/${segments.join('/')}` : '/'
