import type { Payload } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { afterCommit } from '@/server/afterCommit'

import { getTestPayload } from './payload'

let payload: Payload
let callId: number
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getTestPayload()
  const call = await payload.create({
    collection: 'funding-calls',
    data: { fundName: 'Vaučeri za digitalizaciju', shortDescription: 'Prije izmjene.' },
    context,
  })
  callId = call.id
})

/** The call's name as a reader outside any transaction sees it. */
const nameOutside = async () =>
  (await payload.findByID({ collection: 'funding-calls', id: callId, depth: 0 })).fundName

/**
 * A request's transaction: PostgreSQL runs each save in one; the SQLite adapter writes at once
 * (Payload's default for it), and work after the commit then runs straight away.
 */
async function transactionReq() {
  const req = await createLocalReq({ context }, payload)
  await initTransaction(req)
  const inTransaction = Boolean(await req.transactionID)
  expect(inTransaction).toBe(payload.db.name === 'postgres')
  return { req, inTransaction }
}

describe('work after a commit (expiring cached pages after a save)', () => {
  it('waits for the save to commit, then sees the saved data', async () => {
    const { req, inTransaction } = await transactionReq()
    const seen: string[] = []
    await payload.update({
      collection: 'funding-calls',
      id: callId,
      data: { fundName: 'Vaučeri za digitalizaciju (izmijenjeno)' },
      req,
    })
    await afterCommit(req, async () => {
      seen.push(await nameOutside())
    })
    if (inTransaction) expect(seen).toEqual([])
    await commitTransaction(req)
    expect(seen).toEqual(['Vaučeri za digitalizaciju (izmijenjeno)'])
  })

  it('drops the work when the save rolls back (PostgreSQL)', async () => {
    const { req, inTransaction } = await transactionReq()
    let ran = false
    await afterCommit(req, () => {
      ran = true
    })
    await killTransaction(req)
    // A later transaction's commit does not run it either.
    const { req: next } = await transactionReq()
    await commitTransaction(next)
    expect(ran).toBe(!inTransaction)
  })

  it('is not held back once a relationship has been populated with the request', async () => {
    // The page-rename hook reads redirects with their page before the pages are expired: on
    // SQLite, Payload's dataloader then leaves `{}` as the request's transaction id, and the
    // expiry waited for a commit that never came (the old page stayed served for ten minutes).
    const programme = await payload.create({
      collection: 'programmes',
      data: { name: 'Konkurentnost i kohezija 2021.–2027.', kind: 'eu' },
      context,
    })
    await payload.update({
      collection: 'funding-calls',
      id: callId,
      data: { programme: programme.id },
      context,
    })
    const { req, inTransaction } = await transactionReq()
    const call = await payload.findByID({ collection: 'funding-calls', id: callId, depth: 1, req })
    expect(call.programme).toMatchObject({ id: programme.id })
    if (!inTransaction) expect(await req.transactionID).toEqual({})
    const seen: string[] = []
    await afterCommit(req, () => {
      seen.push('ran')
    })
    if (inTransaction) {
      expect(seen).toEqual([])
      await commitTransaction(req)
    }
    expect(seen).toEqual(['ran'])
  })

  it('runs at once without a transaction', async () => {
    let ran = false
    await afterCommit(undefined, () => {
      ran = true
    })
    expect(ran).toBe(true)
  })
})
