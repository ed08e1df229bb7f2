import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { demoJobs } from '@/features/careers/demo/jobs'
import { paragraphsToLexical } from '@/seed/lexical'

import { test } from './api'
import { expectNoAxeViolations, languages } from './helpers'

const day = 24 * 60 * 60 * 1000

/** What a visitor reads in each language, written out here rather than taken from the code. */
const texts = {
  hr: {
    careers: 'Karijere',
    openings: 'Otvorene pozicije',
    closes: /^Prijave do \d{1,2}\. \p{L}+ \d{4}\.$/u,
    apply: 'Prijavite se',
    noOpenings: 'Trenutno nemamo otvorenih pozicija.',
  },
  en: {
    careers: 'Careers',
    openings: 'Open positions',
    closes: /^Apply by \p{L}+ \d{1,2}, \d{4}$/u,
    apply: 'Apply',
    noOpenings: 'There are no open positions at the moment.',
  },
  de: {
    careers: 'Karriere',
    openings: 'Offene Stellen',
    closes: /^Bewerbung bis \d{1,2}\. \p{L}+ \d{4}$/u,
    apply: 'Jetzt bewerben',
    noOpenings: 'Derzeit haben wir keine offenen Stellen.',
  },
} as const

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 1\ntrailer << >>\nstartxref\n9\n%%EOF\n',
)
// A Windows program ("MZ" and the DOS stub) renamed to .pdf.
const exe = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(4096)])
const twentyMegabytes = Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024)])

const cv = (buffer: Buffer, name = 'zivotopis.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer,
})

