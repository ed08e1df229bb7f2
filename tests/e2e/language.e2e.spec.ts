import { expect } from '@playwright/test'

import { test } from './fixtures'
import { languages, localized, routes } from './helpers'

test.describe('languages', () => {
  for (const { locale, prefix } of languages) {
    test(`serves every page in ${locale} with lang, canonical and hreflang`, async ({ page }) => {
      for (const route of routes) {
        const response = await page.goto(localized(prefix, route))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical!).pathname).toBe(localized(prefix, route))
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [
              link.getAttribute('hreflang'),
              new URL(link.getAttribute('href')!).pathname,
            ]),
          )
        expect(Object.fromEntries(alternates)).toEqual({
          hr: localized('', route),
          en: localized('/en', route),
          de: localized('/de', route),
          'x-default': localized('', route),
        })
      }
    })
  }

  test('home renders the section anchors in every language', async ({ page }) => {
    for (const { prefix } of languages) {
      await page.goto(localized(prefix, '/'))
      for (const id of ['home', 'services', 'about', 'contact']) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1)
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    }
  })

  test('the switcher keeps the page, and the choice survives a reload and a new visit', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pravila privatnosti')
    await page.getByRole('button', { name: 'Trenutni jezik: Hrvatski' }).click()
    const options = page.getByRole('menuitem')
    await expect(options).toHaveText([/HR\s*Hrvatski/, /EN\s*English/, /DE\s*Deutsch/])
    await page.getByRole('menuitem', { name: /EN/ }).click()
    await expect(page).toHaveURL(/\/en\/privacy$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    const cookie = (await context.cookies()).find((entry) => entry.name === 'site-locale')
    expect(cookie?.value).toBe('en')
    expect(await page.evaluate(() => localStorage.getItem('site-locale'))).toBe('en')

    // A later visit to an unprefixed address goes to the remembered language.
    await page.goto('/terms')
    await expect(page).toHaveURL(/\/en\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use')

    // Switching by keyboard to German, then back to Croatian.
    const trigger = page.getByRole('button', { name: 'Current language: English' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: /DE/ }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen')

    await page.getByRole('button', { name: 'Aktuelle Sprache: Deutsch' }).click()
    await page.getByRole('menuitem', { name: /HR/ }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uvjeti korištenja')
    await page.goto('/')
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
  })

  test('the language menu works from the keyboard: arrows, Home, End, Escape and Tab', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const trigger = page.getByRole('button', { name: 'Trenutni jezik: Hrvatski' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('menu', { name: 'Jezik' })
    await expect(menu.getByRole('menuitem', { name: /HR/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: /EN/ })).toBeFocused()
    await page.keyboard.press('End')
    await expect(menu.getByRole('menuitem', { name: /DE/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: /HR/ })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(menu.getByRole('menuitem', { name: /DE/ })).toBeFocused()
    await page.keyboard.press('Home')
    await expect(menu.getByRole('menuitem', { name: /HR/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // ArrowUp opens on the last language; Tab leaves and closes the menu.
    await page.keyboard.press('ArrowUp')
    await expect(menu.getByRole('menuitem', { name: /DE/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu).toBeHidden()

    // A click outside closes it too.
    await trigger.click()
    await expect(menu).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/privacy$/)
  })

  test('accepts only hr, en and de', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'site-locale', value: 'fr', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr')
    const response = await page.goto('/fr')
    expect(response?.status()).toBe(404)
  })
})
