import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'
import { coveringCodes } from '@/features/funding-calls/rules/activityCodes'
import { callStatus } from '@/features/funding-calls/rules/status'

import type hr from '../../src/i18n/messages/hr.json'
import { test } from './fixtures'
import { expectNoAxeViolations, languages, localized } from './helpers'

const messages = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr

const validOib = '69435151530'

const texts = {
  hr: {
    found: (count: number) =>
      count === 1
        ? 'Pronađena je 1 dostupna prilika.'
        : count % 10 >= 2 && count % 10 <= 4 && (count < 12 || count > 14)
          ? `Pronađene su ${count} dostupne prilike.`
          : `Pronađeno je ${count} dostupnih prilika.`,
    required: 'Molimo ispunite sva obavezna polja.',
    checksum: 'OIB nije ispravan. Provjerite jeste li ga točno upisali.',
    none: 'Nažalost, za vašu šifru djelatnosti trenutno nema dostupnih prilika.',
  },
  en: {
    found: (count: number) =>
      `${count} available ${count === 1 ? 'opportunity' : 'opportunities'} found.`,
    required: 'Please fill in all required fields.',
    checksum: 'This OIB is not valid. Please check that you typed it correctly.',
    none: 'Unfortunately there are no available opportunities for your activity code.',
  },
  de: {
    found: (count: number) =>
      `${count} verfügbare ${count === 1 ? 'Fördermöglichkeit' : 'Fördermöglichkeiten'} gefunden.`,
    required: 'Bitte füllen Sie alle Pflichtfelder aus.',
    checksum: 'Diese OIB ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    none: 'Leider gibt es für Ihren Tätigkeitscode derzeit keine verfügbaren Fördermöglichkeiten.',
  },
} as const

/**
 * Open calls whose codes cover the code (the code itself, its group or its division), from
 * what anyone can read through REST.
 */
async function openCallsWith(request: APIRequestContext, code: string) {
  const response = await request.get('/api/funding-calls?limit=200&depth=0')
  const { docs } = (await response.json()) as {
    docs: {
      id: number
      opensAt: string | null
      deadline: string | null
      nkdCodes: { code: string }[]
    }[]
  }
  return docs.filter(
    (call) =>
      callStatus(call) === 'open' &&
      call.nkdCodes.some((row) => coveringCodes(code).includes(row.code)),
  )
}

