import { expect, type Page } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'

import { editorBrowser, test } from './api'
import { chooseInAdmin, expectNoAxeViolations } from './helpers'

/** Uploads a list in /admin and resolves with the server's answer to the form's POST. */
async function upload(page: Page, name: string, text: string) {
  await page.goto('/admin/collections/activity-code-imports/create')
  await chooseInAdmin(page, 'classification', 'NKD 2025')
  await chooseInAdmin(page, 'language', 'DE')
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/activity-code-imports',
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  return answered
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
    const { context, page } = await editorBrowser(browser)

    const stamp = Date.now()
    // The checks wait on the server's answer (parsing a list may take a while on a busy
    // machine), then on what the editor sees.
    const refused = await upload(
      page,
      `wz-2025-${stamp}-bad.csv`,
      'Code;Bezeichnung\n62.10;Programmierungstätigkeiten\n62-9;Sonstige IT-Dienstleistungen\n',
    )
    expect(refused.status()).toBe(400)
    // The admin's toast renders after the answer; on a busy machine that took over 7 s once.
    await expect(page.getByText(/Line 3: “62-9” is not an activity code/)).toBeVisible({
      timeout: 20_000,
    })
    await expect(page).toHaveURL(/\/create$/)

    const taken = await upload(
      page,
      `wz-2025-${stamp}.csv`,
      `Code;Bezeichnung\n62.10;Programmierungstätigkeiten\n62.90;Erbringung von sonstigen Dienstleistungen der Informationstechnologie ${stamp}\n`,
    )
    expect(taken.status()).toBe(201)
    await expect(page).toHaveURL(/\/activity-code-imports\/\d+$/)
    await expect(page.locator('#field-rowCount')).toHaveValue('2')
    await expect(page.locator('#field-created')).toHaveValue('1')
    await expect(page.locator('#field-unchanged')).toHaveValue('1')

    await page.goto('/admin/collections/activity-codes?search=62.90')
    await expect(page.getByText('62.90').first()).toBeVisible()
    await context.close()
  })
})

