import { expect } from '@playwright/test'

import { ensureUser, logInToken, test } from './api'

const day = 24 * 60 * 60 * 1000

test.describe('content through the REST API', () => {
  test('only editors and admins write content; anonymous visitors and members are refused', async ({
    request,
    api,
  }) => {
    await ensureUser(request, 'e2e-editor@fondium.example', 'editor')
    await ensureUser(request, 'e2e-member@fondium.example', 'member')
    const editor = {
      Authorization: `JWT ${await logInToken(request, 'e2e-editor@fondium.example')}`,
    }
    const member = {
      Authorization: `JWT ${await logInToken(request, 'e2e-member@fondium.example')}`,
    }
    const call = {
      fundName: 'E2E: vaučeri za digitalizaciju',
      shortDescription: 'Provjera prava pristupa kroz REST.',
      deadline: new Date(Date.now() + 20 * day).toISOString(),
      // A code no other file looks calls up by (the funding check and the catalogue read 62.01).
      nkdCodes: [{ code: '35.11' }],
    }

    for (const headers of [undefined, member]) {
      const denied = await api.post('/api/funding-calls', { headers, data: call })
      expect(denied.status()).toBe(403)
    }
    const created = await api.post('/api/funding-calls', { headers: editor, data: call })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    for (const headers of [undefined, member]) {
      expect(
        (
          await api.patch(`/api/funding-calls/${doc.id}`, { headers, data: { funding: 'x' } })
        ).status(),
      ).toBe(403)
      expect((await api.delete(`/api/funding-calls/${doc.id}`, { headers })).status()).toBe(403)
    }
    const read = await api.get(`/api/funding-calls/${doc.id}`)
    expect(read.status()).toBe(200)
    expect(((await read.json()) as { fundName: string }).fundName).toBe(call.fundName)

    const badCode = await api.post('/api/funding-calls', {
      headers: editor,
      data: { ...call, nkdCodes: [{ code: '6201' }] },
    })
    expect(badCode.status()).toBe(400)

    expect((await api.delete(`/api/funding-calls/${doc.id}`, { headers: editor })).status()).toBe(
      200,
    )
  })

  test('anonymous readers never see an article without a date or dated in the future', async ({
    request,
    api,
  }) => {
    await ensureUser(request, 'e2e-editor@fondium.example', 'editor')
    const editor = {
      Authorization: `JWT ${await logInToken(request, 'e2e-editor@fondium.example')}`,
    }
    const make = async (title: string, publishedDate: string | null) => {
      const response = await api.post('/api/articles', {
        headers: editor,
        data: { title, excerpt: `${title}.`, publishedDate },
      })
      expect(response.status()).toBe(201)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const published = await make('E2E objavljen', new Date(Date.now() - day).toISOString())
    const future = await make('E2E budući', new Date(Date.now() + 3 * day).toISOString())
    const undated = await make('E2E bez datuma', null)

    const list = await api.get('/api/articles?limit=100&depth=0')
    const ids = ((await list.json()) as { docs: { id: number }[] }).docs.map(
      (article) => article.id,
    )
    expect(ids).toContain(published)
    expect(ids).not.toContain(future)
    expect(ids).not.toContain(undated)
    expect((await api.get(`/api/articles/${future}`)).status()).toBe(404)
    expect((await api.get(`/api/articles/${undated}`)).status()).toBe(404)
    expect((await api.get(`/api/articles/${future}`, { headers: editor })).status()).toBe(200)

    for (const id of [published, future, undated]) {
      expect((await api.delete(`/api/articles/${id}`, { headers: editor })).status()).toBe(200)
    }
  })

  test('the view counter counts published articles only, checks the id and limits each address', async ({
    request,
    api,
  }) => {
    await ensureUser(request, 'e2e-editor@fondium.example', 'editor')
    const editor = {
      Authorization: `JWT ${await logInToken(request, 'e2e-editor@fondium.example')}`,
    }
    const created = await api.post('/api/articles', {
      headers: editor,
      data: {
        title: 'E2E budući članak',
        excerpt: 'Još nije objavljen.',
        publishedDate: new Date(Date.now() + 3 * day).toISOString(),
      },
    })
    const future = ((await created.json()) as { doc: { id: number } }).doc.id
    const list = await api.get('/api/articles?limit=1&depth=0&sort=-publishedDate')
    const [published] = ((await list.json()) as { docs: { id: number; viewCount: number }[] }).docs

    const bad = await api.post('/api/articles/abc/view')
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({ error: 'The article id must be a positive whole number.' })
    expect((await api.post(`/api/articles/${future}/view`)).status()).toBe(404)

    // One address may count 60 views a minute; the 61st is refused with Retry-After.
    const headers = { 'X-Forwarded-For': '203.0.113.61' }
    const answers = []
    for (let index = 0; index < 61; index++) {
      answers.push(await api.post(`/api/articles/${published!.id}/view`, { headers }))
    }
    expect(answers.slice(0, 60).map((answer) => answer.status())).toEqual(Array(60).fill(200))
    expect(await answers[59]!.json()).toEqual({ viewCount: published!.viewCount + 60 })
    expect(answers[60]!.status()).toBe(429)
    expect(Number(answers[60]!.headers()['retry-after'])).toBeGreaterThan(0)
    const after = await api.get(`/api/articles/${published!.id}?depth=0`)
    expect(((await after.json()) as { viewCount: number }).viewCount).toBe(
      published!.viewCount + 60,
    )

    expect((await api.delete(`/api/articles/${future}`, { headers: editor })).status()).toBe(200)
  })
})
