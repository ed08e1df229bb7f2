import { expect, type Page } from '@playwright/test'

import { test, testPassword } from './api'
import { expectNoAxeViolations } from './helpers'

/** Picks an option of one of /admin's select fields (a react-select). */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field}`).locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: option }).click()
}

async function upload(page: Page, name: string, text: string) {
  await page.goto('/admin/collections/activity-code-imports/create')
  await choose(page, 'classification', 'NKD 2025')
  await choose(page, 'language', 'DE')
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

test.describe('activity codes', () => {
  test('the call page names its codes in the page’s language', async ({ page, api }) => {
    const response = await api.get(
      '/api/funding-calls?where[nkdCodes.code][equals]=62.01&limit=1&depth=0',
    )
    const { docs } = (await response.json()) as { docs: { id: number }[] }
    expect(docs).toHaveLength(1)
    for (const [prefix, name] of [
      ['', 'Računalno programiranje'],
      ['/en', 'Computer programming activities'],
      ['/de', 'Programmierungstätigkeiten'],
    ] as const) {
      await page.goto(`${prefix}/natjecaj/${docs[0]!.id}`)
      await expect(
        page.locator('section[aria-labelledby="nkd-title"] li').filter({ hasText: '62.01' }),
      ).toHaveText(new RegExp(`62\\.01\\s*${name}$`))
    }
    await expectNoAxeViolations(page)
  })

  test('an editor imports an official list in /admin; a file with a bad row is refused by its line', async ({
    browser,
    api,
    editor,
  }) => {
    // A code this test creates, gone from an earlier run on the same database.
    const gone = await api.delete(
      '/api/activity-codes?where[classification][equals]=nkd2025&where[code][equals]=62.90',
      { headers: editor },
    )
    expect(gone.status()).toBe(200)
    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await page.locator('input[name="email"]').fill('e2e-editor@fondium.example')
    await page.locator('input[name="password"]').fill(testPassword)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin$/)

    const stamp = Date.now()
    await upload(
      page,
      `wz-2025-${stamp}-bad.csv`,
      'Code;Bezeichnung\n62.10;Programmierungstätigkeiten\n62-9;Sonstige IT-Dienstleistungen\n',
    )
    await expect(page.getByText(/Line 3: “62-9” is not an activity code/)).toBeVisible()
    await expect(page).toHaveURL(/\/create$/)

    await upload(
      page,
      `wz-2025-${stamp}.csv`,
      `Code;Bezeichnung\n62.10;Programmierungstätigkeiten\n62.90;Erbringung von sonstigen Dienstleistungen der Informationstechnologie ${stamp}\n`,
    )
    await expect(page).toHaveURL(/\/activity-code-imports\/\d+$/)
    await expect(page.locator('#field-rowCount')).toHaveValue('2')
    await expect(page.locator('#field-created')).toHaveValue('1')
    await expect(page.locator('#field-unchanged')).toHaveValue('1')

    await page.goto('/admin/collections/activity-codes?search=62.90')
    await expect(page.getByText('62.90').first()).toBeVisible()
    await context.close()
  })
})
