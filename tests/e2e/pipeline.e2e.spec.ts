import { expect } from '@playwright/test'

import { adminToken, editorBrowser, ensureUser, test } from './api'
import { chooseInAdmin, expectNoAxeViolations } from './helpers'

const adviserEmail = 'e2e-adviser@fondium.example'

test.describe('the lead pipeline in /admin', () => {
  test('an adviser sees an overdue follow-up first, moves the lead to lost with its reason, and reads its timeline', async ({
    browser,
    request,
    api,
  }) => {
    await ensureUser(request, adviserEmail, 'adviser')
    const admin = { Authorization: `JWT ${await adminToken(request)}` }
    const stamp = Date.now()
    const email = `vesna.${stamp}@tiskara-primjer.example`
    const sent = await api.post('/api/contact?locale=hr', {
      headers: { 'x-forwarded-for': `198.51.100.${stamp % 250}` },
      data: {
        firstName: 'Vesna',
        lastName: `Tiskara ${stamp}`,
        email,
        company: 'Tiskara Primjer d.o.o.',
        message: 'Zanima nas natječaj za novi stroj za tisak.',
      },
    })
    expect(sent.status()).toBe(200)
    const found = await request.get(
      `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      { headers: admin },
    )
    const [lead] = ((await found.json()) as { docs: { id: number }[] }).docs
    const users = await request.get(
      `/api/users?where[email][equals]=${encodeURIComponent(adviserEmail)}&depth=0`,
      { headers: admin },
    )
    const [adviser] = ((await users.json()) as { docs: { id: number }[] }).docs
    const updated = await request.patch(`/api/leads/${lead!.id}`, {
      headers: admin,
      data: { adviser: adviser!.id, followUp: '2026-01-12T11:00:00.000Z', stage: 'contacted' },
    })
    expect(updated.status()).toBe(200)

    const { context, page } = await editorBrowser(browser, adviserEmail)
    await page.goto('/admin/collections/leads')
    const pipeline = page.locator('#lead-pipeline')
    await expect(pipeline.getByRole('heading', { name: 'Lead pipeline' })).toBeVisible()
    const row = pipeline.locator(`tr[data-lead="${lead!.id}"]`)
    await expect(row).toContainText(`Vesna Tiskara ${stamp}`)
    await expect(row).toContainText('Overdue')
    await expectNoAxeViolations(page, '#lead-pipeline')

    await row.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${lead!.id}$`))
    await chooseInAdmin(page, 'stage', 'Lost')
    // /admin shows the reason's field once its form state has come back from the server.
    await expect(page.locator('#field-lostReason')).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // /admin says so in a toast and at the field (its tooltip may show only on focus).
    await expect(
      page
        .getByText(/The following field is invalid: Why lost|Choose why the lead was lost\./)
        .first(),
    ).toBeVisible()
    await chooseInAdmin(page, 'lostReason', 'No response')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    await page.reload()
    await expect(page.getByText('Faza: Kontaktiran → Izgubljen (Ne javlja se)')).toBeVisible()
    // Who did it, by name (an adviser may not open the other accounts).
    await expect(
      page.getByRole('row').filter({ hasText: 'Faza: Kontaktiran → Izgubljen' }),
    ).toContainText('E2E adviser')
    await expect(page.getByText('Upit zaprimljen: kontakt obrazac')).toBeVisible()
    await context.close()
  })
})
