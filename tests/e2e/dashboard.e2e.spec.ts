import { TZDate } from '@date-fns/tz'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { startOfISOWeek } from 'date-fns'

import { test } from './fixtures'
import { adminToken, ensureUser, testPassword } from './api'
import { expectNoAxeViolations } from './helpers'

/**
 * The back office's dashboard on the /admin home: an admin sees this week's figures move when
 * enquiries and funding checks arrive, each chart's figures in its table, and no axe violation;
 * an editor who may not see leads does not see it at all.
 */

// Addresses of their own for this file's requests (the forms limit each client).
const block = 60 + Math.floor(Math.random() * 150)
let client = 0
const ownAddress = () => ({ 'X-Forwarded-For': `198.18.${block}.${(client += 1)}` })

/**
 * A code no call of the seeded catalogue names, so every check of it finds nothing, and no other
 * file checks (they run beside this one): its row counts this test's checks alone.
 */
const code = '97.00'

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin$/)
}

const number = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || 0)

/** New leads this week, as the headline says it. */
const leadsThisWeek = async (dashboard: Locator) =>
  number(await dashboard.locator('[data-figure="leads-this-week"] dd > span').first().textContent())

/** Monday 00:00 of this week in Zagreb: the dashboard counts ISO weeks of Zagreb days. */
const weekStart = () => startOfISOWeek(new TZDate(Date.now(), 'Europe/Zagreb'))

/** How many enquiries the database holds since `start`, read through the REST API as the admin. */
async function leadsSince(request: APIRequestContext, start: Date) {
  const response = await request.get(
    `/api/leads?limit=0&depth=0&where[createdAt][greater_than_equal]=${encodeURIComponent(new Date(start.getTime()).toISOString())}`,
    { headers: { Authorization: `JWT ${await adminToken(request)}` } },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The checks of `code` that found no open call, from the "Calls to look for next" table. */
async function emptyChecks(dashboard: Locator) {
  const row = dashboard.locator('#dashboard-look-for tbody tr', {
    has: dashboard.page().locator('th', { hasText: new RegExp(`^${code.replace('.', '\\.')}$`) }),
  })
  return (await row.count()) === 0 ? 0 : number(await row.locator('td').nth(1).textContent())
}

test.describe('/admin dashboard', () => {
  test('shows an admin this week’s figures, each chart with its table, without axe violations', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Zagreb' })
    const page = await context.newPage()
    await signIn(page, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    const dashboard = page.locator('#back-office-dashboard')
    await expect(dashboard.getByRole('heading', { level: 2 })).toHaveText('Enquiries and demand')
    const leadsBefore = await leadsThisWeek(dashboard)
    const checksBefore = await emptyChecks(dashboard)

    // Two enquiries through the contact form's API, and five funding checks of the code.
    for (const n of [1, 2]) {
      const response = await request.post('/api/contact?locale=en', {
        headers: ownAddress(),
        data: {
          firstName: 'Dora',
          lastName: `Dashboard ${n}`,
          email: `dora.dashboard.${n}.${Date.now()}@primjer.hr`,
          message: 'Zanima nas natječaj za novu opremu.',
        },
      })
      expect(response.status()).toBe(200)
    }
    for (let n = 0; n < 5; n += 1) {
      const response = await request.post('/api/funding-check?locale=en', {
        headers: ownAddress(),
        data: { oib: '69435151530', nkd: code },
      })
      expect(response.status()).toBe(200)
      expect(((await response.json()) as { count: number }).count).toBe(0)
    }

    // Other files send enquiries while this one runs: the figure is this week's enquiries as
    // the database holds them while the page renders, ours among them.
    const storedBefore = await leadsSince(request, weekStart())
    await page.reload()
    const shown = await leadsThisWeek(dashboard)
    const storedAfter = await leadsSince(request, weekStart())
    expect(shown).toBeGreaterThanOrEqual(Math.max(storedBefore, leadsBefore + 2))
    expect(shown).toBeLessThanOrEqual(storedAfter)
    for (const id of ['conversion', 'overdue', 'bookings-this-week']) {
      await expect(dashboard.locator(`[data-figure="${id}"] dt`)).toBeVisible()
    }

    // The chart is drawn for the eye and hidden from screen readers; its table holds the figures.
    const lookFor = dashboard.locator('#dashboard-look-for')
    await expect(lookFor.locator('[aria-hidden="true"] svg').first()).toBeVisible()
    await lookFor.getByText('Show the figures as a table').click()
    const table = lookFor.getByRole('table', { name: 'Calls to look for next' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'Code',
      'Activity',
      'No open call',
      'Of all checks',
    ])
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) })
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(checksBefore + 5))
    await expect(row.getByRole('cell').nth(2)).toHaveText(`${checksBefore + 5} (100%)`)

    // Every table open, then axe on the dashboard (the rest of the page is Payload's).
    const closed = dashboard.locator('details:not([open]) > summary')
    while ((await closed.count()) > 0) await closed.first().click()
    await expectNoAxeViolations(page, '#back-office-dashboard')
    await context.close()
  })

  test('is not shown to an editor who may not see leads', async ({ page, request }) => {
    const email = 'e2e-dashboard-editor@fondium.example'
    await ensureUser(request, email, 'editor')
    await signIn(page, email, testPassword)
    await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible()
    await expect(page.locator('#back-office-dashboard')).toHaveCount(0)
  })
})
