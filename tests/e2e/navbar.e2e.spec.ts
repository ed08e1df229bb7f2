import { expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { idlePeriods } from './helpers'

/** True when a computed box-shadow has a layer with a colour that is not fully transparent. */
function hasVisibleShadow(boxShadow: string): boolean {
  if (boxShadow === 'none') return false
  return [...boxShadow.matchAll(/rgba?\(([^)]+)\)/g)].some((match) => {
    const alpha = match[1]!.split(',')[3]
    return alpha === undefined || Number(alpha) > 0
  })
}

/**
 * The section's top sits right under the fixed header, and stays there: the jump landed exactly,
 * although the home sections below the first screen are laid out lazily (content-visibility).
 */
async function expectLandedOn(page: Page, id: string) {
  const landed = () =>
    page.evaluate((id) => {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? NaN
      return Math.abs(top - header) <= 2
    }, id)
  await expect.poll(landed).toBe(true)
  // And stays: the fonts and the images above it have arrived, and through the next 30 frames
  // (half a second) nothing moves it.
  await page.evaluate(async () => {
    await document.fonts.ready
    const above = Array.from(document.images).filter(
      (image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight,
    )
    await Promise.all(
      above.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve)
            image.addEventListener('error', resolve)
          }),
      ),
    )
  })
  const moved = await page.evaluate(async (id) => {
    const offsets: number[] = []
    for (let frame = 0; frame < 30; frame++) {
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
      offsets.push(
        Math.round((document.getElementById(id)?.getBoundingClientRect().top ?? NaN) - header),
      )
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    return offsets.filter((offset) => Math.abs(offset) > 2)
  }, id)
  expect(moved).toEqual([])
}

test.describe('navigation bar (desktop)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
    // A link clicked before the page has hydrated jumps natively, and Next.js's first history
    // write then puts back the address it read at the start ("/"), as in a slow run.
    await expect(page.locator('[data-enhanced]').first()).toBeAttached()
  })

  test('gets its shadow only after 50 px of scrolling', async ({ page }) => {
    const header = page.locator('header').first()
    const shadow = async () =>
      hasVisibleShadow(await header.evaluate((element) => getComputedStyle(element).boxShadow))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect(await shadow()).toBe(false)
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(shadow).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await expect.poll(shadow).toBe(false)
  })

  test('opens the services menu on hover after 200 ms and lists the six service pages', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    const trigger = nav.getByRole('button', { name: 'Usluge' })
    const started = Date.now()
    await trigger.hover()
    const firstService = nav.getByRole('link', { name: 'Poslovno savjetovanje' })
    await expect(firstService).toBeVisible()
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const hrefs = await nav
      .locator('a[href^="/services/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      '/services/consultancy',
      '/services/eu-business-plans',
      '/services/financial-advisory',
      '/services/eu-funding',
      '/services/entrepreneur-consulting',
      '/services/grant-business-plans',
    ])
    // Leaving the menu closes it after a short delay.
    await page.mouse.move(5, 600)
    await expect(firstService).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('lists the resources and about menus', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    await nav.getByRole('button', { name: 'Resursi' }).click()
    for (const [name, href] of [
      ['Članci i analize', '/insights'],
      ['Studije slučaja', '/case-studies'],
      ['Materijali za preuzimanje', '/resources'],
      ['Besplatni alati', '/tools'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    // Opening another menu closes the first.
    await nav.getByRole('button', { name: 'O nama' }).click()
    await expect(nav.getByRole('link', { name: 'Studije slučaja' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'O tvrtki' })).toHaveAttribute('href', '/#about')
    await expect(nav.getByRole('link', { name: 'Naš tim' })).toHaveAttribute('href', '/#about')
    await expect(nav.getByRole('link', { name: 'Karijere' })).toHaveAttribute('href', '/careers')
    await expect(nav.getByRole('link', { name: 'Otvoreni natječaji' })).toHaveAttribute(
      'href',
      '/otvoreni-natjecaji',
    )
  })

  test('closes a menu on an outside click and on selection', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    const about = nav.getByRole('button', { name: 'O nama' })
    await about.click()
    await expect(nav.getByRole('link', { name: 'O tvrtki' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(nav.getByRole('link', { name: 'O tvrtki' })).toBeHidden()

    await about.click()
    await nav.getByRole('link', { name: 'O tvrtki' }).click()
    await expect(nav.getByRole('link', { name: 'O tvrtki' })).toBeHidden()
    await expect(page.locator('#about')).toBeInViewport()
    await expect(page).toHaveURL(/\/#about$/)
  })

  test('works by keyboard', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    const trigger = nav.getByRole('button', { name: 'Usluge' })
    // The home page's sections load their code after the first paint and React hydrates the
    // page once it has arrived: until then a key press does nothing, so press until it answers.
    await expect(async () => {
      await trigger.focus()
      await page.keyboard.press('Enter')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Poslovno savjetovanje' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    // Arrow keys open the menu and move through its links.
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Poslovno savjetovanje' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Poslovni planovi za EU projekte' })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(nav.getByRole('link', { name: 'Poslovni planovi za potpore' })).toBeFocused()
    // Tabbing out of the menu closes it.
    await page.keyboard.press('Tab')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('opens the external product in a new tab with rel=noopener', async ({ page }) => {
    const product = page
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: /Fondium Radar/ })
    await expect(product).toHaveAttribute('href', 'https://radar.fondium.example/')
    await expect(product).toHaveAttribute('target', '_blank')
    await expect(product).toHaveAttribute('rel', /\bnoopener\b/)
  })

  test('scrolls smoothly to the contact section from the home page', async ({ page }) => {
    await expect(page.locator('#contact')).not.toBeInViewport()
    await page
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: 'Kontakt' })
      .click()
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator('#contact')).toBeFocused()
    await expectLandedOn(page, 'contact')
  })

  test('takes the call to action from another page to /#contact', async ({ page }) => {
    // The header button shows below 1280 px and from 1536 px (in between, "Contact" is in the menu).
    await page.setViewportSize({ width: 1600, height: 900 })
    await page.goto('/en/privacy')
    await page.getByRole('link', { name: 'Free consultation' }).first().click()
    await expect(page).toHaveURL(/\/en#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
    await expectLandedOn(page, 'contact')
  })

  test('opens a link to a home section at that section, on a phone too', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const section of ['about', 'insights']) {
        await page.goto(`/#${section}`)
        await expectLandedOn(page, section)
      }
    }
  })
})

