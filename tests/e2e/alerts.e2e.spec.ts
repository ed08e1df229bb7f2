import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { createTranslator } from 'next-intl'

import { getHomeCopy } from '@/features/pages/demo/copy/home'

import type hr from '../../src/i18n/messages/hr.json'
import { ensureUser, test, testPassword } from './api'
import { expectNoAxeViolations, languages, localized } from './helpers'
import { linkIn, receivedMail } from './mailbox'

type Locale = 'hr' | 'en' | 'de'
const messageFile = (locale: Locale) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr
const messages = { hr: messageFile('hr'), en: messageFile('en'), de: messageFile('de') }
const day = 24 * 60 * 60 * 1000

let visitor = 0
/** Each test posts from its own address, so the per-address limits never interfere. */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.32.${(visitor += 1)}` })
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** The confirmation mail's link and the alert's token (the same in every link of its mails). */
async function confirmation(email: string, locale: Locale) {
  const mail = await receivedMail((one) => one.to === email)
  expect(mail.subject).toBe(
    createTranslator({ locale, messages: messages[locale], namespace: 'AlertMail' })(
      'confirmSubject',
      { brand: 'Fondium' },
    ),
  )
  const link = linkIn(mail, /https?:\/\/\S+\/api\/alerts\/confirm\?token=[\w.-]+/)
  return { link, token: new URL(link, 'http://site').searchParams.get('token')! }
}

/** Waits until the form's script has taken over: the code field turns into a combobox. */
async function hydrated(page: Page, t: typeof hr.Alerts) {
  await expect(page.getByRole('combobox', { name: t.form.code, exact: true })).toBeVisible()
}

/** An alert as staff who handle leads read it through REST (editors without the flag may not). */
async function storedAlert(
  request: APIRequestContext,
  staff: Record<string, string>,
  email: string,
) {
  const response = await request.get(
    `/api/alerts?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers: staff },
  )
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

