// npm run bench:page-weight: the compressed bytes of HTML, JavaScript, CSS, images and fonts that
// each public page (hr, en, de) transfers from a production build, measured in Chromium (see
// scripts/support/pageWeight.mjs), with each page's JavaScript against its budget in
// scripts/support/pageWeightBudget.json (the browser
// tests fail when a page's JavaScript grows more than 10 % over it).
//   --url http://host:port   measure a running site instead of preparing and starting one
//   --write-budget           write the measured JavaScript of every page as the new budget
// The site comes from scripts/support/site.mjs (BENCH_REUSE=1 reuses the previous bench build).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'

import { chromiumFlags, systemChromium } from '../../scripts/support/chromium.mjs'
import { option } from '../lib/options.mjs'
import {
  languagePrefixes,
  localized,
  prepareSite,
  publicRoutes,
  startSite,
} from '../../scripts/support/site.mjs'

import {
  allowedGrowth,
  budgetFile,
  budgetKey,
  measurePage,
} from '../../scripts/support/pageWeight.mjs'

const kB = (bytes) => (bytes / 1024).toFixed(1)

let site
const url = option('url')
if (url) site = { url, stop: async () => {} }
else {
  await prepareSite()
  site = await startSite(Number(process.env.BENCH_PORT ?? 3250))
}

const browser = await chromium.launch(
  systemChromium ? { executablePath: systemChromium, args: chromiumFlags } : {},
)
try {
  const budget = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {}
  const rows = []
  const routes = await publicRoutes(site.url)
  for (const prefix of Object.values(languagePrefixes)) {
    for (const route of routes) {
      // Detail pages have database ids; their budget is kept per kind of page.
      const key = budgetKey(prefix, route)
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      const bytes = await measurePage(page, `${site.url}${localized(prefix, route)}`)
      await page.close()
      rows.push({ key, ...bytes })
      process.stderr.write(`${key}: ${kB(bytes.js)} kB JS\n`)
    }
  }
  console.log('\nTransferred bytes per page (compressed, kB), desktop Chromium, cache empty:\n')
  console.log(
    '| page | HTML | JS | CSS | images | fonts | other | total | JS budget | JS vs budget |',
  )
  console.log(
    '| ---- | ---: | -: | --: | -----: | ----: | ----: | ----: | --------: | -----------: |',
  )
  let over = 0
  for (const row of rows) {
    const total = row.html + row.js + row.css + row.images + row.fonts + row.other
    const allowed = budget[row.key]
    const ratio = allowed ? row.js / allowed - 1 : null
    if (ratio !== null && ratio > allowedGrowth) over += 1
    const versus =
      ratio === null ? 'no budget' : `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`
    console.log(
      `| ${row.key} | ${kB(row.html)} | ${kB(row.js)} | ${kB(row.css)} | ${kB(row.images)} | ${kB(row.fonts)} | ${kB(row.other)} | ${kB(total)} | ${allowed ? kB(allowed) : '–'} | ${versus} |`,
    )
  }
  console.log(`\n${over} page(s) more than ${allowedGrowth * 100} % over their JavaScript budget.`)
  if (process.argv.includes('--write-budget')) {
    const next = Object.fromEntries(rows.map((row) => [row.key, row.js]))
    writeFileSync(budgetFile, `${JSON.stringify(next, null, 2)}\n`)
    console.log(`Wrote ${budgetFile}.`)
  }
} finally {
  await browser.close()
  await site.stop()
}
