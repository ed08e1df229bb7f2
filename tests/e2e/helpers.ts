import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { getHomeCopy } from '@/features/pages/demo/copy/home'
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
 * Runs a check that compares a page with what the API said a moment before, again from a fresh
 * read until both agree. Two files run at a time (tests/e2e/README.md), and the other one may
 * add or remove a call of its own between the two reads; a page that never agrees with the data
 * still fails, after `timeout`.
 */
export async function againstOtherFiles(check: () => Promise<void>, timeout = 90_000) {
  await expect(check).toPass({ timeout, intervals: [1000] })
}

/**
 * Runs axe with the WCAG 2.2 AA rules and expects no violation, over the whole page as a reader
 * who scrolled through it sees it: every element that fades in when it comes into view
 * (src/features/home/components/Reveal.client.tsx) is brought into view and has faded in first,
 * as axe scrolls to what it checks, and a fade starting under it would be read half-done. A page
 * as it stands at `load` is checked by `axeViolationsNow`. `include` limits the check to a part
 * of the page (a custom view of /admin, whose own frame is Payload's).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-reveal]') ||
      document.documentElement.classList.contains('reveal-ready'),
  )
  // Elements that take no room (a hidden part of the page) are left alone.
  const unseen = '[data-reveal]:not(.in-view)'
  await page.evaluate(async (selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (const element of document.querySelectorAll(selector)) {
      if (element.getClientRects().length === 0) continue
      // At once: a smooth scroll (the page's own) cut short by the next one would skip past it.
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      await frame()
      await frame()
    }
  }, unseen)
  await page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(selector)).every(
        (element) => element.getClientRects().length === 0,
      ),
    unseen,
  )
  // A toast leaves after four seconds: one leaving while axe reads the page is read half-faded
  // and shifting (the last CI's contact-form failures). A pointer on the toasts holds them, as
  // it does for a reader, so that axe checks them as they are shown.
  const toast = page.locator('[data-sonner-toast]').first()
  if (await toast.isVisible()) await toast.hover().catch(() => null)
  // Until a frame and an idle period pass with no transition running (a menu or toast closing).
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState !== 'finished' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
    const settle = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2000 })),
      )
    for (;;) {
      const now = running()
      if (now.length === 0) {
        await settle()
        if (running().length === 0) return
        continue
      }
      await Promise.all(now.map((animation) => animation.finished.catch(() => null)))
    }
  })
  expect(await axeViolationsNow(page, include)).toEqual([])
}

/** The WCAG 2.2 AA violations axe finds on the page as it stands, without waiting for anything. */
export async function axeViolationsNow(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ])
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/**
 * Resolves after the page has drawn `count` more frames: by then the work a scroll or a class
 * change sets off (intersection observers, transitions starting, a layout) has run.
 */
export function nextFrames(page: Page, count = 2) {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1))
        step(frames)
      }),
    count,
  )
}

/** Resolves once the page's main thread has been idle `count` times in a row. */
export function idlePeriods(page: Page, count = 2) {
  return page.evaluate(
    (periods) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestIdleCallback(() => step(left - 1), { timeout: 5000 })
        step(periods)
      }),
    count,
  )
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
