import http from 'node:http'

import { expect, type Page } from '@playwright/test'

import { test } from './fixtures'
import { languages, localized, routes } from './helpers'

/** Pages a search engine may index: all but the account recovery steps below /auth/. */
const recoveryRoutes = routes.filter((route) => route.startsWith('/auth/'))
const publicRoutes = routes.filter((route) => !route.startsWith('/auth/'))

/** Collects the Content-Security-Policy violations a page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/)
}

test.describe('security headers', () => {
  for (const { locale, prefix } of languages) {
    test(`every page in ${locale} has a strict policy and runs without a violation`, async ({
      page,
    }) => {
      await watchViolations(page)
      for (const route of routes) {
        const response = await page.goto(localized(prefix, route))
        expect(response?.status(), route).toBe(200)
        const headers = response!.headers()
        expectSecurityHeaders(headers)
        const policy = headers['content-security-policy']!
        const scripts = /script-src ([^;]*)/.exec(policy)![1]!
        expect(scripts, route).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
        expect(policy).toContain("frame-ancestors 'none'")
        expect(policy).toContain("object-src 'none'")
        // The page came alive: React's data scripts ran and the islands hydrated.
        await expect
          .poll(() => page.evaluate(() => Array.isArray((self as { __next_f?: unknown }).__next_f)))
          .toBe(true)
        await expect(page.getByRole('button', { name: /chat/i }).first()).toBeEnabled()
        expect(await violations(page), route).toEqual([])
      }
    })
  }

  test('an island works under the policy: the chat opens and the funding check answers', async ({
    page,
  }) => {
    await watchViolations(page)
    await page.goto('/')
    const launcher = page.getByRole('button', { name: 'Otvori chat s asistentom' })
    // A click before the page's script has taken over the button does nothing.
    await expect(launcher).toHaveAttribute('data-enhanced', 'true')
    await launcher.click()
    await expect(page.getByRole('dialog', { name: 'Asistent za EU fondove' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('only /admin asks for the colour-scheme client hint', async ({ request }) => {
    for (const path of ['/', '/en/insights', '/de/otvoreni-natjecaji']) {
      const headers = (await request.get(path)).headers()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['vary'] ?? '', path).not.toMatch(/Sec-CH/i)
    }
    const admin = (await request.get('/admin/login')).headers()
    expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('the admin has its own policy and works under it', async ({ page }) => {
    await watchViolations(page)
    const response = await page.goto('/admin/login')
    const headers = response!.headers()
    expectSecurityHeaders(headers)
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
    await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test('JSON, feeds and files get the security headers and a deny-all policy', async ({
    request,
  }) => {
    for (const path of ['/api/funding-calls?limit=1', '/insights/feed', '/og-default.jpg']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectSecurityHeaders(response.headers())
      expect(response.headers()['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    }
  })
})

test.describe('search engines', () => {
  test('the sitemap lists every public page in three languages with hreflang, and each answers 200', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
      alternates: [...entry!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    }))
    const paths = entries.map((entry) => new URL(entry.loc).pathname)
    for (const { prefix } of languages) {
      for (const route of publicRoutes) expect(paths).toContain(localized(prefix, route))
    }
    expect(paths.filter((path) => path.includes('/auth/'))).toEqual([])
    for (const entry of entries) {
      expect(entry.alternates.map(([lang]) => lang).sort()).toEqual(['de', 'en', 'hr', 'x-default'])
    }
    for (const path of new Set(paths)) {
      const response = await request.get(path, { maxRedirects: 0 })
      if (response.status() === 200) continue
      // Otherwise another test's page, deleted or moved since the sitemap was read (tests share
      // the server): the sitemap must then have dropped that address too, within the time a
      // save takes to expire it.
      await expect
        .poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`${path}<`), {
          message: `${path} answers ${response.status()} but stays in the sitemap`,
          timeout: 15_000,
        })
        .toBe(false)
    }
  })

  test('the pages of the sitemap may be indexed, the account recovery steps may not', async ({
    page,
  }) => {
    const robotsMeta = page.locator('meta[name="robots"]')
    for (const { prefix } of languages) {
      for (const route of ['/', '/auth', '/insights']) {
        await page.goto(localized(prefix, route))
        await expect(robotsMeta, route).toHaveCount(0)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        expect(new URL(canonical!).pathname, route).toBe(localized(prefix, route))
      }
      for (const route of recoveryRoutes) {
        await page.goto(localized(prefix, route))
        await expect(robotsMeta, route).toHaveAttribute('content', /noindex/)
      }
    }
  })

  test('robots.txt points to the sitemap and keeps crawlers out of the admin and the API', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /api/')
  })

  test('the home page describes the firm in Osijek as structured data, with an Open Graph image', async ({
    page,
  }) => {
    for (const { prefix } of languages) {
      await page.goto(prefix || '/')
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
      const firm = blocks
        .map((block) => JSON.parse(block) as Record<string, unknown>)
        .find((data) => data['@type'] === 'ProfessionalService')
      expect(firm).toMatchObject({
        address: { '@type': 'PostalAddress', addressLocality: 'Osijek', addressCountry: 'HR' },
      })
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
      expect((await page.request.get(new URL(image!).pathname)).status()).toBe(200)
    }
  })
})

test.describe('the API through the production server', () => {
  test('answers malformed ids, queries and image addresses with 400 or 404, never 500', async ({
    request,
  }) => {
    expect((await request.get('/api/funding-calls/abc')).status()).toBe(404)
    expect(
      (await request.get('/api/funding-calls?where[deadline][equals]=notadate')).status(),
    ).toBe(400)
    expect((await request.get('/api/funding-calls?where[id][in]=1,2,abc')).status()).toBe(400)
    const image = await request.get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fx.jpg&w=64&q=75')
    expect(image.status()).toBe(404)
    expect((await request.get('/api/payload-migrations')).status()).toBe(404)
    // The image renderer Payload's Next.js adapter adds: closed, nothing on the site uses it.
    expect((await request.get('/api/og?title=x')).status()).toBe(404)
  })

  test('refuses a form posted from another site, and takes the same form from its own pages', async ({
    page,
  }) => {
    // A page on another origin posting the contact form (login CSRF and forged enquiries).
    const forged = await page.request.post('/api/contact', {
      headers: { origin: 'https://napadac.example', 'sec-fetch-site': 'cross-site' },
      form: { firstName: 'Ana', lastName: 'Horvat', email: 'ana@primjer.hr', message: 'Upit' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    await page.goto('/')
    const own = await page.evaluate(async () => {
      const response = await fetch('/api/funding-check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oib: '69435151530', nkd: '62.01' }),
      })
      return response.status
    })
    expect(own).toBe(200)
  })

  test('answers a body over 64 KB with 413 and its message, even a chunked one, without reading it whole', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/en')
    const large = await page.evaluate(async () => {
      const response = await fetch('/api/contact?locale=en', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(100_000) }),
      })
      return { status: response.status, body: await response.json() }
    })
    expect(large).toEqual({
      status: 413,
      body: { error: 'The request is too large (64 KB at most).' },
    })

    // A script streams 10 MB in chunks: the answer comes after the first of them.
    const { status, chunks } = await new Promise<{ status: number; chunks: number }>(
      (resolve, reject) => {
        let chunks = 0
        const request = http.request(new URL('/api/contact', baseURL), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        })
        request.on('response', (response) => {
          response.resume()
          resolve({ status: response.statusCode ?? 0, chunks })
          request.destroy()
        })
        request.on('error', (error) => (chunks >= 40 ? undefined : reject(error)))
        const send = () => {
          if (chunks >= 40) return request.end()
          chunks += 1
          request.write(Buffer.alloc(256 * 1024, 120), () => setTimeout(send, 20))
        }
        send()
      },
    )
    expect(status).toBe(413)
    expect(chunks).toBeLessThan(10)
  })

  test('keys rate limits by the address a trusted proxy reports', async ({ request }) => {
    // The browser tests reach the server over loopback, a trusted proxy by default: the address
    // it forwards counts, so two clients behind it have their own allowance.
    const ask = (address: string) =>
      request.post('/api/funding-check', {
        headers: { 'x-forwarded-for': address },
        data: { oib: '69435151530', nkd: '62.01' },
      })
    const first: number[] = []
    for (let n = 0; n < 21; n += 1) first.push((await ask('198.51.100.177')).status())
    expect(first.slice(0, 20).every((status) => status === 200)).toBe(true)
    expect(first[20]).toBe(429)
    expect((await ask('198.51.100.178')).status()).toBe(200)
  })
})

/** A request exactly as written (method and path untouched), answered with status and headers. */
function rawRequest(baseURL: string, method: string, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const { hostname, port } = new URL(baseURL)
    const sent = http.request({ hostname, port, method, path }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      )
    })
    sent.on('error', reject)
    sent.end()
  })
}