test.describe('alerts', () => {
  for (const { locale, prefix } of languages) {
    const t = messages[locale].Alerts

    test(`subscribe, confirm by mail, manage and leave (${locale})`, async ({ page }) => {
      await ownAddress(page)
      const email = `${unique(`alert-${locale}`)}@primjer.hr`
      await page.goto(localized(prefix, '/alerts'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page.title)
      await hydrated(page, t)
      await expectNoAxeViolations(page)

      // Nothing filled in: the refused fields are marked and the reasons said.
      const form = page.locator('form[action^="/api/alerts"]')
      await form.getByRole('button', { name: t.form.submit }).click()
      await expect(form.getByRole('alert')).toContainText(t.problem.filters)
      await expect(form.getByLabel(t.form.email, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )

      await form.getByLabel(t.form.email, { exact: true }).fill(email)
      await form.getByRole('combobox', { name: t.form.code, exact: true }).fill('62.01')
      await form.getByRole('button', { name: t.form.submit }).click()
      await expect(page.getByTestId('alert-form-status')).toHaveText(t.result.pending)

      const { link, token } = await confirmation(email, locale)
      await page.goto(link)
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms/alerts\\?status=confirmed$`))
      await expect(page.getByRole('status')).toHaveText(t.result.confirmed)

      const manage = `${prefix}/alerts/manage?token=${token}`
      await page.goto(manage)
      const summary = page.getByTestId('alert-summary')
      await expect(summary).toContainText(t.manage.status.active)
      await expect(summary).toContainText('62.01 (NKD 2007)')
      await expect(page.getByLabel(t.form.code, { exact: true })).toHaveValue('62.01')
      await expectNoAxeViolations(page)

      if (locale === 'hr') {
        // Plain form posts, answered by the same page with what happened.
        await page.getByLabel(t.form.moreCodes).fill('63.11')
        await page.getByLabel(t.form.county).selectOption('osjecko-baranjska')
        await page.getByRole('radio', { name: t.form.weekly }).check()
        await page.getByRole('button', { name: t.form.save }).click()
        await expect(page).toHaveURL(/\/alerts\/manage\?status=updated&token=/)
        await expect(page.getByTestId('alert-status')).toHaveText(t.result.updated)
        await expect(summary).toContainText('62.01, 63.11 (NKD 2007)')
        await expect(summary).toContainText(messages.hr.Catalogue.counties['osjecko-baranjska'])
        await expect(summary).toContainText(t.form.weekly)

        await page.getByRole('button', { name: t.manage.pause }).click()
        await expect(page.getByTestId('alert-status')).toHaveText(t.result.paused)
        await expect(summary).toContainText(t.manage.status.paused)
        await page.getByRole('button', { name: t.manage.resume }).click()
        await expect(page.getByTestId('alert-status')).toHaveText(t.result.resumed)
        await expect(summary).toContainText(t.manage.status.active)
      }

      // The unsubscribe link (as a mail scanner or a person opens it) only asks.
      await page.goto(`/api/alerts/unsubscribe?token=${token}`)
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/alerts/manage\\?token=[\\w.-]+&leave=1#delete$`),
      )
      await expect(page.getByRole('heading', { name: t.manage.leaveQuestion })).toBeFocused()
      await page.getByRole('button', { name: t.manage.delete }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms/alerts\\?status=deleted$`))
      await expect(page.getByRole('status')).toHaveText(t.result.deleted)

      await page.goto(manage)
      await expect(page.getByRole('status')).toHaveText(t.result.linkInvalid)
    })
  }

  test('the catalogue’s link carries its filters into the form (en)', async ({
    page,
    request,
    admin,
  }) => {
    const t = messages.en.Alerts
    await ownAddress(page)
    await page.goto('/en/otvoreni-natjecaji?code=62.01&county=istarska&applicant=small&min=10000')
    const link = page.getByTestId('catalogue-alert')
    await expect(link).toHaveText(t.links.catalogue)
    await link.click()
    await expect(page).toHaveURL(
      /\/en\/alerts\?code=62\.01&county=istarska&applicant=small&min=10000$/,
    )
    await hydrated(page, t)
    await expect(page.getByLabel(t.form.code, { exact: true })).toHaveValue('62.01')
    await expect(page.getByLabel(t.form.county)).toHaveValue('istarska')
    await expect(page.getByLabel(t.form.size)).toHaveValue('small')
    await expect(page.getByLabel(t.form.minAmount)).toHaveValue('10000')
    await expect(page.getByLabel(t.form.language)).toHaveValue('en')

    const email = `${unique('alert-catalogue')}@primjer.hr`
    await page.getByLabel(t.form.email, { exact: true }).fill(email)
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page.getByTestId('alert-form-status')).toHaveText(t.result.pending)
    expect(await storedAlert(request, admin, email)).toMatchObject({
      status: 'pending',
      locale: 'en',
      county: 'istarska',
      size: 'small',
      minAmount: 10_000,
      frequency: 'instant',
      codes: [{ code: '62.01', classification: 'nkd2007' }],
    })
  })

  test('the funding check’s results link to an alert for the code (de)', async ({ page }) => {
    const t = messages.de.Alerts
    const check = messages.de.FundingCheck
    const copy = getHomeCopy('de').fundingCheck
    await ownAddress(page)
    // The result page of a check without JavaScript links the same way.
    await page.goto('/de/forms/funding-check?status=results&nkd=62.01&version=nkd2025')
    await expect(page.getByTestId('funding-check-alert')).toHaveAttribute(
      'href',
      '/de/alerts?code=62.01&version=nkd2025',
    )

    await page.goto('/de')
    const section = page.locator('section#funding-check')
    // The combobox says the form's script has taken over (it then answers on the page).
    const code = section.getByRole('combobox', { name: copy.nkdLabel, exact: true })
    await expect(code).toBeVisible()
    await section.getByLabel(copy.oibLabel, { exact: true }).fill('69435151530')
    await code.fill('10.71')
    await section.getByLabel(check.countyLabel).selectOption('osjecko-baranjska')
    await section.getByRole('button', { name: copy.submit }).click()
    const link = page.getByTestId('funding-check-alert')
    await expect(link).toHaveText(t.links.fundingCheck)
    await link.click()
    await expect(page).toHaveURL(/\/de\/alerts\?code=10\.71&county=osjecko-baranjska$/)
    await hydrated(page, t)
    await expect(page.getByLabel(t.form.code, { exact: true })).toHaveValue('10.71')
    await expect(page.getByLabel(t.form.county)).toHaveValue('osjecko-baranjska')
    await page.getByLabel(t.form.email, { exact: true }).fill(`${unique('alert-check')}@primjer.hr`)
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page.getByTestId('alert-form-status')).toHaveText(t.result.pending)
  })

  test('follow a call from its page, then mark it not relevant from the alert mail (hr)', async ({
    page,
    api,
    editor,
    admin,
  }) => {
    const t = messages.hr.Alerts
    await ownAddress(page)
    const name = `E2E: praćeni natječaj ${unique('poziv')}`
    const created = await api.post('/api/funding-calls', {
      headers: editor,
      data: {
        fundName: name,
        shortDescription: 'Natječaj koji jedan test prati.',
        deadline: new Date(Date.now() + 30 * day).toISOString(),
        // A code of its own: other files check 99.00 for a code with no open call.
        nkdCodes: [{ code: '98.20' }],
      },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await page.goto(`/natjecaj/${id}`)
      await page.getByTestId('call-follow').click()
      await expect(page).toHaveURL(new RegExp(`/alerts\\?call=${id}$`))
      await expect(page.getByTestId('alert-follow')).toContainText(name)
      // A followed call has no filters: the address and the language of the mails.
      await expect(page.getByLabel(t.form.code, { exact: true })).toHaveCount(0)
      await expect(page.getByLabel(t.form.language)).toHaveValue('hr')
      const email = `${unique('alert-follow')}@primjer.hr`
      await page.getByLabel(t.form.email, { exact: true }).fill(email)
      await page.getByRole('button', { name: t.form.followSubmit }).click()
      // Before hydration the click posts the form and the result page says the same.
      await expect(page.getByText(t.result.pending, { exact: true }).first()).toBeVisible()
      const { link, token } = await confirmation(email, 'hr')
      await page.goto(link)
      await expect(page.getByRole('status')).toHaveText(t.result.confirmed)

      // A change of the deadline is mailed within a round (ALERTS_INTERVAL_SECONDS in e2e).
      const changed = await api.patch(`/api/funding-calls/${id}`, {
        headers: editor,
        data: { deadline: new Date(Date.now() + 45 * day).toISOString() },
      })
      expect(changed.status()).toBe(200)
      const mail = await receivedMail(
        (one) => one.to === email && one.text.includes('/alerts/not-relevant?'),
      )
      expect(mail.text).toContain(name)
      const notRelevant = linkIn(
        mail,
        /https?:\/\/\S+\/alerts\/not-relevant\?token=[\w.-]+&call=\d+/,
      )
      expect(notRelevant).toBe(`/alerts/not-relevant?token=${token}&call=${id}`)

      // Opening the page changes nothing; the button does.
      const deliveries = async () => {
        const response = await api.get(
          `/api/alert-deliveries?depth=0&where[call][equals]=${id}&limit=10`,
          { headers: admin },
        )
        return ((await response.json()) as { docs: { notRelevant?: boolean | null }[] }).docs
      }
      await page.goto(notRelevant)
      await expect(page.getByTestId('not-relevant-call')).toHaveText(name)
      expect((await deliveries()).map((row) => Boolean(row.notRelevant))).not.toContain(true)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: t.notRelevant.submit }).click()
      await expect(page).toHaveURL(/\/forms\/alerts\?status=not-relevant$/)
      await expect(page.getByRole('status')).toHaveText(t.result.notRelevant)
      expect((await deliveries()).map((row) => Boolean(row.notRelevant))).toContain(true)
    } finally {
      // The call's events, deliveries and the alerts that followed it go with it.
      const deleted = await api.delete(`/api/funding-calls/${id}`, { headers: editor })
      expect(deleted.status(), await deleted.text()).toBe(200)
    }
  })

  test('a member manages their alerts on /account/alerts', async ({ page, request }) => {
    const t = messages.en.Alerts
    await ownAddress(page)
    await page.goto('/account/alerts')
    await expect(
      page.getByRole('main').getByRole('link', { name: messages.hr.Alerts.account.signIn }),
    ).toHaveAttribute('href', '/auth')

    const email = `${unique('alert-member')}@primjer.hr`
    await ensureUser(request, email, 'member')
    const login = await page.request.post('/api/account/login', {
      data: { email, password: testPassword },
    })
    expect(login.status()).toBe(200)

    // Signed in, an alert for the account's own address is active at once.
    await page.goto('/en/alerts')
    await hydrated(page, t)
    await page.getByLabel(t.form.email, { exact: true }).fill(email)
    await page.getByRole('combobox', { name: t.form.code, exact: true }).fill('62.01')
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page.getByTestId('alert-form-status')).toHaveText(t.result.active)

    await page.locator('header').getByRole('link', { name: t.links.account }).click()
    await expect(page).toHaveURL(/\/en\/account\/alerts$/)
    const alert = page.getByTestId('member-alert')
    await expect(alert).toHaveCount(1)
    await expect(alert.getByRole('heading')).toHaveText('62.01 (NKD 2007)')
    await expect(alert.getByTestId('alert-summary')).toContainText(t.manage.status.active)
    await expectNoAxeViolations(page)

    await alert.getByText(t.account.edit, { exact: true }).click()
    await alert.getByRole('radio', { name: t.form.weekly }).check()
    await alert.getByRole('button', { name: t.form.save }).click()
    await expect(page).toHaveURL(/\/en\/account\/alerts\?status=updated$/)
    await expect(page.getByTestId('alert-status')).toHaveText(t.result.updated)
    await expect(alert.getByTestId('alert-summary')).toContainText(t.form.weekly)

    await alert.getByRole('button', { name: t.manage.pause }).click()
    await expect(page.getByTestId('alert-status')).toHaveText(t.result.paused)
    await expect(alert.getByTestId('alert-summary')).toContainText(t.manage.status.paused)
    await alert.getByRole('button', { name: t.manage.resume }).click()
    await expect(page.getByTestId('alert-status')).toHaveText(t.result.resumed)

    for (const { locale, prefix } of languages.filter((language) => language.locale !== 'en')) {
      await page.goto(localized(prefix, '/account/alerts'))
      await expect(page.getByTestId('member-alert')).toHaveCount(1)
      await expect(page.getByTestId('alert-summary')).toContainText(
        messages[locale].Alerts.manage.status.active,
      )
      await expectNoAxeViolations(page)
    }

    await page.goto('/en/account/alerts')
    await alert.getByRole('button', { name: t.manage.delete }).click()
    await expect(page).toHaveURL(/\/en\/forms\/alerts\?status=deleted$/)
    await page.goto('/en/account/alerts')
    await expect(page.getByText(t.account.empty)).toBeVisible()
  })
})

test.describe('alerts without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('subscribe, confirm and pause with plain form posts (de)', async ({ page }) => {
    const t = messages.de.Alerts
    await ownAddress(page)
    await page.goto('/de/alerts?code=62.01')
    const code = page.getByRole('textbox', { name: t.form.code, exact: true })
    await expect(code).toHaveValue('62.01')
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page).toHaveURL(/\/de\/forms\/alerts\?status=invalid&problems=invalid$/)
    await expect(page.getByRole('status')).toHaveText(t.problem.invalid)

    await page.goto('/de/alerts?code=62.01')
    const email = `${unique('alert-nojs')}@primjer.hr`
    await page.getByLabel(t.form.email, { exact: true }).fill(email)
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page).toHaveURL(/\/de\/forms\/alerts\?status=pending$/)
    await expect(page.getByRole('status')).toHaveText(t.result.pending)

    const { link, token } = await confirmation(email, 'de')
    await page.goto(link)
    await expect(page).toHaveURL(/\/de\/forms\/alerts\?status=confirmed$/)
    await expect(page.getByRole('status')).toHaveText(t.result.confirmed)

    await page.goto(`/de/alerts/manage?token=${token}`)
    await page.getByRole('button', { name: t.manage.pause }).click()
    await expect(page).toHaveURL(/\/de\/alerts\/manage\?status=paused&token=/)
    await expect(page.getByTestId('alert-status')).toHaveText(t.result.paused)
    await expect(page.getByTestId('alert-summary')).toContainText(t.manage.status.paused)
  })
})
