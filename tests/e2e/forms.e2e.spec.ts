import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'

import type hr from '../../src/i18n/messages/hr.json'
import { test } from './api'
import { expectNoAxeViolations, fillContact, languages, leadsWith, localized } from './helpers'
import { linkIn, receivedMail } from './mailbox'

const messageFile = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr
const messages = { hr: messageFile('hr'), en: messageFile('en'), de: messageFile('de') }
let visitor = 0
/** Each test posts from its own address, so the per-address limits never interfere. */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${(visitor += 1)}` })
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

test.describe('contact form', () => {
  for (const { locale, prefix } of languages) {
    const t = messages[locale].Contact

    test(`sends an enquiry with JavaScript, in ${locale}`, async ({ page, request, admin }) => {
      await ownAddress(page)
      await page.goto(`${localized(prefix, '/')}#contact`)
      const email = `${unique('enquiry')}@primjer.hr`
      const text = `Upit iz preglednika (${locale}): zanima nas natječaj za digitalizaciju.`
      const { form, copy } = await fillContact(page, locale, email, text)

      let release = () => {}
      const held = new Promise<void>((done) => (release = done))
      await page.route('**/api/contact**', async (route) => {
        await held
        await route.continue()
      })
      await form.getByRole('button', { name: copy.submit }).click()
      await expect(form.getByRole('button', { name: copy.sending })).toBeDisabled()
      release()

      await expect(page.getByText(t.success, { exact: true })).toBeVisible()
      await expect(form.getByTestId('contact-status')).toContainText(t.success)
      for (const label of [copy.firstName, copy.lastName, copy.email, copy.message]) {
        await expect(form.getByLabel(label, { exact: true })).toHaveValue('')
      }
      const [lead] = await leadsWith(request, admin, email)
      expect(lead).toMatchObject({ email, locale, message: text })

      // The job e-mails it to the firm's inbox (site settings) through the SMTP peer.
      const mail = await receivedMail((one) => one.text.includes(email))
      expect(mail.to).toBe('info@fondium.example')
      expect(mail.text).toContain(text)
      expect(mail.text).toContain('Tvrtka: Drvo Primjer d.o.o.')
      await expect(async () => {
        const [sent] = await leadsWith(request, admin, email)
        expect(sent!.delivery.status).toBe('sent')
      }).toPass({ timeout: 10_000 })
      await expectNoAxeViolations(page)
    })

    test(`keeps the input and says so when sending fails, in ${locale}`, async ({ page }) => {
      await ownAddress(page)
      await page.goto(`${localized(prefix, '/')}#contact`)
      const email = `${unique('failed')}@primjer.hr`
      const { form, copy } = await fillContact(page, locale, email, 'Poruka koja ne smije nestati.')
      await page.route('**/api/contact**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
      )
      await form.getByRole('button', { name: copy.submit }).click()
      await expect(page.getByText(t.failure, { exact: true })).toBeVisible()
      await expect(form.getByRole('alert')).toContainText(t.failure)
      await expect(form.getByLabel(copy.email, { exact: true })).toHaveValue(email)
      await expect(form.getByLabel(copy.message, { exact: true })).toHaveValue(
        'Poruka koja ne smije nestati.',
      )

      // Blank after trimming: the server refuses it with the required-fields message.
      await page.unroute('**/api/contact**')
      await form.getByLabel(copy.firstName, { exact: true }).fill('   ')
      await form.getByRole('button', { name: copy.submit }).click()
      await expect(form.getByRole('alert')).toHaveText(t.problem.required)
      await expect(form.getByLabel(copy.firstName, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
    })
  }
})

