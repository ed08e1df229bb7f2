import { readFile } from 'node:fs/promises'

import { expect } from '@playwright/test'

import { test } from './api'
import { expectNoAxeViolations } from './helpers'

test.describe('personal data requests in /admin', () => {
  test('an admin finds what is held about an address, downloads the export and erases it after confirming', async ({
    browser,
    api,
  }) => {
    const stamp = Date.now()
    const email = `marija.${stamp}@mlin-primjer.example`
    const from = { 'x-forwarded-for': `198.51.100.${(stamp % 200) + 20}` }
    const enquiry = await api.post('/api/contact?locale=hr', {
      headers: from,
      data: {
        firstName: 'Marija',
        lastName: 'Mlinar',
        email,
        company: 'Mlin Primjer d.o.o.',
        message: 'Zanima nas natječaj za preradu žitarica.',
      },
    })
    expect(enquiry.status()).toBe(200)
    const subscription = await api.post('/api/newsletter?locale=hr', {
      headers: from,
      data: { name: 'Marija', email },
    })
    expect(subscription.status()).toBe(200)

    const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
    const page = await context.newPage()
    try {
      await page.goto('/admin/login')
      await page.locator('input[name="email"]').fill(process.env.ADMIN_EMAIL!)
      await page.locator('input[name="password"]').fill(process.env.ADMIN_PASSWORD!)
      await page.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/admin$/)

      await page.goto('/admin/collections/privacy-requests')
      const view = page.locator('.personal-data')
      await view.getByLabel('The person’s e-mail address').fill(`  ${email.toUpperCase()}`)
      await view.getByLabel('The person’s e-mail address').press('Enter')
      await expect(view.getByRole('status')).toHaveText(`Records found for ${email}: 2.`)
      await expect(view.locator('tr[data-collection="leads"] td').first()).toHaveText('1')
      await expect(
        view.locator('tr[data-collection="newsletter-subscribers"] td').first(),
      ).toHaveText('1')
      await expectNoAxeViolations(page, '.personal-data')

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        view.getByRole('button', { name: 'Download export' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
      const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
        records: { leads: { firstName: string; email: string }[] }
      }
      expect(file.records.leads).toEqual([expect.objectContaining({ firstName: 'Marija', email })])

      // The confirmation takes the focus, says what will happen, and Escape leaves it.
      await view.getByRole('button', { name: 'Erase…' }).click()
      const confirmation = view.getByRole('group', { name: `Erase everything about ${email}?` })
      await expect(confirmation.getByRole('heading')).toBeFocused()
      await expect(confirmation).toContainText('Enquiries (1): anonymised')
      await expectNoAxeViolations(page, '.personal-data')
      await page.keyboard.press('Escape')
      await expect(confirmation).toHaveCount(0)
      await expect(view.getByRole('button', { name: 'Erase…' })).toBeFocused()

      await view.getByRole('button', { name: 'Erase…' }).click()
      await confirmation.getByRole('button', { name: 'Yes, erase' }).click()
      await expect(view.getByRole('status')).toHaveText(
        `Records erased or anonymised: 2. Nothing is held about ${email} any more.`,
      )
      // The audit below lists the requests, without the address.
      const audit = page.locator('.table').last()
      for (const action of ['Search', 'Export', 'Erasure']) {
        await expect(audit.getByRole('cell', { name: action, exact: true }).first()).toBeVisible()
      }
      await expect(audit).not.toContainText(email)
    } finally {
      await context.close()
    }
  })
})
