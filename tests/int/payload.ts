import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import { expect, inject } from 'vitest'

import { copyDatabase } from './databases'

let instance: Promise<Payload> | undefined

/**
 * Payload's local API on a database of this test file's own: a copy of the run's migrated
 * template (globalSetup), with a media folder of its own. Files do not see each other's rows,
 * so they pass in any order and side by side.
 */
export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    const name = `${inject('runName')}_${process.pid}_${randomBytes(3).toString('hex')}`
    process.env.DATABASE_URL = await copyDatabase(inject('templateUrl'), name)
    process.env.PAYLOAD_SECRET = inject('payloadSecret')
    process.env.MEDIA_DIR = path.join('data', `${inject('runName')}_media_${name.slice(-6)}`)
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    return getPayload({ config })
  })()
  return instance
}

/** Removes every document of a collection, so a test can start from an empty one. */
export async function deleteAll(payload: Payload, collection: CollectionSlug) {
  await payload.delete({
    collection,
    where: { id: { exists: true } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}

/** Removes every account, so a test can start from an empty users table. */
export async function deleteAllUsers(payload: Payload) {
  await payload.delete({
    collection: 'users',
    where: { id: { exists: true } },
    overrideAccess: true,
  })
}

type DrizzleAccess = {
  drizzle: { delete: (table: unknown) => Promise<unknown> }
  tables: Record<string, unknown>
}

/** Returns the site-settings global to its never-saved state, as on a fresh database. */
export async function resetSiteSettings(payload: Payload) {
  const { drizzle, tables } = payload.db as unknown as DrizzleAccess
  await drizzle.delete(tables.site_settings_locales)
  await drizzle.delete(tables.site_settings)
}

/** Payload's access-denied error (HTTP 403), whatever the admin language. */
export const forbidden = { name: 'Forbidden', status: 403 }

/** Payload's validation error naming the field at `path`. */
export const invalidField = (path: string) => ({
  name: 'ValidationError',
  status: 400,
  data: { errors: [expect.objectContaining({ path })] },
})

type UserData = RequiredDataFromCollectionSlug<'users'>

/** Account data; `role` may be left out to test the default that Payload fills in. */
export const userData = (data: Omit<UserData, 'role'> & Partial<Pick<UserData, 'role'>>) =>
  data as UserData
