import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { getHomeCopy } from '@/copy/home'
import type { Locale } from '@/i18n/locales'

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
 * not the page's contrast. The deferred home sections are laid out first, as an in-page link does
 * (src/components/site/renderNear.ts): laid out one per idle period, a section could move the
 * ones below it while axe yields between its checks, and axe would then read the colours behind
 * a link at a point where the link no longer is. `include` limits the check to a part of the
 * page (a custom view of /admin, whose own frame is Payload's).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-reveal]') ||
      document.documentElement.classList.contains('reveal-ready'),
  )
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.documentElement.classList.add('render-all')
        requestAnimationFrame(() => requestAnimationFrame(resolve))
      }),
  )
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  )
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ])
  const results = await (include ? builder.include(include) : builder).analyze()
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

/** Picks an option of one of /admin's select or relationship fields (a react-select). */
export async function chooseInAdmin(page: Page, field: string, option: string) {
  await page.locator(`#field-${field}`).locator('.rs__control').click()
  await page.locator('.rs__option', { hasText: option }).click()
}

/** Fills the home page's contact form (it posts only when its button is pressed). */
export async function fillContact(page: Page, locale: Locale, email: string, message: string) {
  const copy = getHomeCopy(locale).contact.form
  const form = page.locator('form[aria-labelledby="contact-form-title"]')
  await form.getByLabel(copy.firstName, { exact: true }).fill('Marija')
  await form.getByLabel(copy.lastName, { exact: true }).fill('Kovačević')
  await form.getByLabel(copy.email, { exact: true }).fill(email)
  await form.getByLabel(copy.company).fill('Drvo Primjer d.o.o.')
  await form.getByLabel(copy.message, { exact: true }).fill(message)
  return { form, copy }
}

type Lead = {
  id: number
  email: string
  locale: string
  message: string
  source: string
  delivery: { status: string }
}

/** The leads stored for an address, read through the REST API with a staff member's headers. */
export async function leadsWith(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
) {
  const response = await request.get(
    `/api/leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`,
    { headers },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Lead[] }).docs
}
