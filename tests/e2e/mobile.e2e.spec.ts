import { expect } from '@playwright/test'

import { test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test.describe('mobile menu', () => {
  test('opens, lists the site, and closes on each choice and on Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Otvori izbornik' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toHaveCount(0)

    const menu = page.getByRole('navigation', { name: 'Glavna navigacija' })
    // A click before the page has hydrated does nothing: press until the menu answers.
    await expect(async () => {
      if (!(await menu.isVisible())) await toggle.click({ timeout: 1000 })
      await expect(menu).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Zatvori izbornik' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(menu.locator('a[href^="/services/"]')).toHaveCount(6)
    await expect(menu.getByRole('link', { name: 'Otvoreni natječaji' })).toBeVisible()
    await expect(menu.getByRole('link', { name: /Fondium Radar/ })).toHaveAttribute(
      'target',
      '_blank',
    )

    await menu.getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page.locator('#contact')).toBeInViewport()

    await page.getByRole('button', { name: 'Otvori izbornik' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Otvori izbornik' })).toBeFocused()

    await page.getByRole('button', { name: 'Otvori izbornik' }).click()
    await menu.getByRole('link', { name: 'Početna' }).click()
    await expect(menu).toBeHidden()
  })
})
