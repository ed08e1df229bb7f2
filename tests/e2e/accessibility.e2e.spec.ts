import { expect } from '@playwright/test'

import { test } from './fixtures'
import { expectNoAxeViolations, languages, localized, routes } from './helpers'

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // One test per page and language (the 404 page last): seventeen pages with axe in one test ran
  // out of its 90 s on a busy two-core machine, and a failure now names its page.
  for (const { locale, prefix } of languages) {
    for (const route of [...routes, '/nema-je']) {
      test(`${localized(prefix, route)} has no violation (${locale})`, async ({ page }) => {
        await page.goto(localized(prefix, route))
        await expectNoAxeViolations(page)
      })
    }
  }

  test('open menus have no violation', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
    await nav.getByRole('button', { name: 'Usluge' }).click()
    await expect(nav.getByRole('link', { name: 'EU fondovi' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Trenutni jezik: Hrvatski' }).click()
    await expect(page.getByRole('menuitem').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('the open mobile menu has no violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en')
    // A click before the page has hydrated does nothing: press until the menu answers.
    const menu = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(async () => {
      if (!(await menu.isVisible())) {
        await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 1000 })
      }
      await expect(menu).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expectNoAxeViolations(page)
  })
})
