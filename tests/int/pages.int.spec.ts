import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findDraftPage, findPublishedPage, findRedirectTarget } from '@/features/pages/pages'
import { runClaimedJobs } from '@/server/jobs/jobLoop'

import { deleteAll, getTestPayload, userData } from './payload'

let payload: Payload
const context = { disableRevalidate: true }
const intro = (title: string) => [{ blockType: 'pageIntro', title, intro: `${title}: uvod.` }]

async function createPage(path: string, title: string, status: 'draft' | 'published') {
  return payload.create({
    collection: 'pages',
    locale: 'hr',
    draft: status === 'draft',
    data: { title, path, template: 'contained', layout: intro(title) as never, _status: status },
    overrideAccess: true,
    context,
  })
}

let editor: TypedUser

beforeAll(async () => {
  payload = await getTestPayload()
  await deleteAll(payload, 'redirects')
  await deleteAll(payload, 'pages')
  await payload.delete({
    collection: 'users',
    where: { email: { equals: 'pages-editor@fondium.example' } },
    overrideAccess: true,
  })
  const user = await payload.create({
    collection: 'users',
    data: userData({
      email: 'pages-editor@fondium.example',
      password: 'a-long-editor-password',
      fullName: 'Urednica Stranica',
      role: 'editor',
    }),
    overrideAccess: true,
  })
  editor = { ...user, collection: 'users' } as TypedUser
})
afterAll(async () => {
  await deleteAll(payload, 'redirects')
  await deleteAll(payload, 'pages')
})

describe('pages', () => {
  it('stores the address normalised and refuses one the site uses itself', async () => {
    const page = await createPage(' O-Nama/ ', 'O nama', 'published')
    expect(page.path).toBe('/o-nama')
    await expect(createPage('/insights/novo', 'Krivo', 'published')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'path' })] },
    })
    await expect(createPage('/o-nama', 'Dvaput', 'published')).rejects.toThrow()
  })

  it('shows visitors only published pages; an editor previews the latest draft', async () => {
    const page = await createPage('/nacrt', 'Samo nacrt', 'draft')
    expect(await findPublishedPage(payload, 'hr', '/nacrt')).toBeNull()
    const draft = await findDraftPage(payload, 'hr', '/nacrt', editor)
    expect(draft?.layout[0]).toMatchObject({ blockType: 'pageIntro', title: 'Samo nacrt' })
    expect(await findDraftPage(payload, 'hr', '/nacrt', null)).toBeNull()

    // A draft saved over a published page leaves the published one as visitors see it.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'hr',
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'hr',
      draft: true,
      data: { layout: intro('Nova inačica') as never },
      overrideAccess: true,
      context,
    })
    const published = await findPublishedPage(payload, 'hr', '/nacrt')
    expect(published?.layout[0]).toMatchObject({ title: 'Samo nacrt' })
    // Asking for drafts without an account (as ?draft=true over REST does) never shows one.
    const anonymous = await payload.find({
      collection: 'pages',
      locale: 'hr',
      draft: true,
      overrideAccess: false,
      where: { path: { equals: '/nacrt' } },
    })
    expect(JSON.stringify(anonymous.docs)).not.toContain('Nova inačica')
    expect((await findDraftPage(payload, 'hr', '/nacrt', editor))?.layout[0]).toMatchObject({
      title: 'Nova inačica',
    })
    // Redirects are the server's and the editors' business only.
    await expect(
      payload.find({ collection: 'redirects', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('publishes a scheduled page when its time comes, by the job queue', async () => {
    const page = await createPage('/zakazano', 'Zakazano', 'draft')
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() + 60_000),
    })
    // Not yet: the time has not come.
    await runClaimedJobs(payload)
    expect(await findPublishedPage(payload, 'hr', '/zakazano')).toBeNull()

    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    expect(await runClaimedJobs(payload)).toBe(1)
    const published = await findPublishedPage(payload, 'hr', '/zakazano')
    expect(published?.layout[0]).toMatchObject({ title: 'Zakazano' })
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
    })
  })

  it('keeps a renamed page’s old address working, through every later rename', async () => {
    const page = await createPage('/usluge/stara', 'Usluga', 'published')
    const rename = (path: string) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { path, _status: 'published' },
        overrideAccess: true,
        context,
      })
    await rename('/usluge/nova')
    expect(await findRedirectTarget(payload, '/usluge/stara')).toBe('/usluge/nova')
    await rename('/usluge/najnovija')
    expect(await findRedirectTarget(payload, '/usluge/stara')).toBe('/usluge/najnovija')
    expect(await findRedirectTarget(payload, '/usluge/nova')).toBe('/usluge/najnovija')

    // Back to the first address: the page lives there again, so no redirect leaves it.
    await rename('/usluge/stara')
    expect(await findRedirectTarget(payload, '/usluge/stara')).toBeNull()
    expect(await findRedirectTarget(payload, '/usluge/najnovija')).toBe('/usluge/stara')

    // A draft with a new address moves nothing until it is published.
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { path: '/usluge/nacrt-adrese' },
      overrideAccess: true,
      context,
    })
    expect(await findRedirectTarget(payload, '/usluge/stara')).toBeNull()
    expect((await findPublishedPage(payload, 'hr', '/usluge/stara'))?.id).toBe(page.id)
  })
})
