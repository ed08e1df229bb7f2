import { expect, type APIRequestContext } from '@playwright/test'

import { demoDownloads } from '@/features/resources/demo/downloads'

import { test } from './api'
import { expectNoAxeViolations, languages } from './helpers'

/** What a visitor reads in each language, written out here rather than taken from the code. */
const texts = {
  hr: { title: 'Materijali za preuzimanje', download: 'Preuzmi PDF', gated: 'Preuzmi uz e-mail' },
  en: { title: 'Downloads', download: 'Download PDF', gated: 'Download with e-mail' },
  de: { title: 'Downloads', download: 'Herunterladen PDF', gated: 'Mit E-Mail herunterladen' },
} as const

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

async function leadsOf(api: APIRequestContext, headers: Record<string, string>, email: string) {
  const response = await api.get(
    `/api/leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers },
  )
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test.describe('downloads', () => {
  for (const { locale, prefix } of languages) {
    const t = texts[locale]
    test(`resources in ${locale}: the seeded guides and template, open or for an e-mail`, async ({
      page,
      api,
    }) => {
      const response = await page.goto(`${prefix}/resources`)
      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title)
      const cards = main.getByTestId('downloads').getByRole('listitem')
      await expect(cards).toHaveCount(demoDownloads.length)
      await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
        demoDownloads.map((download) => download.title[locale]),
      )
      // The open guide is a link to the file, served as a named PDF download.
      const open = cards.nth(0).getByRole('link', { name: new RegExp(`^${t.download}`) })
      const href = await open.getAttribute('href')
      const file = await api.get(href!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('application/pdf')
      expect(file.headers()['content-disposition']).toContain(
        'filename="vodic-kroz-eu-fondove-2026.pdf"',
      )
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
      // The two others ask for an e-mail first; their files stay closed until then.
      for (const index of [1, 2]) {
        await expect(cards.nth(index).locator('summary')).toContainText(t.gated)
      }
      expect((await api.get('/api/downloads/file/financijski-model.xlsx')).status()).toBe(403)
      await expectNoAxeViolations(page)
    })
  }

  test('an editor uploads a spreadsheet the way /admin does, and it is on the page at once', async ({
    page,
    api,
    editor,
  }) => {
    const name = `e2e-kalkulator-${Date.now()}.xlsx`
    // A spreadsheet is a zip archive: the smallest one the upload's type check accepts is the
    // seed's own workbook, fetched here with its grant-free editor access.
    const seeded = await api.get('/api/downloads/file/financijski-model.xlsx', { headers: editor })
    expect(seeded.status()).toBe(200)
    const upload = await api.post('/api/downloads?locale=hr', {
      headers: editor,
      multipart: {
        file: { name, mimeType: xlsx, buffer: await seeded.body() },
        _payload: JSON.stringify({
          title: 'E2E: kalkulator potpore',
          description: 'Tablica za brzu procjenu iznosa potpore.',
          language: 'hr',
          gated: false,
          order: 5,
        }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; filename: string } }
    try {
      await expect(async () => {
        await page.goto('/resources')
        await expect(page.getByRole('heading', { name: 'E2E: kalkulator potpore' })).toBeVisible({
          timeout: 500,
        })
      }).toPass({ timeout: 15_000, intervals: [500, 1000] })
      const link = page.getByRole('link', { name: /E2E: kalkulator potpore/ })
      const file = await api.get((await link.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe(xlsx)
      expect(file.headers()['content-disposition']).toContain(`filename="${doc.filename}"`)
    } finally {
      expect((await api.delete(`/api/downloads/${doc.id}`, { headers: editor })).status()).toBe(200)
    }
  })

  test('a gated download creates a lead, then gives the file and offers the newsletter', async ({
    page,
    api,
    admin,
  }) => {
    await page.goto('/resources')
    const card = page.getByTestId('downloads').getByRole('listitem').nth(2)
    await card.locator('summary', { hasText: 'Preuzmi uz e-mail' }).click()
    const form = card.getByRole('form')
    const email = `ana.${Date.now()}@pekara-primjer.hr`
    await form.getByRole('textbox', { name: 'Ime' }).fill('Ana')
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await form.getByRole('checkbox', { name: /newsletter/ }).check()
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Pošalji i preuzmi' }).click()

    const link = card.getByRole('link', { name: 'Preuzmi: Financijski model (Excel)' })
    await expect(link).toBeFocused()
    await expect(card.getByText('Za newsletter smo vam poslali e-mail')).toBeVisible()
    const file = await api.get((await link.getAttribute('href'))!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe(xlsx)
    expect(file.headers()['content-disposition']).toContain('filename="financijski-model.xlsx"')
    const [lead] = await leadsOf(api, admin, email)
    expect(lead).toMatchObject({ source: 'download', firstName: 'Ana', locale: 'hr' })
    const subscribers = await api.get(
      `/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}`,
      { headers: admin },
    )
    expect(((await subscribers.json()) as { docs: { status: string }[] }).docs).toMatchObject([
      { status: 'pending' },
    ])
  })

  test('without JavaScript the gated form posts and the result page holds the link', async ({
    browser,
    page: scripted,
    api,
    admin,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/de/resources')
      const card = page.getByTestId('downloads').getByRole('listitem').nth(1)
      await card.locator('summary', { hasText: 'Mit E-Mail herunterladen' }).click()
      const email = `kein.js.${Date.now()}@beispiel.de`
      await card.getByRole('textbox', { name: 'Vorname' }).fill('Jonas')
      await card.getByRole('textbox', { name: 'E-Mail' }).fill(email)
      await card.getByRole('button', { name: 'Senden und herunterladen' }).click()
      await expect(page).toHaveURL(/\/de\/forms\/download\?status=granted/)
      await expect(page.getByRole('status')).toHaveText('Vielen Dank! Ihr Material ist bereit.')
      const link = page.getByRole('link', { name: /^Herunterladen: / })
      const file = await api.get((await link.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-disposition']).toContain(
        'filename="predlozak-poslovnog-plana.pdf"',
      )
      expect(await leadsOf(api, admin, email)).toHaveLength(1)
      // axe runs in the page: the same result page, checked with scripts on.
      await scripted.goto(page.url())
      await expectNoAxeViolations(scripted)
    } finally {
      await context.close().catch(() => null)
    }
  })
})
