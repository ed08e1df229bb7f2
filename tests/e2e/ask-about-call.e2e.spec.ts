import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'
import { callStatus } from '@/features/funding-calls/rules/status'

import type hr from '../../src/i18n/messages/hr.json'
import { adminToken, test } from './api'
import { expectNoAxeViolations } from './helpers'

type Locale = 'hr' | 'en' | 'de'
const messageFile = (locale: Locale) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr
const messages = { hr: messageFile('hr'), en: messageFile('en'), de: messageFile('de') }

/** ICU's `{name}` placeholders filled in, as the page shows a message. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!)

// Each run asks from addresses of its own, so the per-address limit (5 in 10 min) never bites.
const block = 40 + Math.floor(Math.random() * 200)
let visitor = 0
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${block}.${(visitor += 1)}` })
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@primjer.hr`

/** The lead stored for an e-mail address, read as an admin through REST. */
async function leadOf(request: APIRequestContext, email: string) {
  const response = await request.get(
    `/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${await adminToken(request)}` } },
  )
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

/** Fills the person's fields of the call page's enquiry form. */
async function fillEnquiry(page: Page, t: typeof hr.Contact, email: string) {
  const form = page.getByTestId('ask-form')
  await form.getByLabel(t.ask.firstName, { exact: true }).fill('Đurđa')
  await form.getByLabel(t.ask.lastName, { exact: true }).fill('Kovačić')
  await form.getByLabel(t.ask.email, { exact: true }).fill(email)
  await form.getByLabel(new RegExp(`^${t.ask.company}`)).fill('Pekara Čakovec d.o.o.')
  return form
}

/** Sends the enquiry with the form's script, which says on the page that it was sent. */
async function sendEnquiry(page: Page, t: typeof hr.Contact, email: string) {
  const form = page.getByTestId('ask-form')
  // The form's script has taken over (a click before would post the form without it).
  await expect(form).toHaveAttribute('data-enhanced', 'true')
  await fillEnquiry(page, t, email)
  await form.getByRole('button', { name: t.ask.submit }).click()
  await expect(page.getByTestId('ask-status')).toHaveText(`${t.success}. ${t.successDetail}`)
}

test.describe('asking about a call', () => {
  test('on a call’s page: the message names the call, the lead carries it (hr); axe-clean', async ({
    page,
    request,
  }) => {
    const t = messages.hr.Contact
    await ownAddress(page)
    // The oldest open call, a seeded one: a newer one may be another file's, deleted meanwhile.
    const calls = (await (await request.get('/api/funding-calls?limit=200&depth=0&sort=id')).json())
      .docs as { id: number; fundName: string; opensAt: string | null; deadline: string | null }[]
    const call = calls.find((item) => callStatus(item) === 'open')!
    await page.goto(`/natjecaj/${call.id}`)
    await page.getByTestId('call-ask').click()
    await expect(page).toHaveURL(new RegExp(`/natjecaj/${call.id}#ask-about-call$`))
    const section = page.getByRole('region', { name: t.ask.title })
    await expect(section.getByRole('textbox', { name: t.ask.message })).toHaveValue(
      fill(t.ask.prefill, { call: call.fundName }),
    )
    await expectNoAxeViolations(page, '#ask-about-call')

    const email = uniqueEmail('ask-call')
    await sendEnquiry(page, t, email)
    expect(await leadOf(request, email)).toMatchObject({
      source: 'call',
      call: call.id,
      code: null,
      message: fill(t.ask.prefill, { call: call.fundName }),
      company: 'Pekara Čakovec d.o.o.',
    })
  })

  test('from a funding check’s result: the enquiry carries the call and the checked code (en)', async ({
    page,
    request,
  }) => {
    const t = messages.en.Contact
    await ownAddress(page)
    await page.goto('/en')
    const check = page.locator('section#funding-check')
    const copy = getHomeCopy('en').fundingCheck
    // The form's script loads after the first paint; a click before it posts the plain form.
    await expect(check.locator('form[data-enhanced]')).toBeAttached()
    await check.getByLabel(copy.oibLabel, { exact: true }).fill('69435151530')
    await check.getByLabel(copy.nkdLabel).fill('62.01')
    await check.getByRole('button', { name: copy.submit }).click()
    const result = check.getByRole('region').getByRole('listitem').first()
    const href = await result.getByRole('link').first().getAttribute('href')
    const id = Number(/\/natjecaj\/(\d+)$/.exec(href ?? '')?.[1])
    expect(id).toBeGreaterThan(0)
    await result.getByTestId('funding-check-ask').click()
    await expect(page).toHaveURL(
      `/en/natjecaj/${id}?from=funding-check&code=62.01&version=nkd2007#ask-about-call`,
    )
    await expect(page.getByTestId('ask-checked-code')).toHaveText(
      fill(t.ask.checkedCode, { code: '62.01', version: 'NKD 2007' }),
    )
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!
    await expect(page.getByRole('textbox', { name: t.ask.message })).toHaveValue(
      fill(t.ask.prefillCode, { call: name, code: '62.01' }),
    )

    const email = uniqueEmail('ask-check')
    await sendEnquiry(page, t, email)
    expect(await leadOf(request, email)).toMatchObject({
      source: 'funding-check',
      call: id,
      code: '62.01',
      codeVersion: 'nkd2007',
      locale: 'en',
    })
  })
})

test.describe('asking about a call without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('from the funding check’s result page to the call’s form and the result page (de)', async ({
    page,
    request,
  }) => {
    const t = messages.de.Contact
    await ownAddress(page)
    await page.goto('/de/forms/funding-check?status=results&nkd=62.01')
    const result = page
      .getByRole('region', { name: messages.de.FundingCheck.resultsTitle })
      .getByRole('listitem')
      .first()
    const href = await result.getByRole('link').first().getAttribute('href')
    const id = Number(/\/natjecaj\/(\d+)$/.exec(href ?? '')?.[1])
    await result.getByTestId('funding-check-ask').click()
    await expect(page).toHaveURL(
      `/de/natjecaj/${id}?from=funding-check&code=62.01&version=nkd2007#ask-about-call`,
    )
    const email = uniqueEmail('ask-nojs')
    const form = await fillEnquiry(page, t, email)
    await form.getByRole('button', { name: t.ask.submit }).click()
    await expect(page).toHaveURL('/de/forms/contact?status=stored')
    await expect(page.getByRole('status')).toContainText(t.success)
    // The call travels in the form itself; the checked code only with the form's script.
    expect(await leadOf(request, email)).toMatchObject({ source: 'call', call: id, locale: 'de' })
  })
})
