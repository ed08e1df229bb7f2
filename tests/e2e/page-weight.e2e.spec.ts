import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { compileHint } from '../../scripts/http/compileHints.mjs'
import {
  allowedGrowth,
  budgetFile,
  budgetKey,
  measurePage,
} from '../../scripts/support/pageWeight.mjs'
import { languagePrefixes, localized, publicRoutes } from '../../scripts/support/site.mjs'

import { test } from './fixtures'

const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Record<string, number>

test('no page ships more than 10 % more JavaScript than its budget (bench/page-weight)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const over: string[] = []
  const routes = await publicRoutes(baseURL!)
  const pages = Object.values(languagePrefixes).flatMap((prefix) =>
    routes.map((route) => ({ key: budgetKey(prefix, route), url: localized(prefix, route) })),
  )
  for (const { key } of pages) {
    expect(budget[key], `a budget for ${key} in ${path.basename(budgetFile)}`).toBeGreaterThan(0)
  }
  // Three pages at a time, each in a tab of its own with the cache off: the bytes a page
  // transfers do not depend on what loads beside it (2.3 min one by one in CI, 1.2 min so).
  const queue = [...pages]
  const measureNext = async (): Promise<void> => {
    const next = queue.shift()
    if (!next) return
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const { js } = await measurePage(page, `${baseURL}${next.url}`)
    await page.close()
    const allowed = budget[next.key]!
    if (js > allowed * (1 + allowedGrowth)) {
      over.push(
        `${next.key}: ${js} B of JavaScript, budget ${allowed} B (+${Math.round((js / allowed - 1) * 100)} %)`,
      )
    }
    return measureNext()
  }
  await Promise.all([measureNext(), measureNext(), measureNext()])
  expect(over).toEqual([])
})

test('every page arrives whole: nothing waits in a hidden element for JavaScript to reveal it', async ({
  request,
  baseURL,
}) => {
  // React sends a Suspense boundary's content after the page, hidden, once the HTML before it
  // passes 12.8 kB, and only its script reveals it: without JavaScript the forms were missing.
  const routes = await publicRoutes(baseURL!)
  const held: string[] = []
  for (const prefix of Object.values(languagePrefixes)) {
    for (const route of routes) {
      const address = localized(prefix, route)
      const response = await request.get(address)
      expect(response.status(), address).toBe(200)
      if (/<div hidden id="S:\d+"/.test(await response.text())) held.push(address)
    }
  }
  expect(held).toEqual([])
})

test('the scripts a public page runs at start are marked for eager compilation (V8 compile hint)', async ({
  request,
}) => {
  // Without the mark, each module is compiled on the main thread while the page hydrates: about
  // 80 ms of the home page's start here (scripts/http/compileHints.mjs).
  const unmarked: string[] = []
  for (const address of ['/', '/en/otvoreni-natjecaji']) {
    const html = await (await request.get(address)).text()
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)]
    expect(scripts.length, address).toBeGreaterThan(3)
    for (const [, src] of scripts) {
      const body = await (await request.get(src!)).text()
      if (!body.startsWith(compileHint)) unmarked.push(`${address}: ${src}`)
    }
  }
  expect(unmarked).toEqual([])
})
