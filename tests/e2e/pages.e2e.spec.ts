import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'

import { editorBrowser, test } from './api'
import { expectNoAxeViolations } from './helpers'

type PageRow = { id: number; path: string; layout: { blockType: string; title?: string }[] }

async function findPage(
  api: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  locale = 'hr',
): Promise<PageRow> {
  const response = await api.get(
    `/api/pages?where[path][equals]=${encodeURIComponent(path)}&locale=${locale}&depth=0`,
    { headers },
  )
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: PageRow[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

/** Visits `path` until its (cached) public copy shows `check` (a publish expires the cache). */
async function expectPublic(page: Page, path: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(path)
    await check(page)
  }).toPass({ timeout: 20_000, intervals: [500, 1000] })
}

const heroTitle = (page: Page) => page.locator('section#home').getByRole('heading', { level: 1 })

test.describe('pages editors build', () => {
  test('an editor changes the home hero in Croatian, previews the draft and publishes it; English stays', async ({
    browser,
    page,
    api,
    editor,
  }) => {
    test.setTimeout(90_000)
    const hr = getHomeCopy('hr').hero.title
    const en = getHomeCopy('en').hero.title
    const changed = `Vaš partner za EU fondove i potpore (${Date.now()})`
    const home = await findPage(api, editor, '/')
    const { context, page: admin } = await editorBrowser(browser)
    try {
      // In /admin: the hero's title, typed in; autosave keeps it as a draft.
      await admin.goto(`/admin/collections/pages/${home.id}?locale=hr`)
      const title = admin.locator('#field-layout__0__title')
      await expect(title).toHaveValue(hr)
      await title.fill(changed)
      await expect(async () => {
        const draft = await api.get(`/api/pages/${home.id}?locale=hr&draft=true&depth=0`, {
          headers: editor,
        })
        expect(((await draft.json()) as PageRow).layout[0]!.title).toBe(changed)
      }).toPass({ timeout: 15_000 })

      // Visitors still read the published page.
      await page.goto('/')
      await expect(heroTitle(page)).toHaveText(hr)

      // The editor previews the draft on the site, with the preview bar.
      await admin.goto('/next/preview?path=/&locale=hr')
      await expect(admin).toHaveURL(/\/$/)
      await expect(heroTitle(admin)).toHaveText(changed)
      await expect(admin.getByRole('status').filter({ hasText: 'Pregled nacrta' })).toBeVisible()
      await expectNoAxeViolations(admin)
      // Anyone else asking for the preview is sent to sign in.
      const anonymous = await api.get('/next/preview?path=/&locale=hr', { maxRedirects: 0 })
      expect(anonymous.status()).toBe(307)
      expect(anonymous.headers().location).toContain('/admin/login')

      // Publish in /admin.
      await admin.goto(`/admin/collections/pages/${home.id}?locale=hr`)
      await expect(admin.locator('#field-layout__0__title')).toHaveValue(changed)
      await admin.locator('#action-save').click()
      await expect(admin.getByText(/published successfully|updated successfully/i)).toBeVisible()

      await expectPublic(page, '/', async (visit) => {
        await expect(heroTitle(visit)).toHaveText(changed, { timeout: 500 })
      })
      await page.goto('/en')
      await expect(heroTitle(page)).toHaveText(en)
      await page.goto('/de')
      await expect(heroTitle(page)).toHaveText(getHomeCopy('de').hero.title)

      // Leaving the preview shows the public page again.
      await admin.goto('/next/exit-preview?path=/&locale=hr')
      await expect(admin.getByRole('status').filter({ hasText: 'Pregled nacrta' })).toHaveCount(0)
    } finally {
      await context.close()
      const original = await api.get(`/api/pages/${home.id}?locale=hr&depth=0`, {
        headers: editor,
      })
      const layout = ((await original.json()) as PageRow).layout.map((block, index) =>
        index === 0 ? { ...block, title: hr } : block,
      )
      const restored = await api.patch(`/api/pages/${home.id}?locale=hr`, {
        headers: editor,
        data: { layout, _status: 'published' },
      })
      expect(restored.status()).toBe(200)
    }
    await expectPublic(page, '/', async (visit) => {
      await expect(heroTitle(visit)).toHaveText(hr, { timeout: 500 })
    })
  })

  test('a page scheduled in /admin goes live by itself', async ({
    browser,
    page,
    api,
    editor,
    admin: adminHeaders,
  }) => {
    // The job runs at the next whole minute at least 15 s away.
    test.setTimeout(150_000)
    const stamp = Date.now()
    const path = `/e2e-zakazano-${stamp}`
    const title = `Zakazana stranica ${stamp}`
    const created = await api.post('/api/pages?locale=hr&draft=true', {
      headers: editor,
      data: {
        title,
        path,
        template: 'contained',
        _status: 'draft',
        layout: [{ blockType: 'pageIntro', title, intro: 'Objavljuje se sama u zadano vrijeme.' }],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const { context, page: admin } = await editorBrowser(browser)
    try {
      expect((await api.get(path)).status()).toBe(404)

      // The next whole minute at least 15 s away, as /admin's date picker takes it (UTC here).
      const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
      // "Nov 26, 2026 1:05 PM", /admin's format for a day and a time.
      const month = at.toLocaleString('en-US', { timeZone: 'UTC', month: 'short' })
      const hour = at.getUTCHours() % 12 || 12
      const minute = String(at.getUTCMinutes()).padStart(2, '0')
      const typed = `${month} ${at.getUTCDate()}, ${at.getUTCFullYear()} ${hour}:${minute} ${at.getUTCHours() < 12 ? 'AM' : 'PM'}`
      await admin.goto(`/admin/collections/pages/${doc.id}?locale=hr`)
      await admin.locator('#action-save-popup .popup-button').click()
      await admin.locator('#schedule-publish').click()
      // A page never published is offered "Unpublish" first.
      await admin.locator('.schedule-publish__type').getByText('Publish', { exact: true }).click()
      const when = admin.locator('#time input')
      await when.fill(typed)
      await expect(when).toHaveValue(typed)
      // Close the date picker (Escape would close the drawer too).
      await admin.locator('.schedule-publish__drawer-header').click()
      await admin.locator('#scheduled-publish-save').click()
      await expect(admin.getByText(/scheduled successfully/i)).toBeVisible()
      await expect(admin.locator('.schedule-publish__upcoming')).toContainText('Publish')

      // Nobody publishes it: the job queue does, at the set time.
      try {
        await expect(async () => {
          const response = await page.goto(path)
          expect(response?.status()).toBe(200)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, {
            timeout: 500,
          })
        }).toPass({ timeout: 120_000, intervals: [2000] })
      } catch (error) {
        // Whether the job ran and published it (then the cached "not found" outlived the
        // publication) or not (then the job queue did not run it in time), for the record.
        const stored = await api.get(`/api/pages/${doc.id}?locale=hr&depth=0`, { headers: editor })
        const jobs = await api.get(
          '/api/payload-jobs?depth=0&where[taskSlug][equals]=schedulePublish',
          { headers: adminHeaders },
        )
        const answer = await api.get(path)
        const { _status, updatedAt } = (await stored.json()) as {
          _status?: string
          updatedAt?: string
        }
        throw new Error(
          `${String(error)}\nscheduled for ${at.toISOString()}, now ${new Date().toISOString()}; ` +
            `page ${stored.status()} ${_status} (saved ${updatedAt}); ` +
            `jobs ${jobs.status()} ${await jobs.text()}; ` +
            `its address now ${answer.status()} (cache ${answer.headers()['x-nextjs-cache'] ?? '-'})`,
        )
      }
      await expectNoAxeViolations(page)
    } finally {
      await context.close()
      await api.delete(`/api/pages/${doc.id}`, { headers: editor })
    }
  })

  test('a renamed page keeps its old address working in every language', async ({
    browser,
    api,
    editor,
  }) => {
    // A page of its own: renaming a seeded one would take it out of the sitemap and the page
    // walks of the files running beside this one while it lasts.
    const stamp = Date.now()
    const first = `/e2e-usluga-${stamp}`
    const renamed = `/e2e-usluga-${stamp}-novo`
    const title = `Usluga za preimenovanje ${stamp}`
    const created = await api.post('/api/pages?locale=hr', {
      headers: editor,
      data: {
        title,
        path: first,
        template: 'contained',
        _status: 'published',
        layout: [{ blockType: 'pageIntro', title, intro: 'Stara adresa vodi na novu.' }],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    // No JavaScript: the old address answers with a redirect of its own.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      const rename = await api.patch(`/api/pages/${doc.id}`, {
        headers: editor,
        data: { path: renamed, _status: 'published' },
      })
      expect(rename.status()).toBe(200)
      for (const prefix of ['', '/en', '/de']) {
        await expect(async () => {
          const old = await api.get(`${prefix}${first}`, { maxRedirects: 0 })
          expect(old.status()).toBe(308)
          expect(old.headers().location).toBe(`${prefix}${renamed}`)
        }).toPass({ timeout: 15_000 })
        await page.goto(`${prefix}${first}`)
        await expect(page).toHaveURL(new RegExp(`${prefix}${renamed}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      }
      const sitemap = await (await api.get('/sitemap.xml')).text()
      expect(sitemap).toContain(`/en${renamed}</loc>`)
      expect(sitemap).not.toContain(`/en${first}</loc>`)
    } finally {
      await context.close()
      await api.delete(`/api/pages/${doc.id}`, { headers: editor })
    }
  })

  test('an address editors cannot use is refused with the reason', async ({ api, editor }) => {
    const response = await api.post('/api/pages?locale=hr', {
      headers: { ...editor, 'Accept-Language': 'hr' },
      data: {
        title: 'Kriva adresa',
        path: '/insights/nova',
        _status: 'published',
        layout: [{ blockType: 'pageIntro', title: 'Kriva adresa', intro: 'Ne smije nastati.' }],
      },
    })
    expect(response.status()).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('/insights')
  })
})
