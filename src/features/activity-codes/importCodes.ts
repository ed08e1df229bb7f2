import type { PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { cacheTags, revalidate } from '@/server/cache/revalidate'

import { codeLabel, parentCode, type Classification } from './rules/codes'
import type { CodeRow, LinkRow } from './rules/officialTable'

export type ImportCounts = { created: number; updated: number; unchanged: number }

type StoredCode = {
  id: number | string
  code: string
  parent?: string | null
  name?: Partial<Record<Locale, string | null>> | null
}

/**
 * Stores the codes of one official file (one classification, names in one language) in the
 * request's transaction: new codes are created, a changed name or parent is updated, the rest
 * is left alone, so loading the same file twice changes nothing. The rows are already checked
 * (rules/officialTable); the database adapter is called directly, since a classification has
 * about a thousand codes and each goes through no hook of its own (level and parent are set
 * here, as the collection's hooks would).
 */
export async function importCodeRows(
  req: PayloadRequest,
  classification: Classification,
  language: Locale,
  rows: CodeRow[],
): Promise<ImportCounts> {
  const { payload } = req
  const existing = await payload.find({
    collection: 'activity-codes',
    where: { classification: { equals: classification } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const byCode = new Map((existing.docs as StoredCode[]).map((doc) => [doc.code, doc]))
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 }
  const now = new Date().toISOString()
  for (const row of rows) {
    const parent = row.parent ?? parentCode(row.code)
    const stored = byCode.get(row.code)
    if (!stored) {
      await payload.db.create({
        collection: 'activity-codes',
        data: {
          classification,
          code: row.code,
          level: row.level,
          parent,
          name: { [language]: row.name },
          label: codeLabel(row.code, { [language]: row.name }),
          demo: false,
          createdAt: now,
          updatedAt: now,
        },
        req,
      })
      counts.created++
      continue
    }
    const nameChanged = (stored.name?.[language] ?? null) !== row.name
    const parentChanged = row.parent !== null && stored.parent !== row.parent
    if (!nameChanged && !parentChanged) {
      counts.unchanged++
      continue
    }
    await payload.db.updateOne({
      collection: 'activity-codes',
      id: stored.id,
      data: {
        name: { ...stored.name, [language]: row.name },
        label: codeLabel(row.code, { ...stored.name, [language]: row.name }),
        ...(parentChanged ? { parent: row.parent } : {}),
        demo: false,
        updatedAt: now,
      },
      req,
    })
    counts.updated++
  }
  await revalidate([cacheTags.activityCodes], req)
  return counts
}

/**
 * Stores the pairs of a correspondence table: pairs not yet known are created, known ones left
 * alone (the table only grows; an editor deletes a wrong pair in /admin).
 */
export async function importLinkRows(req: PayloadRequest, rows: LinkRow[]): Promise<ImportCounts> {
  const { payload } = req
  const existing = await payload.find({
    collection: 'activity-code-links',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const known = new Set(
    (existing.docs as { code2007: string; code2025: string }[]).map(
      (doc) => `${doc.code2007}>${doc.code2025}`,
    ),
  )
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 }
  const now = new Date().toISOString()
  for (const row of rows) {
    if (known.has(`${row.from}>${row.to}`)) {
      counts.unchanged++
      continue
    }
    await payload.db.create({
      collection: 'activity-code-links',
      data: { code2007: row.from, code2025: row.to, demo: false, createdAt: now, updatedAt: now },
      req,
    })
    counts.created++
  }
  await revalidate([cacheTags.activityCodes], req)
  return counts
}
