import { expect } from '@playwright/test'

import { test } from './fixtures'
import { languages, localized } from './helpers'

test.describe('404 page', () => {
  for (const { locale, prefix, notFound } of languages) {
    test(`answers 404 with the page in ${locale} and a link home`, async ({ page }) => {
      const response = await page.goto(`${prefix}/ova-stranica-ne-postoji/ni-ova`)
      expect(response?.status()).toBe(404)
      // Rendered on the server: the heading is in the HTML itself, not only after hydration.
      expect(await response?.text()).toMatch(new RegExp(`<h1[^>]*>${notFound}</h1>`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound)
      await page.locator('main').getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`:\\d+${localized(prefix, '/')}$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFound)
    })
  }

  test('an address no page has, or an unknown form, answers 404 with the page in its HTML, also when cached', async ({
    request,
  }) => {
    const { prefix, notFound } = languages[1]
    for (const path of ['/nema-takve-stranice', '/usluge/nema-ni-ove', '/forms/nepoznato']) {
      for (const visit of ['first', 'cached']) {
        const response = await request.get(localized(prefix, path))
        expect(response.status(), `${path}, ${visit}`).toBe(404)
        const html = await response.text()
        expect(html, `${path}, ${visit}`).toMatch(new RegExp(`<h1[^>]*>${notFound}</h1>`))
        expect(html).toMatch(/<meta name="robots" content="noindex/)
        expect(html).not.toContain('__next_error__')
      }
    }
  })

  test('answers 404 to file-like paths and unknown languages, and serves the favicon', async ({
    request,
  }) => {
    for (const path of ['/nepostojeca-datoteka.txt', '/fr', '/fr/insights', '/x.y/privacy']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
    const icon = await request.get('/favicon.ico')
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toContain('image/')
  })
})
