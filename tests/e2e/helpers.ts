import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const languages = [
  { locale: 'hr', prefix: '', home: 'Početna', notFound: 'Ups! Stranica nije pronađena' },
  { locale: 'en', prefix: '/en', home: 'Home', notFound: 'Oops! Page not found' },
  { locale: 'de', prefix: '/de', home: 'Startseite', notFound: 'Hoppla! Seite nicht gefunden' },
] as const

/** Every public route that exists so far (without the language prefix). */
export const routes = [
  '/',
  '/otvoreni-natjecaji',
  '/insights',
  '/case-studies',
  '/tools',
  '/resources',
  '/careers',
  '/services/consultancy',
  '/services/eu-funding',
  '/privacy',
  '/terms',
  '/cookies',
  '/auth',
  '/auth/forgot',
  '/auth/resend',
  '/auth/reset',
] as const

export const localized = (prefix: string, route: string) =>
  route === '/' ? prefix || '/' : `${prefix}${route}`

/**
 * Runs axe with the WCAG 2.2 AA rules and expects no violation. Waits until the page's scripts
 * have set up the scroll fade-ins and their transitions have ended: half-faded text is a moment,
 * not the page's contrast.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-reveal]') ||
      document.documentElement.classList.contains('reveal-ready'),
  )
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}
