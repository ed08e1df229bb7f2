import { expect, type Page } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'
import { demoTeam, demoTestimonials } from '@/features/team/demo/team'

import { test } from './fixtures'
import {
  axeViolationsNow,
  expectNoAxeViolations,
  idlePeriods,
  languages,
  localized,
  nextFrames,
} from './helpers'

/** A text as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Scrolls through the whole page, so every fade-in element has been seen. */
async function scrollThrough(page: Page) {
  // One step of 400 px a frame, as a wheel would: each element is seen by its observer on the way.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
  })
}

/** Index (0-based, in document order) of the testimonial at the carousel's left edge. */
async function firstVisibleSlide(page: Page) {
  return page.getByTestId('testimonials-viewport').evaluate((viewport) => {
    const left = viewport.getBoundingClientRect().left
    const slides = Array.from(viewport.querySelectorAll('[aria-roledescription="slide"]'))
    const distances = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left))
    return distances.indexOf(Math.min(...distances))
  })
}

// The home page as most visitors get it: with its background clips (tests/e2e/fixtures.ts).
test.use({ heroVideos: true })

test.describe('home page', () => {
  for (const { locale, prefix } of languages) {
    const copy = getHomeCopy(locale)

    test(`shows every section in ${locale}`, async ({ page, request }) => {
      await page.goto(localized(prefix, '/'))
      for (const id of ['home', 'services', 'funding-check', 'about', 'insights', 'contact']) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1)
      }
      const hero = page.locator('section#home')
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title)
      for (const benefit of copy.hero.benefits) await expect(hero).toContainText(benefit)
      await expect(hero.getByRole('link', { name: copy.hero.contactButton })).toHaveAttribute(
        'href',
        `${localized(prefix, '/')}#contact`,
      )

      const services = page.locator('section#services')
      const cards = services.locator('h3')
      await expect(cards).toHaveText(copy.services.cards.map((card) => card.title))
      const learnMore = services.getByRole('link', { name: new RegExp(copy.services.learnMore) })
      await expect(learnMore).toHaveCount(6)
      const targets = await learnMore.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )
      expect(new Set(targets).size).toBe(6)
      for (const target of targets)
        expect(target).toMatch(new RegExp(`^${prefix}/services/[a-z-]+$`))
      await expect(services.locator('li li')).toHaveCount(18)

      for (const figure of ['96%', '100+', '€1M+', '10+']) {
        await expect(page.getByText(figure, { exact: true }).first()).toBeAttached()
      }
      await expect(page.getByLabel(copy.fundingCheck.oibLabel, { exact: true })).toHaveAttribute(
        'maxlength',
        '11',
      )
      await expect(page.getByLabel(copy.fundingCheck.nkdLabel)).toBeVisible()

      const about = page.locator('section#about')
      await expect(about.getByRole('heading', { level: 2 })).toHaveText(copy.about.title)
      for (const value of ['10+', '100+', '5+', '96%']) {
        await expect(about.getByText(value, { exact: true })).toBeVisible()
      }
      // The team and the testimonials come from /admin: the demo seed's, in their order.
      await expect(about.locator('#team li')).toHaveText(
        demoTeam.map(
          (member) => new RegExp(`${escaped(member.name)}\\s*${escaped(member.role[locale])}$`),
        ),
      )
      const slides = about.locator('[aria-roledescription="slide"]')
      await expect(slides).toHaveCount(demoTestimonials.length)
      await expect(slides.first()).toContainText(demoTestimonials[0]!.quote[locale])

      const newest = await request.get(
        `/api/articles?sort=-publishedDate&limit=3&depth=0&locale=${locale}`,
      )
      const titles = ((await newest.json()) as { docs: { title: string }[] }).docs.map(
        (article) => article.title,
      )
      const insights = page.locator('section#insights')
      await expect(insights.locator('h3')).toHaveText(titles)
      await expect(insights.getByRole('link', { name: copy.insights.viewAll })).toHaveAttribute(
        'href',
        localized(prefix, '/insights'),
      )

      const contact = page.locator('section#contact')
      for (const label of [copy.contact.form.firstName, copy.contact.form.lastName]) {
        await expect(contact.getByLabel(label, { exact: true })).toHaveAttribute('required', '')
      }
      await expect(contact.getByLabel(copy.contact.form.email, { exact: true })).toHaveAttribute(
        'type',
        'email',
      )
      await expect(contact.getByRole('textbox', { name: copy.contact.form.message })).toBeVisible()
      await expect(contact).toContainText(copy.contact.consultation.hours)

      await scrollThrough(page)
      await expectNoAxeViolations(page)
    })
  }

  test('settles at load: its height stays, nothing in view fades, and axe passes at once', async ({
    page,
  }) => {
    // Every transition or animation that starts after `load`, with what it moves.
    await page.addInitScript(() => {
      const started: string[] = []
      ;(window as unknown as { __startedAfterLoad: string[] }).__startedAfterLoad = started
      window.addEventListener('load', () => {
        for (const type of ['transitionrun', 'animationstart']) {
          document.addEventListener(
            type,
            (event) => {
              const target = event.target as Element
              // The hero's background clips cross-fade once they play (a decoration, hidden
              // from assistive technology); anything else moving after load is content.
              if (target.closest('[aria-hidden="true"]')) return
              started.push(`${type} ${target.tagName.toLowerCase()}.${target.className}`)
            },
            true,
          )
        }
      })
    })
    await page.goto('/', { waitUntil: 'load' })
    const height = () => page.evaluate(() => document.documentElement.scrollHeight)
    const atLoad = await height()
    expect(await axeViolationsNow(page)).toEqual([])
    // The page's scripts have hydrated, waited for idle (the clips) and done what they do then.
    await expect(page.locator('html')).toHaveClass(/reveal-ready/)
    await idlePeriods(page, 3)
    await nextFrames(page, 5)
    expect(await height()).toBe(atLoad)
    expect(await axeViolationsNow(page)).toEqual([])
    expect(
      await page.evaluate(
        () => (window as unknown as { __startedAfterLoad: string[] }).__startedAfterLoad,
      ),
    ).toEqual([])
  })

  test('the figures fade in and count up once, when the band comes into view', async ({ page }) => {
    await page.goto('/')
    const band = page.locator('section[aria-labelledby="stats-title"]')
    const animated = band.locator('dd span[aria-hidden]').first()
    // Below the fold the figure waits at zero.
    await expect(animated).toHaveText('0%')
    const revealed = band.locator('[data-reveal]').first()
    await expect(revealed).not.toHaveClass(/in-view/)
    await band.scrollIntoViewIfNeeded()
    await expect(revealed).toHaveClass(/in-view/)
    await expect(animated).toHaveText('96%', { timeout: 4000 })
    await page.evaluate(() => window.scrollTo(0, 0))
    // The band's observer has seen it leave before it comes back.
    await nextFrames(page, 3)
    await band.scrollIntoViewIfNeeded()
    // What the figure shows in each of the next 30 frames (half a second): never counting again.
    const seen = await animated.evaluate(async (element) => {
      const values = new Set<string>()
      for (let frame = 0; frame < 30; frame++) {
        values.add((element as HTMLElement).innerText)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      return [...values]
    })
    expect(seen).toEqual(['96%'])
  })

  test('nothing counts or plays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const band = page.locator('section[aria-labelledby="stats-title"]')
    await expect(band.locator('dd').first()).toHaveText('96%')
    await expect(band.locator('dd span[aria-hidden]')).toHaveCount(0)
    // The clips would start in the first idle period after hydration: wait past it.
    await expect(page.locator('html')).toHaveClass(/reveal-ready/)
    await idlePeriods(page, 2)
    await nextFrames(page)
    await expect(page.getByTestId('hero-video')).toHaveCount(0)
  })

  test('the poster paints first; the clips start after idle; no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { __lcp: string[]; __cls: number; __shifts: string[] }
      win.__lcp = []
      win.__cls = 0
      win.__shifts = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          const element = entry.element
          win.__lcp.push(element ? `${element.tagName}:${element.getAttribute('src') ?? ''}` : '')
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] }
        for (const entry of list.getEntries() as Shift[]) {
          win.__cls += entry.value
          const nodes = (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? source.node.outerHTML.slice(0, 120)
              : source.node?.textContent,
          )
          win.__shifts.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${nodes.join(' | ')}`,
          )
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    const videos = page.getByTestId('hero-video')
    await expect(videos).toHaveCount(2, { timeout: 8000 })
    await expect
      .poll(() => videos.first().evaluate((video) => !(video as HTMLVideoElement).paused))
      .toBe(true)
    await scrollThrough(page)
    const { lcp, cls, shifts } = await page.evaluate(() => {
      const win = window as unknown as { __lcp: string[]; __cls: number; __shifts: string[] }
      return { lcp: win.__lcp, cls: win.__cls, shifts: win.__shifts }
    })
    expect(lcp.length).toBeGreaterThan(0)
    // The poster is in the page itself: it paints with the text, without a request of its own.
    await expect(page.getByTestId('hero-poster')).toHaveAttribute(
      'src',
      /^data:image\/webp;base64,/,
    )
    expect(lcp.at(-1)).toMatch(/^(IMG:data:image\/webp;base64,|H1:|P:)/)
    expect(lcp.some((entry) => entry.startsWith('VIDEO'))).toBe(false)
    // Lighthouse reports CLS to three decimals, and the quality bar asks for 0 there. One CI run saw a
    // single 0.0003 shift that no local run reproduced; its sources are in the message.
    expect(cls, shifts.join('\n')).toBeLessThan(0.001)
  })

  for (const { locale, prefix } of languages) {
    test(`the testimonials carousel moves with its buttons and the arrow keys, and loops (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(prefix, '/'))
      const copy = getHomeCopy(locale)
      const viewport = page.getByTestId('testimonials-viewport')
      await viewport.scrollIntoViewIfNeeded()
      expect(await firstVisibleSlide(page)).toBe(0)
      await page.getByRole('button', { name: copy.about.testimonials.next }).click()
      await expect.poll(() => firstVisibleSlide(page)).toBe(1)
      await page.getByRole('button', { name: copy.about.testimonials.previous }).click()
      await expect.poll(() => firstVisibleSlide(page)).toBe(0)
      await viewport.focus()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => firstVisibleSlide(page)).toBe(5)
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => firstVisibleSlide(page)).toBe(0)
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => firstVisibleSlide(page)).toBe(1)
    })
  }

  test('the carousel shows one testimonial at a time on a phone, without buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const copy = getHomeCopy('hr')
    const viewport = page.getByTestId('testimonials-viewport')
    await viewport.scrollIntoViewIfNeeded()
    await expect(page.getByRole('button', { name: copy.about.testimonials.next })).toBeHidden()
    const widths = await viewport.evaluate((element) => {
      const slide = element.querySelector('[aria-roledescription="slide"]')!
      return [element.getBoundingClientRect().width, slide.getBoundingClientRect().width]
    })
    expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThan(2)
  })
})
