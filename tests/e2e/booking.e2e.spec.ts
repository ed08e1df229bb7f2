import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { createTranslator } from 'next-intl'

import { dayLabel } from '@/features/booking/components/dayLabels'
import { meetingTime } from '@/features/booking/mail/meetingTime'
import type { BookingOptions, SlotView } from '@/features/booking/types'
import { callStatus } from '@/features/funding-calls/rules/status'

import type hr from '../../src/i18n/messages/hr.json'
import { test } from './api'
import { expectNoAxeViolations } from './helpers'
import { receivedMail } from './mailbox'

type Locale = 'hr' | 'en' | 'de'
const messageFile = (locale: Locale) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr
const messages = { hr: messageFile('hr'), en: messageFile('en'), de: messageFile('de') }
/** The booking mails' words, as the site writes them. */
const mailText = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'BookingMail' })

// A block of addresses of its own for each run of this file (a worker restarts after a failure).
const block = 40 + Math.floor(Math.random() * 200)
let visitor = 0
/** Each page books from its own address, so the per-client limit (5 in 10 min) never bites. */
const ownAddress = () => ({ 'X-Forwarded-For': `198.19.${block}.${(visitor += 1)}` })
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** ICU's `{name}` placeholders filled in, as the page shows a message. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))

/** The free days (with their times) the engine offers, in order. */
async function freeDays(api: APIRequestContext) {
  const response = await api.get('/api/bookings/slots?locale=en')
  expect(response.status()).toBe(200)
  const options = (await response.json()) as BookingOptions
  return options.days.filter((day) => day.free > 0).map((day) => day.day)
}

async function slotsOf(api: APIRequestContext, day: string): Promise<SlotView[]> {
  const response = await api.get(`/api/bookings/slots?day=${day}&locale=en`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as BookingOptions).slots
}

