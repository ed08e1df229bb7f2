import { sql, type SQL } from 'drizzle-orm'

import type { Language } from '../copy'

export type { Language } from '../copy'

/** A count as the drivers return it (PostgreSQL's bigint arrives as text), as a number. */
export const count = (value: unknown): number => Number(value ?? 0)

/**
 * The index of the span an instant column falls in: the last of `starts` (ascending ISO
 * instants) it is at or after. Compared as instants on PostgreSQL (timestamptz) and as ISO text
 * on SQLite, so the weeks and days follow Zagreb's clock changes exactly.
 */
export function spanIndex(column: string, starts: readonly string[]): SQL {
  const cases = starts
    .map((start, index) => sql`WHEN ${sql.raw(column)} >= ${start} THEN ${sql.raw(String(index))}`)
    .reverse()
  return sql`CASE ${sql.join(cases, sql` `)} END`
}

/**
 * The name of an activity code in the admin language (`alias.code` in its classification
 * `alias.version`, NKD 2007 when none was recorded), from the official list; null when the list
 * lacks it. A correlated lookup: the queries ask it for their top rows only.
 */
export function codeName(language: Language, alias: string, version: string): SQL {
  const column = { hr: 'name_hr', en: 'name_en', de: 'name_de' }[language]
  return sql.raw(
    `(SELECT ac.${column} FROM activity_codes ac WHERE ac.code = ${alias}.code ` +
      `AND CAST(ac.classification AS TEXT) = COALESCE(CAST(${alias}.${version} AS TEXT), 'nkd2007'))`,
  )
}
