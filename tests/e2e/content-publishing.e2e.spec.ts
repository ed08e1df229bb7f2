import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { lexicalParagraph, linkNode, textNode } from '../fixtures/lexical'

import { test } from './api'

const day = 24 * 60 * 60 * 1000

async function create(
  api: APIRequestContext,
  headers: Record<string, string>,
  collection: string,
  data: Record<string, unknown>,
) {
  const response = await api.post(`/api/${collection}`, { headers, data })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Reloads until the page shows the text: cached pages refresh in the background once expired. */
async function expectEventually(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path)
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
}

test.describe('publishing content', () => {
  test('an edit in the CMS shows on the cached pages within seconds', async ({
    page,
    api,
    editor,
  }) => {
    const id = await create(api, editor, 'funding-calls', {
      fundName: 'E2E: potpora za solarne elektrane',
      shortDescription: 'Provjera osvježavanja stranica nakon izmjene.',
      // Closing soonest, it is on the first page of the list (soonest deadline first).
      deadline: new Date(Date.now() + 2 * day).toISOString(),
      nkdCodes: [{ code: '35.11' }],
    })
    // The list and the detail page are cached once visited.
    await expectEventually(page, '/otvoreni-natjecaji', 'E2E: potpora za solarne elektrane')
    await expectEventually(page, `/natjecaj/${id}`, 'E2E: potpora za solarne elektrane')

    const renamed = 'E2E: potpora za solarne elektrane i baterije'
    const patch = await api.patch(`/api/funding-calls/${id}`, {
      headers: editor,
      data: { fundName: renamed },
    })
    expect(patch.status()).toBe(200)
    await expectEventually(page, '/otvoreni-natjecaji', renamed)
    await expectEventually(page, `/natjecaj/${id}`, renamed)

    expect((await api.delete(`/api/funding-calls/${id}`, { headers: editor })).status()).toBe(200)
    await expect(async () => {
      await page.goto('/otvoreni-natjecaji')
      await expect(page.getByText(renamed)).toHaveCount(0, { timeout: 500 })
    }).toPass({ timeout: 15_000, intervals: [500, 1000] })
  })

  test('markup saved through the API is shown as text and never runs', async ({
    page,
    api,
    editor,
  }) => {
    const script = '<script>window.__xss = 1</script>'
    const onerror = '<img src="x" onerror="window.__xss = 2">'

    const unsafeLink = await api.post('/api/articles', {
      headers: editor,
      data: {
        title: 'E2E: opasna poveznica',
        excerpt: 'Ne smije se spremiti.',
        publishedDate: new Date(Date.now() - day).toISOString(),
        content: lexicalParagraph(linkNode('javascript:window.__xss = 3')),
      },
    })
    expect(unsafeLink.status()).toBe(400)

    const articleId = await create(api, editor, 'articles', {
      title: `E2E: ${script}`,
      excerpt: `Sažetak ${onerror}`,
      publishedDate: new Date(Date.now() - day).toISOString(),
      content: lexicalParagraph(textNode(`Tekst ${script} i ${onerror}`)),
    })
    const callId = await create(api, editor, 'funding-calls', {
      fundName: `E2E natječaj ${onerror}`,
      shortDescription: `Kratki opis ${script}`,
      fullDescription: `Tko se može prijaviti?\n${script}\nMikro poduzeća ${onerror}\n• stavka`,
      deadline: new Date(Date.now() + 10 * day).toISOString(),
    })

    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })

    await page.goto(`/insights/${articleId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E: ${script}`)
    await expect(page.getByText(`Tekst ${script} i ${onerror}`)).toBeVisible()
    await expect(page.getByText(`Sažetak ${onerror}`)).toBeVisible()

    await page.goto(`/natjecaj/${callId}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`E2E natječaj ${onerror}`)
    await expect(page.getByText('Tko se može prijaviti?')).toBeVisible()
    // The full description drops markup altogether; the rest stays visible as text.
    await expect(page.getByText('Mikro poduzeća', { exact: true })).toBeVisible()

    for (const path of [`/insights/${articleId}`, `/natjecaj/${callId}`, '/insights']) {
      await page.goto(path)
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
      await expect(page.locator('main img[onerror], main img[src="x"]')).toHaveCount(0)
      const scripts = await page
        .locator('script')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''))
      expect(
        scripts.filter((source) => source.includes('window.__xss = 1') && !source.includes('"')),
      ).toEqual([])
    }
    expect(dialogs).toEqual([])

    await api.delete(`/api/articles/${articleId}`, { headers: editor })
    await api.delete(`/api/funding-calls/${callId}`, { headers: editor })
  })

  test('a team member added, hidden or removed in the CMS shows on the home page', async ({
    page,
    api,
    editor,
  }) => {
    const name = 'Nikolina Babić'
    const id = await create(api, editor, 'team-members', {
      name,
      role: 'Savjetnica za ruralni razvoj',
      order: 1,
    })
    const team = page.locator('#team li')
    await expect(async () => {
      await page.goto('/')
      await expect(team.first()).toContainText(name, { timeout: 500 })
    }).toPass({ timeout: 15_000, intervals: [500, 1000] })
    // Without a photo, the initials stand in for it.
    await expect(team.first()).toContainText('NB')

    const hide = await api.patch(`/api/team-members/${id}`, {
      headers: editor,
      data: { shown: false },
    })
    expect(hide.status()).toBe(200)
    await expect(async () => {
      await page.goto('/')
      await expect(page.locator('#team').getByText(name)).toHaveCount(0, { timeout: 500 })
    }).toPass({ timeout: 15_000, intervals: [500, 1000] })
    // A visitor cannot read the hidden entry through the API either.
    expect((await api.get(`/api/team-members/${id}`)).status()).toBe(404)

    expect((await api.delete(`/api/team-members/${id}`, { headers: editor })).status()).toBe(200)
  })

  test('search engines get structured data, feeds and a sitemap of published items', async ({
    page,
    api,
  }) => {
    const list = await api.get('/api/articles?sort=-publishedDate&limit=12&depth=1&locale=en')
    const articles = (
      (await list.json()) as {
        docs: { id: number; title: string; featuredImage?: { sizes?: { og?: { url?: string } } } }[]
      }
    ).docs
    const withImage = articles.find((article) => article.featuredImage?.sizes?.og?.url)!

    await page.goto(`/en/insights/${withImage.id}`)
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')))
    expect(data).toContainEqual(
      expect.objectContaining({ '@type': 'Article', headline: withImage.title, inLanguage: 'en' }),
    )
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Insights',
      withImage.title,
    ])
    await expect(page).toHaveTitle(
      new RegExp(`^${withImage.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    )
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(new URL(ogImage!).pathname).toBe(withImage.featuredImage!.sizes!.og!.url)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)

    for (const [prefix, locale] of [
      ['', 'hr'],
      ['/en', 'en'],
      ['/de', 'de'],
    ] as const) {
      const feed = await api.get(`${prefix}/insights/feed`)
      expect(feed.status()).toBe(200)
      expect(feed.headers()['content-type']).toContain('application/rss+xml')
      const xml = await feed.text()
      expect(xml).toContain(`<language>${locale}</language>`)
      expect(xml.match(/<item>/g)).toHaveLength(12)
      const localized = await api.get(
        `/api/articles?sort=-publishedDate&limit=1&depth=0&locale=${locale}`,
      )
      const [newest] = ((await localized.json()) as { docs: { id: number }[] }).docs
      expect(xml).toContain(`${prefix}/insights/${newest!.id}</link>`)
    }

    const sitemap = await (await api.get('/sitemap.xml')).text()
    const all = await api.get('/api/articles?limit=100&depth=0')
    for (const article of ((await all.json()) as { docs: { id: number }[] }).docs) {
      expect(sitemap).toContain(`/en/insights/${article.id}</loc>`)
    }
    expect(sitemap).toMatch(/hreflang="de"/)
    expect(sitemap).toContain('/otvoreni-natjecaji</loc>')
    // Articles dated in the future or without a date are not in the sitemap.
    const hiddenCount = (sitemap.match(/\/en\/insights\/\d+<\/loc>/g) ?? []).length
    expect(hiddenCount).toBe(((await all.json()) as { docs: unknown[] }).docs.length)

    const robots = await (await api.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap:')
    expect(robots).toContain('Disallow: /admin')
  })
})