/** A booking made through the JSON API (for the pages that need one). */
async function bookThroughApi(api: APIRequestContext, locale: Locale, start: string) {
  const response = await api.post(`/api/bookings?locale=${locale}`, {
    headers: ownAddress(),
    data: {
      start,
      name: 'Ana Test',
      email: `${unique('booking-api')}@primjer.hr`,
      phone: '+385 91 234 5678',
      topic: 'Ulaganje u novu opremu.',
      consent: true,
    },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** The form's script has taken over (the booking form marks itself). */
const enhanced = (page: Page) => expect(page.locator('form[data-enhanced]')).toHaveCount(1)

/** The visitor's details, in the page's language. */
async function fillPerson(page: Page, t: typeof hr.Booking, email: string, name = 'Ivana Horvat') {
  await page.getByLabel(t.form.name, { exact: true }).fill(name)
  await page.getByLabel(t.form.email, { exact: true }).fill(email)
  await page.getByLabel(t.form.phone, { exact: true }).fill('+385 91 234 5678')
  await page.getByLabel(t.form.company, { exact: true }).fill('Horvat d.o.o.')
  await page.getByLabel(t.form.topic, { exact: true }).fill('Nova proizvodna linija i natječaji.')
  await page.getByRole('checkbox', { name: t.form.consent.replace(/<\/?link>/g, '') }).check()
}

/** Chooses the first free time shown; its radio's value (the start). */
async function firstTime(page: Page) {
  const radio = page.getByTestId('booking-slots').getByRole('radio').first()
  await radio.check()
  return (await radio.getAttribute('value'))!
}

const calendarOf = (mail: { attachments: { contentType: string; content: string }[] }) =>
  mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'))
    ?.content ?? ''

/** Zagreb's wall-clock time of an instant, as the pages and mails write it. */
const zagrebTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Zagreb',
  }).format(new Date(iso))

test.describe('booking a consultation', () => {
  test('from the contact section, with mails and an invitation (hr)', async ({ page }) => {
    const t = messages.hr.Booking
    await page.setExtraHTTPHeaders(ownAddress())
    await page.goto('/')
    await page.locator('section#contact').getByRole('link', { name: t.links.contact }).click()
    await expect(page).toHaveURL(/\/booking$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page.title)
    await enhanced(page)

    // Another day: its times come without a reload, and the count is announced.
    const day = page.getByLabel(t.day.label, { exact: true })
    const days = await day
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(days.length).toBeGreaterThan(1)
    await day.selectOption(days[1]!)
    await expect(page.getByTestId('booking-slot-count')).toContainText(dayLabel('hr', days[1]!))
    await expect(page).toHaveURL(new RegExp(`/booking\\?day=${days[1]}$`))
    const legend = fill(t.slots.legend, { day: dayLabel('hr', days[1]!) })
    await expect(page.getByRole('group', { name: legend })).toBeVisible()

    const start = await firstTime(page)
    const email = `${unique('booking-hr')}@primjer.hr`
    await fillPerson(page, t, email)
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page).toHaveURL(/\/booking\/manage\?token=[\w.-]+&done=booked$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manage.bookedTitle)
    await expect(page.getByTestId('booking-manage-lead')).toHaveText(
      fill(t.manage.bookedText, { email }),
    )
    const details = page.getByTestId('booking-details')
    await expect(details).toContainText(dayLabel('hr', days[1]!, true))
    await expect(details).toContainText(zagrebTime(start))

    const mail = await receivedMail((one) => one.to.includes(email))
    expect(mail.subject).toBe(
      mailText('hr')('visitor.subject.booked', { when: meetingTime('hr', start) }),
    )
    expect(mail.text).toContain(meetingTime('hr', start))
    expect(mail.text).toContain(mailText('hr')('visitor.invitation'))
    const invitation = calendarOf(mail)
    expect(invitation).toContain('METHOD:REQUEST')
    expect(invitation).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`)
    // The adviser's mail (in Croatian) carries the same invitation.
    const adviser = await receivedMail(
      (one) =>
        one.subject ===
        mailText('hr')('adviser.subject.booked', {
          when: meetingTime('hr', start),
          name: 'Ivana Horvat',
        }),
    )
    expect(adviser.to).not.toContain(email)
    expect(calendarOf(adviser)).toContain('METHOD:REQUEST')
  })

  test('about a call: book, move with JavaScript, cancel (en)', async ({ page, api }) => {
    const t = messages.en.Booking
    await page.setExtraHTTPHeaders(ownAddress())
    // The oldest open call, a seeded one: a newer one may be another file's, deleted meanwhile.
    const calls = (
      await (await api.get('/api/funding-calls?limit=200&depth=0&locale=en&sort=id')).json()
    ).docs as { id: number; fundName: string; opensAt: string | null; deadline: string | null }[]
    const call = calls.find((item) => callStatus(item) === 'open')!
    expect(call).toBeTruthy()

    await page.goto(`/en/natjecaj/${call.id}`)
    await page.getByRole('link', { name: t.links.call }).click()
    await expect(page).toHaveURL(new RegExp(`/en/booking\\?call=${call.id}$`))
    await expect(page.getByTestId('booking-prefill')).toHaveText(
      fill(t.prefill.call, { title: call.fundName }),
    )
    await enhanced(page)
    const first = await firstTime(page)
    const email = `${unique('booking-en')}@primjer.hr`
    await fillPerson(page, t, email, 'Emma Brown')
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manage.bookedTitle)
    const details = page.getByTestId('booking-details')
    await expect(details.getByRole('link', { name: call.fundName })).toHaveAttribute(
      'href',
      `/en/natjecaj/${call.id}`,
    )

    // Move: another day's times swap in place, the new time is posted as JSON.
    await enhanced(page)
    const move = page.locator('section#move')
    const day = move.getByLabel(t.day.label, { exact: true })
    const later = await day
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    await day.selectOption(later.at(-1)!)
    await expect(move.getByTestId('booking-slot-count')).toContainText(
      dayLabel('en', later.at(-1)!),
    )
    const radio = move.getByRole('radio').first()
    await radio.check()
    const moved = (await radio.getAttribute('value'))!
    expect(moved).not.toBe(first)
    await move.getByRole('button', { name: t.move.submit }).click()
    await expect(page).toHaveURL(/\/en\/booking\/manage\?token=[\w.-]+&done=moved$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manage.movedTitle)
    await expect(details).toContainText(dayLabel('en', later.at(-1)!, true))
    await expect(details).toContainText(zagrebTime(moved))
    const movedMail = await receivedMail(
      (one) =>
        one.to.includes(email) &&
        one.subject.startsWith(mailText('en')('visitor.subject.moved', { when: '' })),
    )
    expect(calendarOf(movedMail)).toContain('METHOD:REQUEST')

    // Cancel: the question is asked on the page, the POST answers it.
    await page.getByRole('link', { name: t.cancel.open }).click()
    await expect(page.getByRole('heading', { level: 2, name: /\?$/ })).toHaveText(
      fill(t.cancel.question, { day: dayLabel('en', later.at(-1)!), time: zagrebTime(moved) }),
    )
    await page.getByRole('button', { name: t.cancel.confirm }).click()
    await expect(page).toHaveURL(/\/en\/booking\/manage\?token=[\w.-]+&done=cancelled$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manage.cancelledTitle)
    await expect(page.getByRole('link', { name: t.manage.bookNew })).toHaveAttribute(
      'href',
      '/en/booking',
    )
    const cancelled = await receivedMail(
      (one) =>
        one.to.includes(email) &&
        one.subject.startsWith(mailText('en')('visitor.subject.cancelled', { when: '' })),
    )
    expect(calendarOf(cancelled)).toContain('METHOD:CANCEL')
  })

  test('a time taken meanwhile: the plain message and the next free times (hr)', async ({
    browser,
    api,
  }) => {
    const t = messages.hr.Booking
    const day = (await freeDays(api)).at(-2)!
    const [first, second] = await Promise.all([visit(browser, day), visit(browser, day)])
    const start = await firstTime(first)
    expect(await firstTime(second)).toEqual(start)
    await fillPerson(first, t, `${unique('taken')}@primjer.hr`, 'Marko Marić')
    await fillPerson(second, t, `${unique('taken')}@primjer.hr`, 'Petra Kovač')

    await first.getByRole('button', { name: t.form.submit }).click()
    await expect(first.getByRole('heading', { level: 1 })).toHaveText(t.manage.bookedTitle)
    await second.getByRole('button', { name: t.form.submit }).click()
    const taken = second.getByTestId('booking-taken')
    await expect(taken).toBeFocused()
    await expect(taken).toContainText(t.result.taken)
    const next = taken.getByRole('button')
    await expect(next.first()).toBeVisible()
    await next.first().click()
    await expect(
      second.getByTestId('booking-slots').getByRole('radio', { checked: true }),
    ).toBeFocused()
    await second.getByRole('button', { name: t.form.submit }).click()
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(t.manage.bookedTitle)
    await Promise.all([first.context().close(), second.context().close()])

    async function visit(browser: Browser, day: string) {
      const context = await browser.newContext({ extraHTTPHeaders: ownAddress() })
      const page = await context.newPage()
      await page.goto(`/booking?day=${day}`)
      await enhanced(page)
      return page
    }
  })

  test('refused fields are named in the page’s language, the summary focused (en)', async ({
    page,
  }) => {
    const t = messages.en.Booking
    await page.setExtraHTTPHeaders(ownAddress())
    await page.goto('/en/booking')
    await enhanced(page)
    await page.getByRole('button', { name: t.form.submit }).click()
    const summary = page.getByTestId('booking-errors')
    await expect(summary).toBeFocused()
    await expect(summary).toContainText(t.form.errorsTitle)
    await expect(summary).toContainText(t.problem.start)
    await expect(summary).toContainText(t.problem.required)
    await expect(summary).toContainText(t.problem.consent)
    const name = page.getByLabel(t.form.name, { exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription(t.problem.required)
    await expectNoAxeViolations(page)
  })

  test('the pages are axe-clean: /booking, the manage page, the result page', async ({
    page,
    api,
  }) => {
    await page.goto('/booking')
    await expect(page.getByTestId('booking-slots')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto('/en/booking')
    await expect(page.getByTestId('booking-slots').getByRole('radio').first()).toBeVisible()
    await expectNoAxeViolations(page)

    const day = (await freeDays(api))[0]!
    const token = await bookThroughApi(api, 'de', (await slotsOf(api, day)).at(-1)!.start)
    const response = await page.goto(`/de/booking/manage?token=${token}`)
    expect(response?.headers()['cache-control']).toMatch(/no-store|private/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.de.Booking.manage.title,
    )
    await expectNoAxeViolations(page)

    await page.goto(`/de/booking/manage?token=${token}x`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages.de.Booking.manage.invalidTitle,
    )

    await page.goto(`/forms/booking?status=taken&day=${day}`)
    await expect(page.getByRole('status')).toHaveText(messages.hr.Booking.result.taken)
    await expect(page.getByTestId('booking-next-day')).toHaveAttribute(
      'href',
      new RegExp(`^/booking\\?day=\\d{4}-\\d{2}-\\d{2}$`),
    )
    await expectNoAxeViolations(page)
  })
})

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('from the funding check’s result page: day form, booking, cancel (de)', async ({ page }) => {
    const t = messages.de.Booking
    await page.setExtraHTTPHeaders(ownAddress())
    await page.goto('/de/forms/funding-check?status=results&nkd=62.01&version=nkd2025')
    await page.getByTestId('funding-check-booking').click()
    await expect(page).toHaveURL(/\/de\/booking\?code=62\.01&version=nkd2025$/)
    await expect(page.getByTestId('booking-prefill')).toHaveText(
      fill(t.prefill.code2025, { code: '62.01' }),
    )

    const day = page.getByLabel(t.day.label, { exact: true })
    const days = await day
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    await day.selectOption(days[2]!)
    await page.getByRole('button', { name: t.day.submit }).click()
    await expect(page).toHaveURL(
      new RegExp(`/de/booking\\?code=62\\.01&version=nkd2025&day=${days[2]}#booking-slots$`),
    )
    await expect(
      page.getByRole('group', { name: fill(t.slots.legend, { day: dayLabel('de', days[2]!) }) }),
    ).toBeVisible()

    const start = await firstTime(page)
    const email = `${unique('booking-de')}@primjer.hr`
    await fillPerson(page, t, email, 'Lena Schmidt')
    await page.getByRole('button', { name: t.form.submit }).click()
    await expect(page).toHaveURL(/\/de\/booking\/manage\?token=[\w.-]+&done=booked$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manage.bookedTitle)
    await expect(page.getByTestId('booking-details')).toContainText('62.01')
    await expect(page.getByTestId('booking-details')).toContainText(zagrebTime(start))

    await page.getByRole('link', { name: t.cancel.open }).click()
    await page.getByRole('button', { name: t.cancel.confirm }).click()
    await expect(page).toHaveURL(/\/de\/booking\/manage\?token=[\w.-]+&done=cancelled$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.manage.cancelledTitle)
  })

  test('a time taken meanwhile leads to the result page with the next free day (en)', async ({
    page,
    api,
  }) => {
    const t = messages.en.Booking
    await page.setExtraHTTPHeaders(ownAddress())
    const day = (await freeDays(api)).at(-3)!
    await page.goto(`/en/booking?day=${day}`)
    const start = await firstTime(page)
    await fillPerson(page, t, `${unique('taken-nojs')}@primjer.hr`, 'Tom Miller')
    await bookThroughApi(api, 'en', start)
    await page.getByRole('button', { name: t.form.submit }).click()
    // The result page names the next free day (the engine's first next free time).
    await expect(page).toHaveURL(/\/en\/forms\/booking\?status=taken&day=\d{4}-\d{2}-\d{2}$/)
    await expect(page.getByRole('status')).toHaveText(t.result.taken)
    await page.getByTestId('booking-next-day').click()
    await expect(page).toHaveURL(/\/en\/booking\?day=\d{4}-\d{2}-\d{2}$/)
    await expect(page.getByTestId('booking-slots').getByRole('radio').first()).toBeVisible()
  })
})
