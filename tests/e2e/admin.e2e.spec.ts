import { expect } from '@playwright/test'

import { test } from './fixtures'
import { ensureUser, testPassword } from './api'

async function logIn(page: import('@playwright/test').Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(testPassword)
  await page.locator('button[type="submit"]').click()
}

test.describe('/admin', () => {
  test('shows its login screen in Croatian, English and German', async ({ browser }) => {
    for (const [locale, heading] of [
      ['hr-HR', 'Prijava'],
      ['en-US', 'Login'],
      ['de-DE', 'Anmelden'],
    ] as const) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      const response = await page.goto('/admin')
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(/\/admin\/login/)
      await expect(page.locator('button[type="submit"]')).toHaveText(heading)
      await context.close()
    }
  })

  test('lets an editor in and refuses a member', async ({ page, request }) => {
    await ensureUser(request, 'e2e-editor@fondium.example', 'editor')
    await ensureUser(request, 'e2e-member@fondium.example', 'member')

    await logIn(page, 'e2e-member@fondium.example')
    await expect(page.getByText('You are not allowed to access this page.')).toBeVisible()
    await expect(page.getByRole('link', { name: /Users/ })).toHaveCount(0)

    await page.context().clearCookies()
    await logIn(page, 'e2e-editor@fondium.example')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible()
  })

  test('serves Payload REST under /api with access rules', async ({ request }) => {
    const settings = await request.get('/api/globals/site-settings?locale=de')
    expect(settings.status()).toBe(200)
    const body = (await settings.json()) as { contact: { city: string; country: string } }
    expect(body.contact).toMatchObject({ city: 'Osijek', country: 'Kroatien' })

    const users = await request.get('/api/users')
    expect(users.status()).toBe(403)
    const update = await request.post('/api/globals/site-settings', {
      data: { brandName: 'Hijacked' },
    })
    expect(update.status()).toBe(403)
  })
})

test.describe('/admin account', () => {
  test('an editor changes their own password only with the current one', async ({
    page,
    request,
  }) => {
    // An account of its own per run, as its password changes.
    const email = `e2e-password-editor-${Date.now().toString(36)}@fondium.example`
    await ensureUser(request, email, 'editor')
    await logIn(page, email)
    await expect(page).toHaveURL(/\/admin$/)
    await page.goto('/admin/account')

    // Each try opens the password change again (/admin folds it away after a refusal), types
    // and saves. A click before /admin's form has taken the typed values does nothing, and a
    // form-state answer to the typing that arrives after the refusal can wipe the field's
    // message, so the whole step is repeated until the visitor sees both the summary and
    // the reason.
    const newPassword = 'Nova-Lozinka-2026'
    // A value typed again is emptied first: /admin counts only a change as an edit.
    const type = async (label: string, value: string) => {
      await page.getByLabel(label).fill('')
      await page.getByLabel(label).fill(value)
    }
    const save = async (currentPassword?: string) => {
      await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached()
      const change = page.getByRole('button', { name: /change password/i })
      if (await change.isVisible()) await change.click()
      await type('New Password', newPassword)
      await type('Confirm Password', newPassword)
      if (currentPassword) await type('Current password', currentPassword)
      await page.getByRole('button', { name: 'Save' }).click({ timeout: 3000 })
    }

    // Without the current password the change is refused, with the reason.
    await expect(async () => {
      await save()
      await expect(
        page.getByText('The following field is invalid: Current password').last(),
      ).toBeVisible({ timeout: 3000 })
      await expect(
        page.getByText('To change the password, enter your current password too.'),
      ).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })

    // With it the change is saved.
    await expect(async () => {
      await save(testPassword)
      await expect(page.getByText(/updated successfully/i).last()).toBeVisible({ timeout: 3000 })
    }).toPass({ timeout: 30_000 })

    const login = await request.post('/api/users/login', {
      data: { email, password: 'Nova-Lozinka-2026' },
    })
    expect(login.status()).toBe(200)
  })
})