test.describe('layout', () => {
  test('nothing overflows sideways, even with the longer German labels', async ({ page }) => {
    for (const width of [390, 768, 1100, 1280, 1440, 1600]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/de')
      const header = page.locator('header').first()
      const overflow = await header.evaluate((element) => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        header: Math.max(
          ...Array.from(element.querySelectorAll('a, button'))
            .filter((node) => node.getBoundingClientRect().width > 0)
            .map((node) => node.getBoundingClientRect().right - window.innerWidth),
        ),
      }))
      expect(overflow.page, `page width at ${width}px`).toBeLessThanOrEqual(0)
      expect(overflow.header, `header at ${width}px`).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('footer', () => {
  test('shows the site settings, the current year and working legal pages', async ({ page }) => {
    await page.goto('/de')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'info@fondium.example' })).toHaveAttribute(
      'href',
      'mailto:info@fondium.example',
    )
    await expect(footer.getByRole('link', { name: '+385 31 200 300' })).toHaveAttribute(
      'href',
      'tel:+38531200300',
    )
    await expect(footer).toContainText('Europska avenija 12, 31000 Osijek, Kroatien')
    for (const network of ['LinkedIn', 'Instagram', 'Facebook']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute(
        'target',
        '_blank',
      )
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Fondium`)
    const legal = footer.getByRole('navigation', { name: 'Rechtliches' })
    for (const [name, heading] of [
      ['Datenschutzerklärung', 'Datenschutzerklärung'],
      ['Nutzungsbedingungen', 'Nutzungsbedingungen'],
      ['Cookie-Richtlinie', 'Cookie-Richtlinie'],
    ] as const) {
      await legal.getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveURL(/\/de\/(privacy|terms|cookies)$/)
    }
  })
})

test.describe('fetching the home page ahead', () => {
  test('a service page fetches the home page only once the visitor points at a link to it', async ({
    page,
  }) => {
    const homeFetches: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const isRouterFetch = url.searchParams.has('_rsc') || request.headers()['rsc'] === '1'
      if (url.pathname === '/' && isRouterFetch) homeFetches.push(url.href)
    })
    await page.goto('/services/eu-funding')
    // The logo, "Početna", "Kontakt" and the hero's contact buttons all lead to the home page.
    await page.waitForLoadState('networkidle')
    // Links in view would be prefetched when the page is idle after hydrating: it has been.
    await idlePeriods(page, 3)
    expect(homeFetches).toEqual([])

    await page.getByRole('link', { name: /početna stranica/ }).hover()
    await expect.poll(() => homeFetches.length).toBeGreaterThan(0)
    await page.getByRole('link', { name: /početna stranica/ }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#contact')).toBeAttached()
  })
})
