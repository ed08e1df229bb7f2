import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 390, height: 844 } })

test.describe('mobile menu', () => {
  test('opens, lists the site, and closes on each choice and on Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Otvori izbornik' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('navigation', { name: 'Glavna navigacija' })).toHaveCount(0)

    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Glavna navigacija' })
    await expect(menu).toBeVisible()
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
