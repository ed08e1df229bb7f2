import { expect } from '@playwright/test'

import { test } from './fixtures'
import { expectNoAxeViolations, languages, localized, routes } from './helpers'

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const { locale, prefix } of languages) {
    test(`every route in ${locale} has no violation`, async ({ page }) => {
      test.setTimeout(90_000)
      for (const route of routes) {
        await page.goto(localized(prefix, route))
        await expectNoAxeViolations(page)
      }
      await page.goto(`${prefix}/nema-je`)
      await expectNoAxeViolations(page)
    })
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