test.describe('newsletter', () => {
  for (const { locale, prefix } of languages) {
    const t = messages[locale].Newsletter

    test(`subscribes with double opt-in, with JavaScript, in ${locale}`, async ({
      page,
      request,
      admin,
    }) => {
      await ownAddress(page)
      await page.goto(localized(prefix, '/privacy'))
      const footer = page.locator('footer')
      await footer.getByRole('button', { name: t.submit }).click()
      await expect(footer.getByRole('alert')).toHaveText(t.invalid)
      await expect(page.getByText(t.invalid, { exact: true }).first()).toBeVisible()

      const email = `${unique('news')}@primjer.hr`
      await footer.getByLabel(t.name).fill('Ivana Kovač')
      await footer.getByLabel(t.email).fill(email.toUpperCase())
      await footer.getByRole('button', { name: t.submit }).click()
      await expect(footer.getByTestId('newsletter-status')).toHaveText(t.pending)
      await expect(footer.getByLabel(t.email)).toHaveValue('')

      const mail = await receivedMail((one) => one.to === email)
      await page.goto(linkIn(mail, /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/))
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms/newsletter\\?status=confirmed$`))
      await expect(page.getByRole('status')).toHaveText(t.success)
      await expectNoAxeViolations(page)

      const response = await request.get(
        `/api/newsletter-subscribers?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
        { headers: admin },
      )
      expect(((await response.json()) as { docs: unknown[] }).docs).toMatchObject([
        { email, name: 'Ivana Kovač', locale, status: 'confirmed' },
      ])
    })
  }
})

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { locale, prefix } of languages) {
    const copy = getHomeCopy(locale)
    const m = messages[locale]

    test(`contact, newsletter and funding check post and show their result, in ${locale}`, async ({
      page,
      request,
      admin,
    }) => {
      await ownAddress(page)
      await page.goto(localized(prefix, '/'))
      const email = `${unique('nojs')}@primjer.hr`
      const text = `Poslano bez JavaScripta (${locale}).`
      const { form } = await fillContact(page, locale, email, text)
      await form.getByRole('button', { name: copy.contact.form.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms/contact\\?status=stored$`))
      await expect(page.getByRole('status')).toContainText(m.Contact.success)
      expect(await leadsWith(request, admin, email)).toMatchObject([
        { email, locale, message: text },
      ])

      await page.goto(localized(prefix, '/'))
      const footer = page.locator('footer')
      await footer.getByLabel(m.Newsletter.name).fill('Ivana')
      await footer.getByLabel(m.Newsletter.email).fill(`${unique('nojs-news')}@primjer.hr`)
      await footer.getByRole('button', { name: m.Newsletter.submit }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/forms/newsletter\\?status=pending$`))
      await expect(page.getByRole('status')).toHaveText(m.Newsletter.pending)

      await page.goto(localized(prefix, '/'))
      const check = page.locator('section#funding-check')
      await check.getByLabel(copy.fundingCheck.oibLabel, { exact: true }).fill('69435151531')
      await check.getByLabel(copy.fundingCheck.nkdLabel).fill('62.01')
      await check.getByRole('button', { name: copy.fundingCheck.submit }).click()
      await expect(page.getByRole('status')).toHaveText(m.FundingCheck.oibChecksum)
      await page.getByRole('link', { name: m.FormResult.back }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix || ''}/?#funding-check$`))

      await check.getByLabel(copy.fundingCheck.oibLabel, { exact: true }).fill('69435151530')
      await check.getByLabel(copy.fundingCheck.nkdLabel).fill('62.01')
      await check.getByRole('button', { name: copy.fundingCheck.submit }).click()
      await expect(page).toHaveURL(/\/forms\/funding-check\?status=results&nkd=62\.01$/)
      // The same open calls the API finds, each linking to its page.
      const api = await request.post(`/api/funding-check?locale=${locale}`, {
        data: { oib: '69435151530', nkd: '62.01' },
        headers: { 'X-Forwarded-For': `203.0.113.${200 + visitor}` },
      })
      const { count, opportunities } = (await api.json()) as {
        count: number
        opportunities: { id: number }[]
      }
      expect(count).toBeGreaterThan(0)
      await expect(page.getByRole('heading', { name: m.FundingCheck.resultsTitle })).toBeVisible()
      const hrefs = await page
        .locator('main a[href*="/natjecaj/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs.sort()).toEqual(
        opportunities.map((call) => `${prefix}/natjecaj/${call.id}`).sort(),
      )
    })
  }
})
