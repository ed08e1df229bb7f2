import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import type hr from '../../src/i18n/messages/hr.json'
import { ensureUser, test, testPassword } from './api'
import { expectNoAxeViolations, languages, localized } from './helpers'
import { linkIn, receivedMail } from './mailbox'

const messageFile = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr
const messages = { hr: messageFile('hr'), en: messageFile('en'), de: messageFile('de') }
const password = 'Slavonska-Ravnica-26'
let visitor = 0
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function ownAddress(page: Page) {
  visitor += 1
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${visitor >> 8}.${visitor & 255}` })
}

async function fill(page: Page, values: Record<string, string>, t: typeof hr.Account) {
  const panel = page.getByRole('tabpanel')
  for (const [field, value] of Object.entries(values)) {
    const label = { fullName: t.fullName, email: t.email, password: t.password }[field]!
    await panel.getByLabel(label, { exact: true }).fill(value)
  }
  return panel
}

test.describe('accounts', () => {
  test('sign up, confirm by mail, log in, see the signed-in navbar, log out (hr)', async ({
    page,
  }) => {
    const t = messages.hr.Account
    await ownAddress(page)
    const email = `${unique('clan')}@primjer.hr`
    await page.goto('/auth')
    await expect(page.getByRole('tab', { name: t.loginTab })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expectNoAxeViolations(page)

    await page.getByRole('tab', { name: t.signupTab }).click()
    const panel = await fill(page, { fullName: 'Ana Horvat', email, password }, messages.hr.Account)
    await panel.getByRole('button', { name: t.signupSubmit }).click()
    await expect(panel.getByTestId('auth-status')).toHaveText(t.created)
    await expect(page.getByText(t.created, { exact: true }).first()).toBeVisible()

    // Before confirming, the right password only learns that the address waits for it.
    await page.getByRole('tab', { name: t.loginTab }).click()
    await fill(page, { email, password }, t)
    await page.getByRole('tabpanel').getByRole('button', { name: t.loginSubmit }).click()
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(t.unverified)

    const mail = await receivedMail((one) => one.to === email)
    expect(mail.subject).toBe('Potvrdite e-mail adresu za Fondium račun')
    await page.goto(linkIn(mail, /https?:\/\/\S+\/api\/account\/verify\?token=\w+&locale=hr/))
    await expect(page).toHaveURL(/\/forms\/account\?status=confirmed$/)
    await expect(page.getByRole('status')).toHaveText(t.confirmed)

    await page.goto('/auth')
    await fill(page, { email, password }, t)
    await page.getByRole('tabpanel').getByRole('button', { name: t.loginSubmit }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText(t.loggedIn, { exact: true })).toBeVisible()
    const navbar = page.locator('header')
    await expect(navbar.getByRole('button', { name: t.signOut })).toBeVisible()
    // A member gets no way into the admin.
    await expect(navbar.getByRole('link', { name: t.admin })).toHaveCount(0)
    const session = (await page.context().cookies()).find((c) => c.name === 'payload-token')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

    // Signed in, /auth sends the visitor home.
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/)

    await navbar.getByRole('button', { name: t.signOut }).click()
    await expect(page.getByText(t.signedOut, { exact: true })).toBeVisible()
    await expect(navbar.getByRole('link', { name: t.signIn })).toBeVisible()
    expect((await page.context().cookies()).find((c) => c.name === 'payload-token')).toBeUndefined()
    // Asked by the page itself, as the navbar asks: the cookie is gone, so nobody is signed in.
    const me = await page.evaluate(() => fetch('/api/users/me').then((answer) => answer.json()))
    expect((me as { user: unknown }).user).toBeNull()
  })

  for (const { locale, prefix } of languages) {
    const t = messages[locale].Account

    test(`refuses a wrong password and a registered e-mail (${locale})`, async ({
      page,
      request,
    }) => {
      await ownAddress(page)
      await ensureUser(request, 'e2e-member@fondium.example', 'member')
      await page.goto(localized(prefix, '/auth'))
      await fill(page, { email: 'e2e-member@fondium.example', password: 'Kriva-Lozinka-1' }, t)
      await page.getByRole('tabpanel').getByRole('button', { name: t.loginSubmit }).click()
      await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(t.invalidCredentials)

      await page.getByRole('tab', { name: t.signupTab }).click()
      await fill(
        page,
        { fullName: 'Netko Drugi', email: 'e2e-member@fondium.example', password },
        t,
      )
      await page.getByRole('tabpanel').getByRole('button', { name: t.signupSubmit }).click()
      await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(t.alreadyRegistered)
      await expect(page.getByRole('tabpanel').getByLabel(t.email, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      // The owner of the address is told by mail, in the visitor's language.
      const notice = await receivedMail(
        (mail) =>
          mail.to === 'e2e-member@fondium.example' && mail.text.includes(`${prefix}/auth/forgot`),
      )
      expect(notice.text).toContain('/auth/forgot')
      await expectNoAxeViolations(page)
    })
  }

  test('resets a forgotten password by the mailed link (en)', async ({ page, request }) => {
    const t = messages.en.Account
    await ownAddress(page)
    const email = `${unique('reset')}@primjer.hr`
    await ensureUser(request, email, 'member')
    await page.goto('/en/auth')
    await page.getByRole('link', { name: t.forgotLink }).click()
    await expect(page).toHaveURL(/\/en\/auth\/forgot$/)
    await page.getByLabel(t.email, { exact: true }).fill(email)
    await page.getByRole('button', { name: t.sendLink }).click()
    await expect(page.getByTestId('auth-status')).toHaveText(t.forgotSent)

    const mail = await receivedMail((one) => one.to === email && one.subject.includes('password'))
    await page.goto(linkIn(mail, /https?:\/\/\S+\/en\/auth\/reset\?token=\w+/))
    await page.getByLabel(t.newPassword, { exact: true }).fill('123456')
    await page.getByRole('button', { name: t.resetSubmit }).click()
    await expect(page.getByText(messages.en.Account.problem.common).first()).toBeVisible()
    await page.getByLabel(t.newPassword, { exact: true }).fill('Nova-Lozinka-Osijek-9')
    await page.getByRole('button', { name: t.resetSubmit }).click()
    await expect(page.getByRole('status')).toContainText(t.resetDone)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: t.backToLogin }).click()
    await fill(page, { email, password: 'Nova-Lozinka-Osijek-9' }, t)
    await page.getByRole('tabpanel').getByRole('button', { name: t.loginSubmit }).click()
    await expect(page.getByText(t.loggedIn, { exact: true })).toBeVisible()
    expect(testPassword).not.toBe('Nova-Lozinka-Osijek-9')
  })

  test('an editor signed in on the site reaches /admin from the navbar (de)', async ({
    page,
    request,
  }) => {
    const t = messages.de.Account
    await ownAddress(page)
    await ensureUser(request, 'e2e-editor@fondium.example', 'editor')
    await page.goto('/de/auth')
    await fill(page, { email: 'e2e-editor@fondium.example', password: testPassword }, t)
    await page.getByRole('tabpanel').getByRole('button', { name: t.loginSubmit }).click()
    await expect(page).toHaveURL(/\/de$/)
    await page.locator('header').getByRole('link', { name: t.admin }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible()
  })
})
