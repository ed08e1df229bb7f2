import type { Endpoint } from 'payload'

import { parseContentId } from '@/lib/contentId'
import { clientAddress, consume, tooManyRequests } from '@/server/rateLimit'

import { incrementViewCount } from '../../../incrementViewCount'

/** Views one address may count per minute; page reloads count, scripted floods do not. */
export const viewLimit = { name: 'article-views', points: 60, durationSeconds: 60 }

/**
 * POST /api/articles/:id/view: adds one view to a published article with a single atomic
 * UPDATE and answers the new count. No body is read; the id is validated.
 */
export const countView: Endpoint = {
  path: '/:id/view',
  method: 'post',
  handler: async (req) => {
    const limited = await consume(viewLimit, clientAddress(req.headers))
    if (!limited.ok) return tooManyRequests(limited.retryAfterSeconds, 'Too many requests.')
    const id = parseContentId(String(req.routeParams?.id ?? ''))
    if (id === null) {
      return Response.json(
        { error: 'The article id must be a positive whole number.' },
        { status: 400 },
      )
    }
    const viewCount = await incrementViewCount(req.payload, id)
    if (viewCount === null) return Response.json({ error: 'Article not found.' }, { status: 404 })
    return Response.json({ viewCount })
  },
}