test.describe('funding check', () => {
  for (const [index, { locale, prefix }] of languages.entries()) {
    const copy = getHomeCopy(locale).fundingCheck
    const t = texts[locale]

    test(`finds the open calls for an activity code, with JavaScript, in ${locale}`, async ({
      page,
      request,
    }) => {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${10 + index}` })
      const expected = await openCallsWith(request, '62.01')
      expect(expected.length).toBeGreaterThan(0)
      await page.goto(localized(prefix, '/'))
      const section = page.locator('section#funding-check')
      const button = section.getByRole('button', { name: copy.submit })
      // The form's script loads after the first paint; a click before it posts the plain form.
      await expect(section.locator('form[data-enhanced]')).toBeAttached()

      // Empty fields: the required-fields message, and nothing is looked up.
      await button.click()
      await expect(section.getByRole('alert')).toHaveText(t.required)
      await expect(page.getByText(t.required).last()).toBeVisible()

      await section.getByLabel(copy.oibLabel, { exact: true }).fill('69435151531')
      await section.getByLabel(copy.nkdLabel).fill('62.01')
      await button.click()
      await expect(section.getByRole('alert')).toHaveText(t.checksum)

      // While the answer is on its way the button is disabled and says so.
      let release = () => {}
      const held = new Promise<void>((done) => (release = done))
      await page.route('**/api/funding-check**', async (route) => {
        await held
        await route.continue()
      })
      await section.getByLabel(copy.oibLabel, { exact: true }).fill(validOib)
      await section.getByLabel(copy.nkdLabel).fill(' 62.01 ')
      await button.click()
      await expect(section.getByRole('button', { name: copy.checking })).toBeDisabled()
      release()
      await expect(section.getByTestId('funding-check-message')).toHaveText(
        t.found(expected.length),
      )
      const links = section.getByRole('region').getByRole('link')
      await expect(links).toHaveCount(expected.length)
      const hrefs = await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')))
      expect(hrefs.sort()).toEqual(expected.map((call) => `${prefix}/natjecaj/${call.id}`).sort())
      await expectNoAxeViolations(page)

      // A code that no open call covers (activities of extraterritorial organisations).
      expect(await openCallsWith(request, '99.00')).toHaveLength(0)
      await section.getByLabel(copy.nkdLabel).fill('99.00')
      await section.getByRole('button', { name: copy.submit }).click()
      await expect(section.getByTestId('funding-check-message')).toHaveText(t.none)

      // With a county and a company size: the calls the API finds for them, each saying why.
      const m = messages(locale)
      await section.getByLabel(copy.nkdLabel).fill('10.71')
      await section.getByLabel(m.FundingCheck.countyLabel).selectOption('osjecko-baranjska')
      await section.getByLabel(m.FundingCheck.sizeLabel).selectOption('small')
      await section.getByRole('button', { name: copy.submit }).click()
      const api = await request.post(`/api/funding-check?locale=${locale}`, {
        data: { oib: validOib, nkd: '10.71', county: 'osjecko-baranjska', size: 'small' },
        headers: { 'X-Forwarded-For': `198.51.100.${40 + index}` },
      })
      const answer = (await api.json()) as {
        count: number
        opportunities: { reasons: string[]; daysLeftLabel: string | null }[]
      }
      expect(answer.count).toBeGreaterThan(0)
      await expect(section.getByTestId('funding-check-message')).toHaveText(t.found(answer.count))
      const first = answer.opportunities[0]!
      for (const reason of first.reasons) {
        await expect(section.getByText(reason).first()).toBeVisible()
      }
      if (first.daysLeftLabel) {
        await expect(section.getByText(first.daysLeftLabel).first()).toBeVisible()
      }
    })
  }

  test('answers JSON at /api/funding-check, in the request language, with a rate limit', async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
    })
    const expected = await openCallsWith(api, '62.01')
    const ok = await api.post('/api/funding-check', { data: { oib: validOib, nkd: '62.01' } })
    expect(ok.status()).toBe(200)
    const body = (await ok.json()) as { count: number; opportunities: { id: number }[] }
    expect(body.count).toBe(expected.length)
    expect(body.opportunities.map((call) => call.id).sort()).toEqual(
      expected.map((call) => call.id).sort(),
    )
    // The first answer's fields, and the ones added since: days left and why it fits.
    expect(Object.keys(body.opportunities[0]!).sort()).toEqual([
      'daysLeft',
      'daysLeftLabel',
      'deadline',
      'deadlineLabel',
      'fundName',
      'funding',
      'id',
      'match',
      'reasons',
    ])

    // A browser without JavaScript posts the form itself and is sent to the result page.
    const formPost = await api.post('/api/funding-check?locale=en', {
      form: { oib: validOib, nkd: '62.01' },
      maxRedirects: 0,
    })
    expect(formPost.status()).toBe(303)
    expect(formPost.headers()['location']).toBe('/en/forms/funding-check?status=results&nkd=62.01')

    const missing = await api.post('/api/funding-check', {
      data: { oib: '' },
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    })
    expect(missing.status()).toBe(400)
    expect(await missing.json()).toMatchObject({ error: texts.de.required })
    const wrong = await api.post('/api/funding-check?locale=en', {
      data: { oib: '69435151531', nkd: '62.01' },
    })
    expect(wrong.status()).toBe(400)
    expect(await wrong.json()).toEqual({
      error: texts.en.checksum,
      errors: { oib: texts.en.checksum },
    })
    const garbage = await api.post('/api/funding-check', {
      data: '{"oib": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(garbage.status()).toBe(400)

    let last = garbage
    for (let index = 0; index < 20; index++) {
      last = await api.post('/api/funding-check', { data: { oib: validOib, nkd: '62.01' } })
    }
    expect(last.status()).toBe(429)
    expect(Number(last.headers()['retry-after'])).toBeGreaterThan(0)
    await api.dispose()
  })
})