async function createJob(
  api: APIRequestContext,
  headers: Record<string, string>,
  title: string,
  days: number,
) {
  const response = await api.post('/api/jobs?locale=hr', {
    headers,
    data: {
      title,
      location: 'Osijek',
      employmentType: 'part-time',
      description: paragraphsToLexical(['Pripremate prijave za natječaje.']),
      closingDate: new Date(Date.now() + days * day).toISOString(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** The visible openings, reloading until the cached page shows the latest edit. */
async function expectOpenings(page: Page, path: string, check: (titles: string[]) => boolean) {
  await expect(async () => {
    await page.goto(path)
    const titles = await page.getByTestId('job-list').getByRole('heading').allInnerTexts()
    expect(check(titles)).toBe(true)
  }).toPass({ timeout: 15_000, intervals: [500, 1000] })
}

async function leadsOf(api: APIRequestContext, headers: Record<string, string>, email: string) {
  const response = await api.get(
    `/api/leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers },
  )
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test.describe('careers', () => {
  for (const { locale, prefix } of languages) {
    const t = texts[locale]
    test(`open positions in ${locale}: each opening with its own page and JobPosting data`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/careers`)
      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.careers)
      const openings = main.getByRole('region', { name: t.openings })
      // The seed's two openings, closing soonest first.
      const titles = [...demoJobs]
        .sort((a, b) => a.closesInDays - b.closesInDays)
        .map((job) => job.title[locale])
      await expect(openings.getByRole('heading', { level: 3 })).toHaveText(titles)
      await expect(openings.getByText(t.closes)).toHaveCount(2)
      await expectNoAxeViolations(page)

      await openings.getByRole('link', { name: titles[0], exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!)
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)))
      const posting = data.find((item) => item['@type'] === 'JobPosting')
      expect(posting).toMatchObject({
        title: titles[0],
        employmentType: 'INTERN',
        inLanguage: locale,
        hiringOrganization: { '@type': 'Organization' },
        jobLocation: { address: { addressLocality: 'Osijek', addressCountry: 'HR' } },
      })
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now())
      expect(posting.description).toContain('<p>')
      await expect(page.getByRole('form', { name: t.apply })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  test('an application with a PDF becomes a lead; a 20 MB file and a renamed program are refused', async ({
    page,
    api,
    editor,
    admin,
  }) => {
    const title = `E2E: savjetnik za prijave ${Date.now()}`
    const id = await createJob(api, editor, title, 10)
    await page.goto(`/careers/${id}`)
    const form = page.getByRole('form', { name: 'Prijavite se' })
    await form.getByLabel('Ime', { exact: true }).fill('Lucija')
    await form.getByLabel('Prezime').fill('Grgić')
    const email = `lucija.${Date.now()}@primjer.hr`
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Nekoliko rečenica o sebi').fill('Pet godina radim na EU projektima.')
    const file = form.getByLabel(/Životopis/)

    // 20 MB: refused before it is sent, next to the field.
    await file.setInputFiles(cv(twentyMegabytes))
    await expect(form.getByText('Životopis je prevelik: smije imati najviše 5 MB.')).toHaveCount(2)
    await expect(file).toHaveAttribute('aria-invalid', 'true')

    // A program renamed to .pdf passes the browser; the server reads its content and refuses it.
    await file.setInputFiles(cv(exe, 'zivotopis.pdf'))
    await form.getByRole('button', { name: 'Pošalji prijavu' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Priložena datoteka nije ispravan PDF. Pošaljite životopis kao PDF datoteku.',
    )
    expect(await leadsOf(api, admin, email)).toHaveLength(0)

    await file.setInputFiles(cv(pdf))
    await form.getByRole('button', { name: 'Pošalji prijavu' }).click()
    await expect(form.getByTestId('apply-status')).toContainText('Prijava je zaprimljena')
    const [lead] = await leadsOf(api, admin, email)
    expect(lead).toMatchObject({ source: 'application', job: id, firstName: 'Lucija' })
    expect(typeof lead!.cv).toBe('number')
    // The CV is private: a visitor cannot list or open it.
    expect((await api.get('/api/application-files')).status()).toBe(403)

    expect((await api.delete(`/api/jobs/${id}`, { headers: editor })).status()).toBe(200)
  })

  test('without JavaScript the application posts as a form and the result page says how it went', async ({
    browser,
    page: scripted,
    api,
    editor,
    admin,
  }) => {
    const title = `E2E: prijava bez JavaScripta ${Date.now()}`
    const id = await createJob(api, editor, title, 10)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const email = `bez.js.${Date.now()}@primjer.hr`
    const fill = async (buffer: Buffer) => {
      await page.goto(`/en/careers/${id}`)
      const form = page.getByRole('form', { name: 'Apply' })
      await form.getByLabel('First name').fill('Ivo')
      await form.getByLabel('Last name').fill('Marić')
      await form.getByLabel('E-mail').fill(email)
      await form.getByLabel('A few sentences about yourself').fill('I know public procurement.')
      await form.getByLabel(/CV/).setInputFiles(cv(buffer))
      await form.getByRole('button', { name: 'Send application' }).click()
    }
    try {
      await fill(exe)
      await expect(page).toHaveURL(/\/en\/forms\/application\?status=invalid/)
      await expect(page.getByRole('status')).toHaveText(
        'The attached file is not a valid PDF. Please send your CV as a PDF file.',
      )
      await expect(page.getByRole('link', { name: 'Back to the opening' })).toHaveAttribute(
        'href',
        `/en/careers/${id}`,
      )

      await fill(twentyMegabytes)
      await expect(page).toHaveURL(/\/en\/forms\/application\?status=invalid&problems=cvTooLarge/)
      await expect(page.getByRole('status')).toHaveText(
        'The CV is too large: it may be at most 5 MB.',
      )

      await fill(pdf)
      await expect(page).toHaveURL(/\/en\/forms\/application\?status=stored/)
      await expect(page.getByRole('status')).toContainText('Application received')
      expect(await leadsOf(api, admin, email)).toHaveLength(1)
      // axe runs in the page: the same result page, checked with scripts on.
      await scripted.goto(page.url())
      await expectNoAxeViolations(scripted)
    } finally {
      await context.close().catch(() => null)
      await api.delete(`/api/jobs/${id}`, { headers: editor })
    }
  })

  test('an opening leaves the site after its closing date, and the page says when none is open', async ({
    browser,
    page,
    api,
    editor,
  }) => {
    const title = `E2E: oglas koji istječe ${Date.now()}`
    const id = await createJob(api, editor, title, 3)
    // Read without JavaScript, so the list's links do not fetch the opening's page ahead: a
    // render started before the edit below and stored after it would count as fresh (Next.js
    // compares the times the edit and the copy were stored), and the test would race it.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const list = await noScript.newPage()
    await expectOpenings(list, '/careers', (titles) => titles.includes(title))

    // Its closing day passes: set to yesterday, as the calendar would.
    const closed = await api.patch(`/api/jobs/${id}`, {
      headers: editor,
      data: { closingDate: new Date(Date.now() - day).toISOString() },
    })
    expect(closed.status()).toBe(200)
    await expectOpenings(list, '/careers', (titles) => !titles.includes(title))
    await noScript.close()
    // Its page sends the visitor to the list. A cached redirect arrives as a page whose script
    // (or, failing that, a one-second meta refresh) moves on: give it a few seconds.
    await expect(async () => {
      await page.goto(`/careers/${id}`)
      await expect(page).toHaveURL(/\/careers$/, { timeout: 4000 })
    }).toPass({ timeout: 20_000, intervals: [500, 1000] })

    // With every opening hidden, the page invites an open application instead.
    const all = await api.get('/api/jobs?depth=0&limit=100', { headers: editor })
    const shown = ((await all.json()) as { docs: { id: number; shown: boolean }[] }).docs.filter(
      (job) => job.shown,
    )
    const setShown = (value: boolean) =>
      Promise.all(
        shown.map((job) =>
          api.patch(`/api/jobs/${job.id}`, { headers: editor, data: { shown: value } }),
        ),
      )
    try {
      await setShown(false)
      await expect(async () => {
        await page.goto('/careers')
        await expect(page.getByText(texts.hr.noOpenings)).toBeVisible({ timeout: 500 })
      }).toPass({ timeout: 15_000, intervals: [500, 1000] })
      await expect(page.getByTestId('job-list')).toHaveCount(0)
      const invite = page.getByRole('link', { name: 'Javite nam se' })
      await expect(invite).toHaveAttribute('href', '/#contact')
      await expectNoAxeViolations(page)
    } finally {
      await setShown(true)
      await api.delete(`/api/jobs/${id}`, { headers: editor })
    }
    await expectOpenings(page, '/careers', (titles) =>
      demoJobs.every((job) => titles.includes(job.title.hr)),
    )
  })
})
