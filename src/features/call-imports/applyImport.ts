import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

import { cacheTags, revalidate } from '@/server/cache/revalidate'

import { existingCalls } from './existingCalls'
import {
  changedLanguages,
  otherFieldsChanged,
  planRows,
  type CallValues,
  type PlannedRow,
} from './rules/callPlan'
import type { CallRow } from './rules/callRows'
import { storedDay } from './rules/values'

type Language = 'hr' | 'en' | 'de'
const otherLanguages = ['en', 'de'] as const
const textFields = ['fundName', 'shortDescription', 'fullDescription', 'amountNote'] as const

export type ApplyCounts = { created: number; changed: number; unchanged: number }

/** Why an import cannot be applied. */
export class ImportNotApplicable extends Error {
  constructor(readonly reason: 'applied' | 'notFound') {
    super(`The import cannot be applied: ${reason}`)
  }
}

/** A call's texts in one language, without the empty ones (an import never clears a text). */
function textsIn(values: CallValues, language: Language) {
  const texts: Record<string, string> = {}
  for (const field of textFields) {
    const value = values[field][language]
    if (value) texts[field] = value
  }
  return texts
}

/** Everything of a call an import writes, with its texts in Croatian. */
const callData = (values: CallValues) => ({
  ...textsIn(values, 'hr'),
  programme: values.programme,
  opensAt: values.opensAt ? storedDay(values.opensAt) : null,
  deadline: values.deadline ? storedDay(values.deadline) : null,
  amountMin: values.amountMin,
  amountMax: values.amountMax,
  aidIntensityMax: values.aidIntensityMax,
  applicantTypes: values.applicantTypes,
  counties: values.counties,
  nkdCodes: [
    ...values.nkd2007.map((code) => ({ classification: 'nkd2007' as const, code })),
    ...values.nkd2025.map((code) => ({ classification: 'nkd2025' as const, code })),
  ],
  sourceUrl: values.sourceUrl,
})

/** Writes one planned row through the local API (validation, hooks, a version per save). */
async function writeRow(
  req: PayloadRequest,
  source: number,
  item: Exclude<PlannedRow, { outcome: 'unchanged' }>,
): Promise<number> {
  const { payload } = req
  const base = { collection: 'funding-calls' as const, overrideAccess: true, depth: 0, req }
  let id: number
  if (item.outcome === 'new') {
    const created = await payload.create({
      ...base,
      locale: 'hr',
      data: {
        ...callData(item.values),
        importSource: source,
        externalId: item.row.externalId,
      } as never,
    })
    id = created.id
  } else {
    id = item.id
    if (
      otherFieldsChanged(item.before, item.values) ||
      changedLanguages(item.before, item.values).includes('hr')
    ) {
      await payload.update({ ...base, id, locale: 'hr', data: callData(item.values) as never })
    }
  }
  const languages =
    item.outcome === 'new' ? otherLanguages : changedLanguages(item.before, item.values)
  for (const language of otherLanguages) {
    if (!languages.includes(language)) continue
    const texts = textsIn(item.values, language)
    if (Object.keys(texts).length === 0) continue
    await payload.update({ ...base, id, locale: language, data: texts as never })
  }
  return id
}

type Snapshot = { id: number; doc: Record<string, unknown> }

/** The texts an undo writes back; the rest of a call's localized fields are its hooks'. */
const restoredTexts = [...textFields, 'changeNote'] as const

/**
 * Puts the catalogue back as it was when an apply fails without a transaction (SQLite writes
 * at once): deletes the calls it created, restores the ones it changed, and removes the
 * versions its saves added, so the change history shows nothing of it.
 */
async function undo(payload: Payload, created: number[], changed: Snapshot[], since: string) {
  const base = {
    collection: 'funding-calls' as const,
    overrideAccess: true,
    depth: 0,
    context: { disableRevalidate: true },
  }
  if (created.length > 0) {
    await payload.delete({ ...base, where: { id: { in: created } } })
  }
  for (const { id, doc } of changed) {
    const fields = Object.fromEntries(
      Object.entries(doc).filter(
        ([name]) => !['id', 'createdAt', 'updatedAt', 'sourceCheck'].includes(name),
      ),
    )
    for (const language of ['hr', 'en', 'de'] as const) {
      const data: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(fields)) {
        const localized =
          value && typeof value === 'object' && !Array.isArray(value) && 'hr' in value
        if (!localized) {
          if (language === 'hr') data[name] = value
        } else if ((restoredTexts as readonly string[]).includes(name)) {
          const text = (value as Record<string, unknown>)[language]
          if (text) data[name] = text
        }
      }
      if (Object.keys(data).length === 0) continue
      await payload.update({ ...base, id, locale: language, data: data as never })
    }
  }
  if (changed.length > 0) {
    await payload.db.deleteVersions({
      collection: 'funding-calls',
      where: {
        and: [
          { parent: { in: changed.map((entry) => entry.id) } },
          { createdAt: { greater_than_equal: since } },
        ],
      },
    })
  }
}

/**
 * Applies a previewed import: works out again what each good row changes (the catalogue may
 * have moved since the preview) and writes every new and changed call, all or none: in one
 * transaction on PostgreSQL; on SQLite, which writes at once, by undoing what was written when
 * a write fails. `beforeRow` is called before each row is written (progress; a test stops a
 * run half-way with it).
 */
export async function applyImport(
  payload: Payload,
  importId: number,
  options: { user?: TypedUser | null; beforeRow?: (index: number) => void } = {},
): Promise<ApplyCounts> {
  const req = await createLocalReq(
    { user: options.user ?? undefined, context: { disableRevalidate: true } },
    payload,
  )
  const record = await payload
    .findByID({ collection: 'call-imports', id: importId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!record) throw new ImportNotApplicable('notFound')
  if (record.status === 'applied') throw new ImportNotApplicable('applied')
  const source = typeof record.source === 'object' ? record.source.id : record.source
  const rows = (record.rows ?? []) as CallRow[]

  await initTransaction(req)
  const inTransaction = Boolean(await req.transactionID)
  const since = new Date().toISOString()
  const created: number[] = []
  const changed: Snapshot[] = []
  try {
    const plan = planRows(rows, await existingCalls(payload, source, req))
    let index = 0
    for (const item of plan) {
      options.beforeRow?.(index++)
      if (item.outcome === 'unchanged') continue
      if (item.outcome === 'changed' && !inTransaction) {
        const doc = await payload.findByID({
          collection: 'funding-calls',
          id: item.id,
          locale: 'all',
          depth: 0,
          overrideAccess: true,
        })
        changed.push({ id: item.id, doc: doc as unknown as Record<string, unknown> })
      }
      const id = await writeRow(req, source, item)
      if (item.outcome === 'new') created.push(id)
    }
    const counts = {
      created: plan.filter((item) => item.outcome === 'new').length,
      changed: plan.filter((item) => item.outcome === 'changed').length,
      unchanged: plan.filter((item) => item.outcome === 'unchanged').length,
    }
    await payload.update({
      collection: 'call-imports',
      id: importId,
      data: { status: 'applied', appliedAt: new Date().toISOString(), ...counts },
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
    await revalidate([cacheTags.fundingCalls, cacheTags.sitemap])
    return counts
  } catch (error) {
    await killTransaction(req)
    if (!inTransaction) await undo(payload, created, changed, since)
    throw error
  }
}
