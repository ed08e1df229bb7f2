import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { deleteAllUsers, forbidden, getTestPayload, invalidField, userData } from './payload'

const password = 'correct-horse-battery-42'

let payload: Payload
let admin: User
let editor: User
let member: User

async function createUser(email: string, extra: Partial<User> = {}) {
  return payload.create({
    collection: 'users',
    data: userData({ email, password, fullName: email.split('@')[0] ?? email, ...extra }),
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAllUsers(payload)
  admin = await createUser('first@fondium.example')
  editor = await createUser('editor@fondium.example', { role: 'editor' })
  member = await createUser('member@fondium.example')
})

describe('users', () => {
  it('makes the very first account an admin and later accounts members by default', () => {
    expect(admin.role).toBe('admin')
    expect(member.role).toBe('member')
    expect(editor.role).toBe('editor')
  })

  it('lets only editors and admins enter /admin', async () => {
    const canEnter = payload.collections.users.config.access.admin
    expect(canEnter).toBeTypeOf('function')
    const check = async (user: User | null) =>
      canEnter!({ req: { user: user ? { ...user, collection: 'users' } : null } as never })
    expect(await check(admin)).toBe(true)
    expect(await check(editor)).toBe(true)
    expect(await check(member)).toBe(false)
    expect(await check(null)).toBe(false)
  })

  it('refuses account creation to anonymous visitors and members', async () => {
    const data = userData({ email: 'intruder@fondium.example', password, fullName: 'Intruder' })
    await expect(
      payload.create({ collection: 'users', data, overrideAccess: false }),
    ).rejects.toMatchObject(forbidden)
    await expect(
      payload.create({ collection: 'users', data, overrideAccess: false, user: member }),
    ).rejects.toMatchObject(forbidden)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: data.email } },
    })
    expect(totalDocs).toBe(0)
  })

  it('does not let a member promote themself', async () => {
    await payload.update({
      collection: 'users',
      id: member.id,
      data: { role: 'admin', fullName: 'Member Renamed' },
      overrideAccess: false,
      user: member,
    })
    const stored = await payload.findByID({
      collection: 'users',
      id: member.id,
      overrideAccess: true,
    })
    expect(stored.role).toBe('member')
    expect(stored.fullName).toBe('Member Renamed')
  })

  it('lets an admin change roles', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: member.id,
      data: { role: 'editor' },
      overrideAccess: false,
      user: admin,
    })
    expect(updated.role).toBe('editor')
    await payload.update({
      collection: 'users',
      id: member.id,
      data: { role: 'member' },
      overrideAccess: true,
    })
  })

  it('shows a member only their own account', async () => {
    const result = await payload.find({ collection: 'users', overrideAccess: false, user: member })
    expect(result.docs.map((user) => user.email)).toEqual(['member@fondium.example'])
    const all = await payload.find({ collection: 'users', overrideAccess: false, user: admin })
    expect(all.totalDocs).toBe(3)
  })

  it('requires a full name and a valid role', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'noname@fondium.example', password } as never,
        overrideAccess: true,
      }),
    ).rejects.toMatchObject(invalidField('fullName'))
    await expect(
      createUser('badrole@fondium.example', { role: 'owner' as never }),
    ).rejects.toMatchObject(invalidField('role'))
  })

  it('never locks an account: failed logins leave it open to the right password', async () => {
    // Payload's lockout, which anyone could trigger to keep the owner out, is off; the sign-in
    // routes make attempts wait instead (tests/int/signIn.int.spec.ts).
    const email = 'member@fondium.example'
    for (let attempt = 0; attempt < 6; attempt++) {
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'wrong-password' } }),
      ).rejects.toMatchObject({ name: 'AuthenticationError' })
    }
    // The right password is taken: only the address's confirmation is missing.
    await expect(
      payload.login({ collection: 'users', data: { email, password } }),
    ).rejects.toMatchObject({ name: 'UnverifiedEmail' })
    const stored = await payload.findByID({
      collection: 'users',
      id: member.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.loginAttempts ?? 0).toBe(0)
    expect(stored.lockUntil ?? null).toBeNull()
  })
})
