// What a page costs a visitor: the bytes a real Chromium receives (compressed, as transferred)
// per kind of resource, for one page load at a 1280×800 desktop viewport, read from the
// DevTools protocol. Shared by bench/page-weight/run.mjs and the browser test that holds every
// page to its JavaScript budget (tests/e2e/page-weight.e2e.spec.ts).
import path from 'node:path'

import { localized } from './site.mjs'

/** Each page's JavaScript budget in bytes (`npm run bench:page-weight -- --write-budget`). */
export const budgetFile = path.join(import.meta.dirname, 'pageWeightBudget.json')

/** Resource types of the DevTools protocol, grouped the way the table shows them. */
const kinds = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'images',
  Font: 'fonts',
}

/**
 * Loads `url` in `page` and returns the transferred bytes per kind (html, js, css, images,
 * fonts, other), once the network has been idle for half a second.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function measurePage(page, url) {
  const client = await page.context().newCDPSession(page)
  await client.send('Network.enable')
  await client.send('Network.setCacheDisabled', { cacheDisabled: true })
  /** @type {Map<string, string>} */
  const types = new Map()
  /** @type {Map<string, number>} */
  const sizes = new Map()
  client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
  client.on('Network.loadingFinished', (event) =>
    sizes.set(event.requestId, event.encodedDataLength),
  )
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await client.detach()
  const totals = { html: 0, js: 0, css: 0, images: 0, fonts: 0, other: 0 }
  for (const [id, size] of sizes) {
    const kind = kinds[/** @type {keyof typeof kinds} */ (types.get(id) ?? '')] ?? 'other'
    totals[/** @type {keyof typeof totals} */ (kind)] += size
  }
  return totals
}

/**
 * The page's name in the budget: the route in its language, a detail page's database id as
 * `{id}` (ids differ between databases; the budget is per kind of page).
 * @param {string} prefix
 * @param {string} route
 */
export const budgetKey = (prefix, route) => localized(prefix, route.replace(/\/\d+$/, '/{id}'))

/** How much a page's JavaScript may grow over its budget before the check fails. */
export const allowedGrowth = 0.1
