import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { mayHandleLeads } from '@/access/handlesLeads'
import { clientAddress, consume, tooManyRequests, type RateLimit } from '@/server/rateLimit'
import { adminLanguage } from '@/i18n/adminLanguage'
import { zagrebDay } from '@/lib/zagreb'

import type { ExportSlug } from './columns'
import { exportFile, exportFormats } from './exportFile'
import { exportTable, UnknownSort } from './exportTable'

type Language = 'hr' | 'en' | 'de'

const messages: Record<
  'signIn' | 'forbidden' | 'badFormat' | 'badQuery' | 'tooMany',
  Record<Language, string>
> = {
  signIn: {
    hr: 'Za izvoz se prijavite u administraciju.',
    en: 'Sign in to the admin to export.',
    de: 'Melden Sie sich in der Verwaltung an, um zu exportieren.',
  },
  forbidden: {
    hr: 'Izvoz upita i rezervacija dostupan je samo osobama koje rade s klijentima.',
    en: 'Only staff who work with clients may export enquiries and bookings.',
    de: 'Nur Mitarbeitende, die Kunden betreuen, dürfen Anfragen und Buchungen exportieren.',
  },
  badFormat: {
    hr: 'Format izvoza mora biti csv ili xlsx.',
    en: 'The export format must be csv or xlsx.',
    de: 'Das Exportformat muss csv oder xlsx sein.',
  },
  badQuery: {
    hr: 'Filtar ili redoslijed popisa nije moguće primijeniti na izvoz.',
    en: 'The list’s filter or sort cannot be applied to the export.',
    de: 'Filter oder Sortierung der Liste lassen sich nicht auf den Export anwenden.',
  },
  tooMany: {
    hr: 'Previše izvoza. Pokušajte ponovno za {seconds} s.',
    en: 'Too many exports. Try again in {seconds} s.',
    de: 'Zu viele Exporte. Versuchen Sie es in {seconds} s erneut.',
  },
}

/** Exports a member of staff may start per minute (each reads the whole filtered list). */
export const exportLimit: RateLimit = {
  name: 'back-office-export',
  points: 20,
  durationSeconds: 60,
}

/** The export's query: the format, and the list view's own filter, sort and search. */
const exportQuery = z.object({
  format: z.enum(exportFormats),
  where: z.record(z.string(), z.unknown()).optional(),
  sort: z.string().max(200).optional(),
  search: z.string().max(500).optional(),
})

const refuse = (status: number, error: string) => Response.json({ error }, { status })

/**
 * GET /api/{leads|bookings}/export?format=csv|xlsx&where[…]&sort=…&search=… → the list as a
 * file, filtered and sorted as /admin's list view shows it (the buttons above the list pass on
 * its address). For staff who handle leads only (401 signed out, 403 otherwise); read with the
 * user's own access; 400 with a message for another format or a filter the list cannot take.
 */
export function exportEndpoint(slug: ExportSlug): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      const language = adminLanguage(req)
      if (!req.user) return refuse(401, messages.signIn[language])
      if (!mayHandleLeads(req.user)) return refuse(403, messages.forbidden[language])
      const limited = await consume(exportLimit, `${clientAddress(req.headers)}:${req.user.id}`)
      if (!limited.ok) {
        const text = messages.tooMany[language]
        return tooManyRequests(
          limited.retryAfterSeconds,
          text.replace('{seconds}', String(limited.retryAfterSeconds)),
        )
      }
      const query = exportQuery.safeParse(req.query ?? {})
      if (!query.success) {
        const format = query.error.issues.some((issue) => issue.path[0] === 'format')
        return refuse(400, messages[format ? 'badFormat' : 'badQuery'][language])
      }
      const { format, ...list } = query.data
      let table
      try {
        table = await exportTable(req, slug, list as Parameters<typeof exportTable>[2])
      } catch (error) {
        // A filter on a field that does not exist (Payload's QueryError), or such a sort.
        if (error instanceof UnknownSort || (error instanceof APIError && error.status < 500)) {
          return refuse(400, `${messages.badQuery[language]} (${error.message})`)
        }
        throw error
      }
      const file = await exportFile(table, format, language, zagrebDay(new Date()))
      return new Response(file.body as BodyInit, {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': `attachment; filename="${file.name}"`,
          'Cache-Control': 'private, no-store',
        },
      })
    },
  }
}