test.describe('odd methods and addresses through the production server', () => {
  test('pages answer a method they do not take with 405 and what they take, never 200 or 500', async ({
    request,
  }) => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'OPTIONS', 'POST']) {
      for (const path of ['/', '/en/insights', '/otvoreni-natjecaji', '/robots.txt']) {
        const response = await request.fetch(path, { method, maxRedirects: 0 })
        expect(response.status(), `${method} ${path}`).toBe(405)
        expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD')
        expectSecurityHeaders(response.headers())
      }
    }
    // /admin also takes the POST of Payload's server functions.
    const admin = await request.fetch('/admin/login', { method: 'PUT', maxRedirects: 0 })
    expect(admin.status()).toBe(405)
    expect(admin.headers()['allow']).toBe('GET, HEAD, POST')
    expect((await request.head('/')).status()).toBe(200)
  })

  test('TRACE answers 405 and a broken percent-encoding 400, on pages, files and the API', async ({
    baseURL,
  }) => {
    for (const path of ['/', '/en/insights', '/api/funding-calls', '/_next/static/x.js']) {
      const trace = await rawRequest(baseURL!, 'TRACE', path)
      expect(trace.status, `TRACE ${path}`).toBe(405)
      expect(trace.headers['allow'], `TRACE ${path}`).toMatch(/^GET, HEAD/)
    }
    for (const path of [
      '/%',
      '/%E0%A4%A',
      '/natjecaj/%zz',
      '/en/insights/%C0%AF',
      '/api/funding-calls/%E0%A4%A',
      '/_next/static/%',
    ]) {
      expect((await rawRequest(baseURL!, 'GET', path)).status, path).toBe(400)
    }
  })

  test('the booking page shows a day that is no date as the page without a day', async ({
    request,
  }) => {
    for (const day of ['2026-13-45', '2026-02-30', '0000-00-00', 'sutra']) {
      const response = await request.get(`/booking?day=${day}`)
      expect(response.status(), day).toBe(200)
      expect(await response.text(), day).toContain('data-testid="booking-')
    }
  })

  test('a call that is gone redirects to the catalogue with one Location header', async ({
    request,
  }) => {
    // An id no call has: a deleted call's page answers the same.
    const path = `/natjecaj/${2_000_000_000 + (Date.now() % 100_000_000)}`
    for (const visit of ['first', 'cached']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), visit).toBe(307)
      const locations = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'location')
        .map(({ value }) => value)
      expect(locations, visit).toHaveLength(1)
      expect(locations[0], visit).toMatch(/\/otvoreni-natjecaji\?notice=not-found$/)
    }
  })
})
