import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { count, rows } from '@/server/sql'

/**
 * The names (fund names) of the calls `ids` in `locale`, in Croatian where a call has none in
 * it, by id; a call that no longer exists has no entry.
 */
export async function callNames(
  payload: Payload,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map()
  const found = await rows<{ id: unknown; name: string | null }>(
    payload,
    sql`SELECT c.id,
               COALESCE(
                 (SELECT l.fund_name FROM funding_calls_locales l
                  WHERE l._parent_id = c.id AND l._locale = ${locale}),
                 (SELECT l.fund_name FROM funding_calls_locales l
                  WHERE l._parent_id = c.id AND l._locale = 'hr')) AS name
        FROM funding_calls c
        WHERE c.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  return new Map(found.map((row) => [count(row.id), row.name]))
}