test.describe('activity-code combobox', () => {
  const cases = [
    {
      locale: 'hr',
      prefix: '',
      typed: 'programiranje',
      code: '62.01',
      name: 'Računalno programiranje',
      count: /prijedlo/,
      chosen: 'Odabrano: 62.01 Računalno programiranje',
    },
    {
      locale: 'en',
      prefix: '/en',
      typed: 'bakery',
      code: '10.71',
      name: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      count: /suggestion/,
      chosen: 'Chosen: 10.71 Manufacture of bread',
    },
    {
      locale: 'de',
      prefix: '/de',
      typed: 'Programmierung',
      code: '62.01',
      name: 'Programmierungstätigkeiten',
      count: /Vorschl/,
      chosen: 'Ausgewählt: 62.01 Programmierungstätigkeiten',
    },
  ] as const

  for (const item of cases) {
    test(`the funding check suggests codes by what the company does, keyboard only, in ${item.locale}`, async ({
      page,
    }) => {
      await page.goto(`${item.prefix}/`)
      const label = getHomeCopy(item.locale).fundingCheck.nkdLabel
      const field = page.getByRole('combobox', { name: label })
      await field.focus()
      await page.keyboard.type(item.typed)
      const announcement = page.locator('#funding-nkd').locator('xpath=..').getByRole('status')
      const list = page.getByRole('listbox')
      const option = list.getByRole('option').filter({ hasText: item.code }).first()
      await expect(option).toContainText(item.name)
      await expect(field).toHaveAttribute('aria-expanded', 'true')
      await expect(announcement).toHaveText(item.count)
      await expectNoAxeViolations(page)
      // Down to the option, Enter picks it: the field holds the code, the list closes.
      const options = await list.getByRole('option').allTextContents()
      const position = options.findIndex((text) => text.startsWith(item.code))
      for (let step = 0; step <= position; step++) await page.keyboard.press('ArrowDown')
      await expect(option).toHaveAttribute('aria-selected', 'true')
      await expect(field).toHaveAttribute(
        'aria-activedescendant',
        (await option.getAttribute('id'))!,
      )
      await page.keyboard.press('Enter')
      await expect(field).toHaveValue(item.code)
      await expect(field).toHaveAttribute('aria-expanded', 'false')
      await expect(list).toBeHidden()
      await expect(announcement).toContainText(item.chosen)
      // Escape closes the list, and a second one clears the field.
      await page.keyboard.type('x')
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
      await expect(field).toHaveValue('')
    })
  }

  test('the catalogue filter takes a code picked from its suggestions', async ({ page }) => {
    await page.goto('/en/otvoreni-natjecaji')
    const field = page.getByRole('combobox', { name: 'Activity code (NKD)' })
    await field.fill('62')
    const list = page.getByRole('listbox')
    await expect(list.getByRole('option').first()).toContainText('62')
    // Division 62 first, then the codes under it (each option starts with its code).
    const codes = await list.getByRole('option').locator('span:first-child').allTextContents()
    expect(codes.slice(0, 3)).toEqual(['62', '62.01', '62.02'])
    await list.getByRole('option').filter({ hasText: '62.01' }).click()
    await expect(field).toHaveValue('62.01')
    await page.getByRole('button', { name: 'Show calls' }).click()
    await expect(page).toHaveURL(/[?&]code=62\.01/)

    // Removing the code's filter empties the field, and a later choice does not bring it back.
    await page.getByRole('link', { name: 'Remove filter: NKD 62.01' }).click()
    await expect(page).not.toHaveURL(/code=/)
    await expect(field).toHaveValue('')
    await page.getByTestId('catalogue-filters').locator('summary').click()
    await page.getByLabel('Who can apply', { exact: true }).selectOption('small')
    await expect(page).toHaveURL(/[?&]applicant=small/)
    await expect(field).toHaveValue('')
    await expect(page).not.toHaveURL(/code=/)
  })

  test('without JavaScript the field is a plain text input that posts the code', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const field = page.locator('#funding-nkd')
    await expect(field).not.toHaveAttribute('role', 'combobox')
    await expect(
      page.getByRole('textbox', { name: getHomeCopy('hr').fundingCheck.nkdLabel }),
    ).toBeVisible()
    await expect(page.getByRole('listbox')).toHaveCount(0)
    await context.close()
  })

  const correspondenceNote =
    'By the official correspondence table, your code 62.10 (NKD 2025) corresponds to this code: 62.01 (NKD 2007). Calls tagged with that code are shown too.'

  test('an NKD 2025 code finds the calls of its NKD 2007 pair, and the answer says so', async ({
    page,
  }) => {
    const copy = getHomeCopy('en').fundingCheck
    await page.goto('/en/')
    await page.getByLabel('Classification version (NKD)').selectOption('nkd2025')
    const field = page.getByRole('combobox', { name: copy.nkdLabel })
    await field.fill('62.1')
    // Suggestions come from NKD 2025 now: 62.10 is its computer programming class.
    const option = page.getByRole('option').filter({ hasText: '62.10' })
    await expect(option).toContainText('Computer programming activities')
    await option.click()
    await expect(field).toHaveValue('62.10')
    await page.getByLabel(copy.oibLabel, { exact: true }).fill('69435151530')
    await page.getByRole('button', { name: copy.submit }).click()
    await expect(page.getByText(correspondenceNote)).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Funding calls for your activity' }),
    ).toBeVisible()
    await expect(
      page.getByText('The call covers your activity 62.10 with its code 62.01 (NKD 2007).').first(),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('without JavaScript the version goes with the code, and the result page says so', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const copy = getHomeCopy('en').fundingCheck
    await page.goto('/en/')
    await page.getByLabel('Classification version (NKD)').selectOption('nkd2025')
    await page.getByRole('textbox', { name: copy.nkdLabel }).fill('62.10')
    await page.getByLabel(copy.oibLabel, { exact: true }).fill('69435151530')
    await page.getByRole('button', { name: copy.submit }).click()
    await expect(page).toHaveURL(/\/en\/forms\/funding-check\?.*version=nkd2025/)
    await expect(page.getByText(correspondenceNote)).toBeVisible()
    await context.close()
  })

  test('the catalogue lists, for an NKD 2025 code, the calls of its NKD 2007 pair', async ({
    page,
  }) => {
    await page.goto('/en/otvoreni-natjecaji?code=62.10&version=nkd2025')
    await expect(page.getByTestId('catalogue-correspondence')).toHaveText(
      'By the official correspondence table, code 62.10 (NKD 2025) corresponds to this code: 62.01 (NKD 2007). Calls tagged with that code are shown too.',
    )
    await expect(page.getByTestId('catalogue-count')).not.toHaveText(/^0 /)
    await expect(page.getByRole('link', { name: 'Remove filter: NKD 2025 62.10' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
