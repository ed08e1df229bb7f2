import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { callStatus } from '@/features/funding-calls/rules/status'

import { test } from './fixtures'
import { againstOtherFiles, expectNoAxeViolations, languages, localized } from './helpers'

const texts = {
  hr: {
    deadline: /^Rok: /,
    back: 'Natrag na natječaje',
    nkd: 'Prihvatljive šifre djelatnosti (NKD)',
    cta: 'Zainteresirani ste?',
    contact: 'Kontaktirajte nas',
    insightsBack: 'Natrag na članke',
    share: 'Podijeli',
    linkCopied: 'Poveznica je kopirana',
    caseBack: 'Natrag na studije slučaja',
    metrics: 'Ključni pokazatelji',
    callNotFound: 'Natječaj nije pronađen',
    articleNotFound: 'Članak nije pronađen',
    caseNotFound: 'Studija slučaja nije pronađena',
    readingTime: /\d+ minut[ae] čitanja/,
  },
  en: {
    deadline: /^Deadline: /,
    back: 'Back to funding calls',
    nkd: 'Eligible activity codes (NKD)',
    cta: 'Interested?',
    contact: 'Contact us',
    insightsBack: 'Back to insights',
    share: 'Share',
    linkCopied: 'Link copied',
    caseBack: 'Back to case studies',
    metrics: 'Key figures',
    callNotFound: 'Funding call not found',
    articleNotFound: 'Article not found',
    caseNotFound: 'Case study not found',
    readingTime: /\d+ min read/,
  },
  de: {
    deadline: /^Frist: /,
    back: 'Zurück zu den Ausschreibungen',
    nkd: 'Förderfähige Tätigkeitscodes (NKD)',
    cta: 'Interessiert?',
    contact: 'Kontaktieren Sie uns',
    insightsBack: 'Zurück zu den Artikeln',
    share: 'Teilen',
    linkCopied: 'Link kopiert',
    caseBack: 'Zurück zu den Fallstudien',
    metrics: 'Kennzahlen',
    callNotFound: 'Ausschreibung nicht gefunden',
    articleNotFound: 'Artikel nicht gefunden',
    caseNotFound: 'Fallstudie nicht gefunden',
    readingTime: /\d+ Min\. Lesezeit/,
  },
} as const

type Doc = Record<string, unknown> & { id: number }

/** What an anonymous visitor may read through REST, in one language. */
async function anonymousDocs(request: APIRequestContext, collection: string, query: string) {
  const response = await request.get(`/api/${collection}?${query}&depth=0`, {
    headers: { Cookie: '' },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Doc[] }).docs
}

// A list revalidated by an earlier test is rendered on demand and streamed: React reveals its
// content a moment after the load event, so the titles are awaited, not read once.
const cardTitles = (page: Page) => page.locator('main article h2')

