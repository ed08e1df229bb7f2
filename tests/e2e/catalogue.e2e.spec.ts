import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type APIRequestContext, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { createTranslator } from 'next-intl'

import { codeMatches } from '@/features/funding-calls/rules/activityCodes'
import { zagrebDay } from '@/lib/zagreb'
import { callStatus } from '@/features/funding-calls/rules/status'
import { searchTerms } from '@/features/funding-calls/rules/searchText'
import { countyMatches } from '@/features/funding-calls/rules/taxonomy'
import { fold } from '@/lib/fold'

import type hr from '../../src/i18n/messages/hr.json'
import { test } from './fixtures'
import { againstOtherFiles, expectNoAxeViolations, languages } from './helpers'

type Locale = 'hr' | 'en' | 'de'
const messages = Object.fromEntries(
  (['hr', 'en', 'de'] as const).map((locale) => [
    locale,
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`),
        'utf8',
      ),
    ) as typeof hr,
  ]),
) as Record<Locale, typeof hr>
const catalogueText = (locale: Locale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'Catalogue' })

/** A search word with and without its diacritics, found in each language's calls. */
const searches = {
  hr: ['zapošljavanje', 'zaposljavanje'],
  en: ['tvrđa', 'tvrda'],
  de: ['förderung', 'forderung'],
} as const

type Call = {
  id: number
  fundName: string
  shortDescription: string
  fullDescription?: string | null
  opensAt?: string | null
  deadline?: string | null
  amountMin?: number | null
  amountMax?: number | null
  counties?: string[]
  applicantTypes?: string[]
  programme?: number | null
  nkdCodes: { code: string }[]
  createdAt: string
  updatedAt: string
}

/** Every call as anyone can read it through REST: the oracle the pages are checked against. */
async function allCalls(request: APIRequestContext, locale: Locale): Promise<Call[]> {
  const response = await request.get(`/api/funding-calls?locale=${locale}&limit=500&depth=0`, {
    headers: { Cookie: '' },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Call[] }).docs
}

const isCurrent = (call: Call) => callStatus(call) !== 'closed'
/** The list's order: soonest deadline first, calls without one last, then as added. */
const byDeadline = (a: Call, b: Call) =>
  (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999') || a.id - b.id

const countHeading = (page: Page) => page.getByTestId('catalogue-count')
const cardTitles = (page: Page) => page.locator('main article h2')

for (const { locale, prefix } of languages) {
  const t = catalogueText(locale)
  const list = `${prefix}/otvoreni-natjecaji`

  test.describe(`catalogue in ${locale}`, () => {
    test('each filter alone and combined shows the calls the rules allow', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await againstOtherFiles(async () => {
        const calls = await allCalls(request, locale)
        const current = calls.filter(isCurrent)
        const programme = current.find((call) => call.programme)!.programme!
        const cases: [string, (call: Call) => boolean][] = [
          ['', isCurrent],
          ['status=open', (call) => callStatus(call) === 'open'],
          ['status=forthcoming', (call) => callStatus(call) === 'forthcoming'],
          ['status=closed', (call) => callStatus(call) === 'closed'],
          [
            'code=62.01',
            (call) =>
              isCurrent(call) && call.nkdCodes.some((row) => codeMatches(row.code, '62.01')),
          ],
          [
            'code=10',
            (call) => isCurrent(call) && call.nkdCodes.some((row) => codeMatches(row.code, '10')),
          ],
          [
            'county=istarska',
            (call) => isCurrent(call) && countyMatches(call.counties ?? [], 'istarska'),
          ],
          [
            'applicant=crafts',
            (call) => isCurrent(call) && (call.applicantTypes ?? []).includes('crafts'),
          ],
          [`programme=${programme}`, (call) => isCurrent(call) && call.programme === programme],
          [
            'min=100000',
            (call) => isCurrent(call) && (call.amountMax == null || call.amountMax >= 100000),
          ],
          [
            'max=20000',
            (call) => isCurrent(call) && (call.amountMin == null || call.amountMin <= 20000),
          ],
          [
            'closes=30',
            (call) =>
              isCurrent(call) &&
              Boolean(call.deadline) &&
              zagrebDay(call.deadline!) <= zagrebDay(new Date(Date.now() + 30 * 86400000)),
          ],
          [
            'county=osjecko-baranjska&applicant=small&min=10000',
            (call) =>
              isCurrent(call) &&
              countyMatches(call.counties ?? [], 'osjecko-baranjska') &&
              (call.applicantTypes ?? []).includes('small') &&
              (call.amountMax == null || call.amountMax >= 10000),
          ],
        ]
        for (const [query, matches] of cases) {
          const expected = calls.filter(matches)
          await page.goto(`${list}${query ? `?${query}` : ''}`)
          await expect(countHeading(page), query).toHaveText(
            t('results', { count: expected.length }),
          )
          await expect(cardTitles(page), query).toHaveCount(Math.min(expected.length, 24))
        }
        // The unfiltered list: the soonest deadlines, rolling calls last, and a second page.
        await page.goto(list)
        const first = current.sort(byDeadline).slice(0, 24)
        await expect(cardTitles(page)).toHaveText(first.map((call) => call.fundName))
        if (current.length > 24) {
          await page
            .getByRole('navigation', { name: t('pagination') })
            .getByRole('link', { name: t('next') })
            .click()
          await expect(page).toHaveURL(`${list}?page=2`)
          await expect(cardTitles(page)).toHaveText(current.slice(24).map((call) => call.fundName))
        }
        // Closed calls on their own tab, the latest deadline first.
        await page
          .getByRole('navigation', { name: t('statusLabel') })
          .getByRole('link', { name: new RegExp(t('statusTabs.closed')) })
          .click()
        await expect(page).toHaveURL(`${list}?status=closed`)
        const closed = calls
          .filter((call) => callStatus(call) === 'closed')
          .sort((a, b) => b.deadline!.localeCompare(a.deadline!) || b.id - a.id)
        await expect(cardTitles(page)).toHaveText(closed.map((call) => call.fundName))
      })
    })

    test('filters apply in place, live in the address and follow the back button', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await againstOtherFiles(async () => {
        const current = (await allCalls(request, locale)).filter(isCurrent)
        await page.goto(list)
        // Set on this document only: it survives every change below only if none reloads the page.
        await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))
        const county = page.getByLabel(t('county'), { exact: true })
        const applicant = page.getByLabel(t('applicant'), { exact: true })
        await page.getByTestId('catalogue-filters').locator('summary').click()

        const inIstria = current.filter((call) => countyMatches(call.counties ?? [], 'istarska'))
        // The option says how many calls choosing it shows.
        await expect(county.locator('option[value="istarska"]')).toHaveText(
          `${t('counties.istarska')} (${inIstria.length})`,
        )
        await county.selectOption('istarska')
        await expect(page).toHaveURL(`${list}?county=istarska`)
        await expect(countHeading(page)).toHaveText(t('results', { count: inIstria.length }))

        const small = inIstria.filter((call) => (call.applicantTypes ?? []).includes('small'))
        await applicant.selectOption('small')
        await expect(page).toHaveURL(`${list}?county=istarska&applicant=small`)
        await expect(countHeading(page)).toHaveText(t('results', { count: small.length }))
        await expectNoAxeViolations(page)

        // Removing one filter keeps the other; the back button brings it back, fields included.
        await page
          .getByRole('link', { name: t('removeFilter', { label: t('counties.istarska') }) })
          .click()
        await expect(page).toHaveURL(`${list}?applicant=small`)
        await expect(county).toHaveValue('')
        await page.goBack()
        await expect(page).toHaveURL(`${list}?county=istarska&applicant=small`)
        await expect(county).toHaveValue('istarska')
        await expect(countHeading(page)).toHaveText(t('results', { count: small.length }))

        // Search, with and without diacritics, in the page's language.
        await page.goto(list)
        await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true))
        const [withMarks, without] = searches[locale]
        // Every stemmed word (searchTerms: "zapošljavanje" also finds "zapošljavanja") in the text.
        const found = current.filter((call) => {
          const text = fold(
            `${call.fundName} ${call.shortDescription} ${call.fullDescription ?? ''}`,
          )
          return searchTerms(without).every((term) => text.includes(term))
        })
        expect(found.length).toBeGreaterThan(0)
        for (const word of [withMarks, without]) {
          await page.getByLabel(t('search')).fill(word)
          await page.getByLabel(t('search')).press('Enter')
          await expect(page).toHaveURL(`${list}?q=${encodeURIComponent(word)}`)
          await expect(countHeading(page)).toHaveText(t('results', { count: found.length }))
        }
        expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)

        // Nothing matches: the empty state suggests widening the search.
        await page.getByLabel(t('code')).fill('99.00')
        await page.getByRole('button', { name: t('apply') }).click()
        await expect(page.getByText(t('emptyTitle'))).toBeVisible()
        await expect(page.getByRole('link', { name: t('clearAll') }).last()).toBeVisible()
        await page.getByRole('link', { name: t('emptyClosed') }).click()
        await expect(page).toHaveURL(new RegExp(`status=closed`))
        await expectNoAxeViolations(page)
      })
    })

    test('the calendar and the feed follow the filters', async ({ page, request }) => {
      test.setTimeout(120_000)
      await againstOtherFiles(async () => {
        const calls = await allCalls(request, locale)
        const expected = calls
          .filter(
            (call) =>
              isCurrent(call) && call.nkdCodes.some((row) => codeMatches(row.code, '62.01')),
          )
          .sort(byDeadline)
        await page.goto(`${list}?code=62.01`)
        const calendarHref = await page.getByTestId('catalogue-calendar').getAttribute('href')
        expect(calendarHref).toBe(`${list}.ics?code=62.01`)
        const ics = await request.get(calendarHref!)
        expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
        const calendar = new ICAL.Component(ICAL.parse(await ics.text()))
        const events = calendar
          .getAllSubcomponents('vevent')
          .map((vevent) => new ICAL.Event(vevent))
        const deadlines = events.filter((event) => event.uid.includes('-deadline@'))
        expect(deadlines.map((event) => event.uid.match(/call-(\d+)-/)![1]).map(Number)).toEqual(
          expected.filter((call) => call.deadline).map((call) => call.id),
        )
        for (const event of deadlines) {
          const call = expected.find((item) => event.uid.startsWith(`call-${item.id}-`))!
          // An all-day event on the deadline's day in Zagreb.
          expect(event.startDate.isDate).toBe(true)
          expect(event.startDate.toString()).toBe(zagrebDay(call.deadline!))
          expect(event.summary).toContain(call.fundName)
        }
        const openings = events.filter((event) => event.uid.includes('-opens@'))
        expect(openings.length).toBe(
          expected.filter((call) => callStatus(call) === 'forthcoming').length,
        )

        const feedHref = await page.getByTestId('catalogue-feed').getAttribute('href')
        expect(feedHref).toBe(`${list}/feed?code=62.01`)
        const feed = await request.get(feedHref!)
        expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
        const xml = await feed.text()
        const parsed = await page.evaluate((text) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml')
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            titles: [...doc.querySelectorAll('item > title')].map((node) => node.textContent),
            language: doc.querySelector('channel > language')?.textContent,
          }
        }, xml)
        expect(parsed.error).toBeNull()
        expect(parsed.language).toBe(locale)
        // New and changed calls, the latest change first.
        expect(parsed.titles).toEqual(
          [...expected]
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
            .map((call) => call.fundName),
        )

        // One call's calendar file, from its page.
        const call = expected.find((item) => item.deadline)!
        await page.goto(`${prefix}/natjecaj/${call.id}`)
        const download = page.waitForEvent('download')
        await page.getByTestId('call-calendar').click()
        const file = await download
        expect(file.suggestedFilename()).toBe(`natjecaj-${call.id}.ics`)
        const single = new ICAL.Component(
          ICAL.parse(readFileSync((await file.path())!, 'utf8')),
        ).getAllSubcomponents('vevent')
        expect(single.map((vevent) => new ICAL.Event(vevent).startDate.toString())).toContain(
          zagrebDay(call.deadline!),
        )
      })
    })
  })
}

test.describe('catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter form is a plain GET form', async ({ page, request }) => {
    const t = catalogueText('en')
    test.setTimeout(120_000)
    await againstOtherFiles(async () => {
      const current = (await allCalls(request, 'en')).filter(isCurrent)
      const expected = current.filter(
        (call) =>
          countyMatches(call.counties ?? [], 'grad-zagreb') &&
          call.nkdCodes.some((row) => codeMatches(row.code, '62.01')),
      )
      await page.goto('/en/otvoreni-natjecaji')
      await page.getByTestId('catalogue-filters').locator('summary').click()
      await page.getByLabel(t('county'), { exact: true }).selectOption('grad-zagreb')
      await page.getByLabel(t('code')).fill('62.01')
      await page.getByRole('button', { name: t('apply') }).click()
      await expect(page).toHaveURL(
        /\/en\/otvoreni-natjecaji\?q=&code=62\.01&version=&county=grad-zagreb/,
      )
      await expect(countHeading(page)).toHaveText(t('results', { count: expected.length }))
      await expect(page.getByLabel(t('county'), { exact: true })).toHaveValue('grad-zagreb')
    })
  })
})

test.describe('catalogue at start', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test('every card shows a picture, and the page asks the server for none of its other lists', async ({
    page,
  }) => {
    const t = catalogueText('hr')
    // Requests for the list's server components (a prefetch or a navigation). On a phone, as
    // here, the navbar's link to the list is folded away: only the list's own links could ask.
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (request.headers()['rsc'] && pathname.startsWith('/otvoreni-natjecaji')) {
        asked.push(request.url())
      }
    })
    await page.goto('/otvoreni-natjecaji')
    const cards = page.locator('main article')
    expect(await cards.count()).toBeGreaterThan(1)
    // A card without an image draws its programme's kind from the drawing the list holds once.
    const unseen = await cards.evaluateAll(
      (articles) =>
        articles.filter((article) => {
          if (article.querySelector('img')) return false
          const art = article.querySelector('svg[data-programme-art]')
          const id = art?.querySelector('use')?.getAttribute('href')?.slice(1)
          const drawing = id ? document.getElementById(id) : null
          return !(
            art &&
            art.getBoundingClientRect().height > 0 &&
            drawing?.tagName === 'symbol' &&
            drawing.childElementCount > 0
          )
        }).length,
    )
    expect(unseen).toBe(0)
    // The tabs, filters and pages lead to lists rendered per request: pointing at one or seeing
    // it fetches nothing until it is chosen.
    const tab = page.getByRole('link', { name: new RegExp(`^${t('statusTabs.open')} \\(`) })
    await tab.hover()
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    await tab.click()
    await expect(page).toHaveURL(/status=open/)
    expect(asked.length).toBeGreaterThan(0)
  })
})
