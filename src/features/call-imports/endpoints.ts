import { ValidationError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { hasRole } from '@/access/roles'
import { clientAddress, consume, tooManyRequests, type RateLimit } from '@/server/rateLimit'
import { zagrebDay } from '@/lib/zagreb'

import { applyImport, ImportNotApplicable } from './applyImport'
import { exportCatalogue, exportFormats } from './exportCalls'

type Language = 'hr' | 'en' | 'de'
const messages: Record<
  'forbidden' | 'notFound' | 'applied' | 'tooMany' | 'badFormat',
  Record<Language, string>
> = {
  forbidden: {
    hr: 'Uvoz i izvoz natječaja dostupni su samo urednicima.',
    en: 'Only editors may import and export calls.',
    de: 'Nur Redakteure dürfen Ausschreibungen importieren und exportieren.',
  },
  notFound: {
    hr: 'Taj uvoz ne postoji.',
    en: 'That import does not exist.',
    de: 'Diesen Import gibt es nicht.',
  },
  applied: {
    hr: 'Ovaj uvoz je već primijenjen. Za nove podatke pošaljite datoteku ponovno.',
    en: 'This import has already been applied. For new data, upload the file again.',
    de: 'Dieser Import wurde bereits angewendet. Für neue Daten laden Sie die Datei erneut hoch.',
  },
  tooMany: {
    hr: 'Previše zahtjeva. Pokušajte ponovno za {seconds} s.',
    en: 'Too many requests. Try again in {seconds} s.',
    de: 'Zu viele Anfragen. Versuchen Sie es in {seconds} s erneut.',
  },
  badFormat: {
    hr: 'Format mora biti csv, xlsx ili json.',
    en: 'The format must be csv, xlsx or json.',
    de: 'Das Format muss csv, xlsx oder json sein.',
  },
}

const say = (req: PayloadRequest, key: keyof typeof messages) =>
  messages[key][(['hr', 'en', 'de'] as const).find((code) => code === req.i18n?.language) ?? 'hr']

/** Editors apply or export a few times a minute at most. */
const limit: RateLimit = { name: 'call-imports', points: 30, durationSeconds: 60 }

/** The refusal for anyone but an editor, or for too many requests; null when the call may go on. */
async function refusal(req: PayloadRequest): Promise<Response | null> {
  if (!hasRole(req.user, 'editor', 'admin')) {
    return Response.json({ error: say(req, 'forbidden') }, { status: req.user ? 403 : 401 })
  }
  const limited = await consume(limit, `${clientAddress(req.headers)}:${req.user!.id}`)
  if (!limited.ok) {
    return tooManyRequests(
      limited.retryAfterSeconds,
      say(req, 'tooMany').replace('{seconds}', String(limited.retryAfterSeconds)),
    )
  }
  return null
}

const idParam = z.coerce.number().int().positive()

/**
 * POST /api/call-imports/{id}/apply → {created, changed, unchanged}: writes a previewed import's
 * good rows into the catalogue, all or none. 404 for an unknown import, 409 when it was applied
 * already, 400 with the message when a row no longer passes the calls' own validation.
 */
export const applyImportEndpoint: Endpoint = {
  path: '/:id/apply',
  method: 'post',
  handler: async (req) => {
    const refused = await refusal(req)
    if (refused) return refused
    const id = idParam.safeParse(req.routeParams?.id)
    if (!id.success) return Response.json({ error: say(req, 'notFound') }, { status: 404 })
    try {
      const counts = await applyImport(req.payload, id.data, { user: req.user })
      return Response.json(counts)
    } catch (error) {
      if (error instanceof ImportNotApplicable) {
        return error.reason === 'notFound'
          ? Response.json({ error: say(req, 'notFound') }, { status: 404 })
          : Response.json({ error: say(req, 'applied') }, { status: 409 })
      }
      if (error instanceof ValidationError) {
        return Response.json({ error: error.message, errors: error.data.errors }, { status: 400 })
      }
      throw error
    }
  },
}

const exportQuery = z.object({ format: z.enum(exportFormats).default('csv') })

/**
 * GET /api/funding-calls-export?format=csv|xlsx|json → the whole catalogue as a file with the
 * columns an import reads (editors only).
 */
export const exportCallsEndpoint: Endpoint = {
  path: '/funding-calls-export',
  method: 'get',
  handler: async (req) => {
    const refused = await refusal(req)
    if (refused) return refused
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://localhost').searchParams)
    const query = exportQuery.safeParse(params)
    if (!query.success) return Response.json({ error: say(req, 'badFormat') }, { status: 400 })
    const file = await exportCatalogue(req.payload, query.data.format, zagrebDay(new Date()))
    return new Response(file.body as BodyInit, {
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