test.describe('content pages', () => {
  for (const { locale, prefix } of languages) {
    const t = texts[locale]

    test(`open tenders in ${locale}: list by deadline, detail, and back`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      // Open and forthcoming calls, the soonest deadline first and calls without one last; 24.
      let calls: Doc[] = []
      await againstOtherFiles(async () => {
        calls = (
          await anonymousDocs(request, 'funding-calls', `locale=${locale}&sort=id&limit=200`)
        )
          .filter((doc) => callStatus(doc as { deadline?: string }) !== 'closed')
          .sort(
            (a, b) =>
              String(a.deadline ?? '9999').localeCompare(String(b.deadline ?? '9999')) ||
              a.id - b.id,
          )
          .slice(0, 24)
        await page.goto(`${prefix}/otvoreni-natjecaji`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(cardTitles(page)).toHaveText(calls.map((call) => call.fundName as string))
      })
      await expectNoAxeViolations(page)

      // A call with a full description, a grant range without a note, and activity codes.
      const call = calls.find(
        (doc) =>
          doc.fullDescription &&
          typeof doc.amountMin === 'number' &&
          typeof doc.amountMax === 'number' &&
          !doc.amountNote &&
          (doc.nkdCodes as unknown[]).length > 0,
      )!
      await page.getByRole('link', { name: call.fundName as string, exact: true }).click()
      await expect(page).toHaveURL(`${prefix}/natjecaj/${call.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(call.fundName as string)
      await expect(page.getByText(t.deadline).first()).toBeVisible()
      // The amount is written from the numbers, in the page's language ("20.000 € – 300.000 €",
      // "€20,000 – €300,000").
      const euro = new Intl.NumberFormat(locale === 'en' ? 'en-IE' : locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
      })
      await expect(
        page
          .getByRole('definition')
          .getByText(
            `${euro.format(call.amountMin as number)} – ${euro.format(call.amountMax as number)}`,
            { exact: true },
          ),
      ).toBeVisible()
      await expect(page.getByText(call.shortDescription as string, { exact: true })).toBeVisible()
      const codes = (call.nkdCodes as { code: string }[]).map((row) => row.code)
      const nkd = page.getByRole('region', { name: t.nkd })
      // Each code, with its official name where the site knows it.
      await expect(nkd.getByRole('listitem')).toHaveText(
        codes.map((code) => new RegExp(`^${code.replace('.', '\\.')}(?!\\d)`)),
      )
      await expect(page.getByRole('heading', { name: t.cta })).toBeVisible()
      await expect(page.getByRole('link', { name: t.contact })).toHaveAttribute(
        'href',
        `${localized(prefix, '/')}#contact`,
      )
      await expectNoAxeViolations(page)

      await page.getByRole('link', { name: t.back }).click()
      await expect(page).toHaveURL(`${prefix}/otvoreni-natjecaji`)
      await expect(page.getByRole('link', { name: call.fundName as string })).toBeVisible()
    })

    test(`insights in ${locale}: 12 newest, detail with share and view count, and back`, async ({
      page,
      request,
      context,
    }) => {
      const articles = await anonymousDocs(
        request,
        'articles',
        `locale=${locale}&sort=-publishedDate&limit=12`,
      )
      expect(articles).toHaveLength(12)
      await page.goto(`${prefix}/insights`)
      await expect(cardTitles(page)).toHaveText(articles.map((article) => article.title as string))
      await expectNoAxeViolations(page)

      const article = articles[1]!
      const before = Number(article.viewCount ?? 0)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      // Desktop Linux has no share sheet; make sure the copy fallback is what runs.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined })
      })
      const isView = (url: string, method: string) =>
        url.endsWith(`/api/articles/${article.id}/view`) && method === 'POST'
      const views: string[] = []
      page.on('request', (sent) => {
        if (isView(sent.url(), sent.method())) views.push(sent.url())
      })
      const counted = page.waitForResponse((response) =>
        isView(response.url(), response.request().method()),
      )
      await page.getByRole('link', { name: article.title as string, exact: true }).click()
      await expect(page).toHaveURL(`${prefix}/insights/${article.id}`)
      const answer = await counted
      expect(answer.status()).toBe(200)
      // The page counts its view once. Other files may open the same article at the same time
      // (a clean clone failed here on 62 views for 61), so the count this view got is
      // read from its own answer: above the count before it, and kept.
      const { viewCount } = (await answer.json()) as { viewCount: number }
      expect(viewCount).toBeGreaterThan(before)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title as string)
      await expect(page.getByText(article.excerpt as string)).toBeVisible()
      await expect(page.getByText(t.readingTime)).toBeVisible()
      await expect(page.locator('article time')).toHaveAttribute(
        'datetime',
        article.publishedDate as string,
      )
      await expect(page.getByRole('link', { name: t.contact })).toBeVisible()
      const [after] = await anonymousDocs(request, 'articles', `where[id][equals]=${article.id}`)
      expect(Number(after!.viewCount)).toBeGreaterThanOrEqual(viewCount)
      expect(views).toHaveLength(1)
      await expectNoAxeViolations(page)

      await page.getByRole('button', { name: t.share }).click()
      await expect(page.getByText(t.linkCopied)).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())

      await page.getByRole('link', { name: t.insightsBack }).click()
      await expect(page).toHaveURL(`${prefix}/insights`)
    })

    test(`case studies in ${locale}: stats, grid, detail with metrics, and back`, async ({
      page,
      request,
    }) => {
      const studies = await anonymousDocs(
        request,
        'case-studies',
        `locale=${locale}&sort=-publishedDate&limit=12`,
      )
      await page.goto(`${prefix}/case-studies`)
      for (const figure of ['96%', '100+', '€50M+']) {
        await expect(page.getByText(figure, { exact: true })).toBeVisible()
      }
      await expect(cardTitles(page)).toHaveText(studies.map((study) => study.title as string))
      await expectNoAxeViolations(page)

      const study = studies.find((doc) => (doc.metrics as unknown[]).length > 0)!
      await page.getByRole('link', { name: study.title as string, exact: true }).click()
      await expect(page).toHaveURL(`${prefix}/case-studies/${study.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title as string)
      await expect(page.getByText(study.clientName as string, { exact: true })).toBeVisible()
      const metrics = page.getByRole('region', { name: t.metrics })
      for (const metric of study.metrics as { label: string; value: string }[]) {
        await expect(metrics.getByText(metric.value, { exact: true })).toBeVisible()
        await expect(metrics).toContainText(metric.label.replace(/_/g, ' '))
      }
      await expect(metrics).not.toContainText('_')
      await expectNoAxeViolations(page)

      await page.getByRole('link', { name: t.caseBack }).click()
      await expect(page).toHaveURL(`${prefix}/case-studies`)
    })

    test(`unknown items in ${locale} lead back to their list with a message`, async ({ page }) => {
      for (const [path, list, message] of [
        ['/natjecaj/999999', '/otvoreni-natjecaji', t.callNotFound],
        ['/insights/abc', '/insights', t.articleNotFound],
        ['/case-studies/999999', '/case-studies', t.caseNotFound],
      ] as const) {
        await page.goto(`${prefix}${path}`)
        await expect(page).toHaveURL(`${prefix}${list}`)
        await expect(page.getByText(message)).toBeVisible()
      }
    })
  }
})

test('the content column stays put when a page grows taller than the window', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Playwright hides scrollbars; a desktop browser shows classic ones, which take width from the
  // page the moment it grows taller than the window (streamed content, a resized window).
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  })
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1350, height: 9000 } })
    const scrollbar = () =>
      page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
    for (const path of ['/auth/forgot', '/otvoreni-natjecaji', '/en/services/eu-funding']) {
      await page.setViewportSize({ width: 1350, height: 9000 })
      await page.goto(path)
      const column = page.locator('main > *').first()
      const short = await column.boundingBox()
      expect(
        await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
        `${path} fits a 9000 px window`,
      ).toBe(true)

      await page.setViewportSize({ width: 1350, height: 600 })
      expect(await scrollbar(), `${path} shows a scrollbar`).toBeGreaterThan(0)
      const tall = await column.boundingBox()
      expect(tall?.x, path).toBe(short?.x)
      expect(tall?.width, path).toBe(short?.width)
    }
  } finally {
    await browser.close()
  }
})
