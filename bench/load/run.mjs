// npm run bench:load (node bench/load/run.mjs): how many requests per second the production site
// serves, and how fast, under steady concurrent load. One target after another, each loaded by
// autocannon from this process for a fixed time after an uncounted warm-up:
//   GET /robots.txt             a small file the server makes (first and last: the yardstick)
//   GET / , /en, /de            the home page in each language
//   GET /otvoreni-natjecaji     the call list without filters, in each language
//   GET /natjecaj/{id}          a funding-call page (the call with the latest deadline), in each
//   GET /insights               the insights list
//   GET /otvoreni-natjecaji?q=… the call list with a search: rendered for each request
//   POST /api/funding-check     the funding check, JSON {oib, nkd}
// The cached pages (home, call list, call) are read against /robots.txt from the same server
// (the mean of its two runs): design.md section 7 wants each at 60 % of its rate or more; the
// table gives each page's ratio and the verdict follows it (exit code 1 with --strict when a page
// misses the bar).
// The funding check is rate-limited per client address (first X-Forwarded-For), so every one of
// its requests gets an address of its own (10.x.y.z): the bench measures the endpoint, not the
// limiter. Requests carry a browser's Accept and Accept-Encoding (gzip, deflate, br), so pages
// are measured as visitors get them, compressed; --uncompressed leaves Accept-Encoding out.
// Prints a Markdown table (requests/s, ratio to /robots.txt, latency p50/p99, requests, non-2xx,
// errors / timeouts).
//
// By default the bench site of scripts/support/site.mjs is prepared (migrate + seed + production build
// into .next-bench; BENCH_REUSE=1 reuses the previous bench build) and its production server is
// started on port 3400 (BENCH_PORT), then stopped at the end. With --url it loads sites that are
// already running instead (several URLs, comma-separated: the connections are split across them).
// The load generator shares the machine's CPUs with a server it starts: read the numbers as what
// this machine does with both, not as the server's ceiling.
//
// Usage: npm run bench:load [-- options]
//   --duration S      measured seconds per target (default 10)
//   --warmup S        uncounted warm-up seconds per target (default 2)
//   --connections N   concurrent connections (default 10)
//   --url URL[,URL]   load running sites (origins, like http://127.0.0.1:3000) instead
//   --uncompressed    no Accept-Encoding (responses uncompressed)
//   --strict          exit code 1 when a cached page is below 60 % of /robots.txt's rate
// Example: BENCH_REUSE=1 node bench/load/run.mjs --duration 5 (about 90 s plus the server start)
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { root } from '../../scripts/lib.mjs'
import { prepareSite, startSite } from '../../scripts/support/site.mjs'

const usage = `Usage: node bench/load/run.mjs [--duration S] [--warmup S] [--connections N]
                             [--url http://host:port[,http://host2:port]] [--uncompressed]
                             [--strict]`

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    url: { type: 'string' },
    uncompressed: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h' },
  },
})
if (options.help) {
  console.log(usage)
  process.exit(0)
}

/** A whole number option of at least `min`, or exit with the usage. */
function count(name, min) {
  const value = Number(options[name])
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number of at least ${min}\n${usage}`)
    process.exit(2)
  }
  return value
}

const duration = count('duration', 1)
const warmup = count('warmup', 0)
const connections = count('connections', 1)
const givenUrls = options.url
  ?.split(',')
  .map((url) => url.trim().replace(/\/+$/, ''))
  .filter(Boolean)
if (givenUrls?.some((url) => !/^https?:\/\/[^/]+$/.test(url))) {
  console.error(`--url takes origins only, like http://127.0.0.1:3000\n${usage}`)
  process.exit(2)
}
const port = Number(process.env.BENCH_PORT ?? 3400)
const autocannonVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'autocannon', 'package.json'), 'utf8'),
).version

/** Progress goes to stderr, so stdout holds only the report. */
const progress = (message) => console.error(`[bench:load] ${message}`)

// Every funding check comes from an address of its own: 10.0.0.1, 10.0.0.2, … (16.7 million).
let addresses = 0
function nextAddress() {
  addresses = (addresses + 1) % 0x1000000 || 1
  return `10.${addresses >>> 16}.${(addresses >>> 8) & 255}.${addresses & 255}`
}

// What a browser sends that changes the answer: the page's server compresses pages for it.
const encoding = options.uncompressed ? {} : { 'accept-encoding': 'gzip, deflate, br' }
const pageHeaders = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  ...encoding,
}
const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json', ...encoding }

/** The least rate of a cached page, as a share of /robots.txt's (design.md section 7). */
const cachedBar = 0.6
const yardstick = 'GET /robots.txt'
const languages = { hr: '', en: '/en', de: '/de' }

/**
 * The targets, in order: /robots.txt first and last, the cached pages in each language between
 * (marked `cached`: read against the bar), then the pages and the endpoint rendered per request.
 * The funding check sets its own X-Forwarded-For on every request.
 */
function targetsFor(callId) {
  const page = (route, cached = false) => ({
    name: `GET ${route}`,
    method: 'GET',
    path: route,
    headers: pageHeaders,
    cached,
  })
  const cachedPages = Object.values(languages).flatMap((prefix) => [
    page(prefix || '/', true),
    page(`${prefix}/otvoreni-natjecaji`, true),
    page(`${prefix}/natjecaj/${callId}`, true),
  ])
  return [
    page('/robots.txt'),
    ...cachedPages,
    page('/robots.txt'),
    page('/insights'),
    page('/otvoreni-natjecaji?q=digitalizacija'),
    {
      name: 'POST /api/funding-check',
      method: 'POST',
      path: '/api/funding-check',
      headers: jsonHeaders,
      body: JSON.stringify({ oib: '69435151530', nkd: '62.01' }),
      setupRequest: (request) => {
        request.headers = { ...request.headers, 'x-forwarded-for': nextAddress() }
        return request
      },
    },
  ]
}

/** The id of the funding call with the latest deadline. */
async function firstCallId(url) {
  const response = await fetch(`${url}/api/funding-calls?limit=1&depth=0&sort=-deadline`)
  if (!response.ok) throw new Error(`GET /api/funding-calls answered ${response.status}`)
  const { docs } = await response.json()
  if (!docs?.[0]?.id) throw new Error('no funding call to load: is the database seeded?')
  return docs[0].id
}

/** One request per URL before loading, so a broken target shows up at once (not an abort). */
async function preflight(urls, target) {
  for (const url of urls) {
    const headers = { ...target.headers }
    if (target.setupRequest) headers['x-forwarded-for'] = nextAddress()
    // fetch decompresses by itself: the check is about the status and the JSON only.
    const response = await fetch(`${url}${target.path}`, {
      method: target.method,
      headers,
      body: target.body,
      redirect: 'manual',
    })
    const text = await response.text()
    if (!response.ok) {
      progress(
        `warning: ${target.name} on ${url} answered ${response.status}: ${text.slice(0, 200)}`,
      )
    } else if (target.method === 'POST' && !('count' in JSON.parse(text))) {
      progress(`warning: ${target.name} on ${url} answered without a count: ${text.slice(0, 200)}`)
    }
  }
}

let current // the running autocannon instance, stopped on Ctrl-C

/** Loads one target for `seconds` with autocannon, split across the URLs. */
function load(urls, target, seconds) {
  const { method, headers, body, setupRequest } = target
  const request = { method, path: target.path, headers, body }
  current = autocannon({
    url: urls,
    connections,
    duration: seconds,
    requests: [setupRequest ? { ...request, setupRequest } : request],
  })
  return current
}

const ms = (value) => (value >= 100 ? Math.round(value) : Number(value.toFixed(1)))

/** One table row from an autocannon result; `ratio` is its rate as a share of the yardstick's. */
function row(target, result, ratio) {
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count: n }]) => `${status}: ${n}`)
  const non2xx = result.non2xx + (statuses.length ? ` (${statuses.join(', ')})` : '')
  return [
    `\`${target.name}\``,
    result.requests.average.toFixed(1),
    ratio === undefined ? '' : `${Math.round(ratio * 100)} %`,
    ms(result.latency.p50),
    ms(result.latency.p99),
    result.requests.total,
    non2xx,
    `${result.errors} / ${result.timeouts}`,
  ]
}

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map((cell, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n')

let site
async function stopSite() {
  if (!site) return
  const stopping = site
  site = undefined
  progress('stopping the site')
  // stop() waits for the server's exit event; do not hang if the server is already gone.
  await Promise.race([stopping.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))])
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    progress(`${signal}: stopping`)
    current?.stop()
    await stopSite()
    process.exit(130)
  })
}

try {
  let urls = givenUrls
  if (!urls) {
    const started = Date.now()
    progress(
      process.env.BENCH_REUSE === '1'
        ? 'preparing the bench site (BENCH_REUSE=1: reusing the previous build if there is one)'
        : 'preparing the bench site (migrate, seed, production build)',
    )
    await prepareSite()
    const taken = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    )
    if (taken) throw new Error(`port ${port} is already in use; set BENCH_PORT`)
    progress(`starting the production server on port ${port}`)
    site = await startSite(port)
    urls = [site.url]
    progress(`site ready after ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } else if (connections % urls.length) {
    progress(`warning: ${connections} connections do not split evenly across ${urls.length} URLs`)
  }

  const load1 = os.loadavg()[0]
  const targets = targetsFor(await firstCallId(urls[0]))
  const results = []
  for (const target of targets) {
    await preflight(urls, target)
    if (warmup) {
      progress(`${target.name}: warming up ${warmup} s`)
      await load(urls, target, warmup)
    }
    progress(`${target.name}: measuring ${duration} s`)
    results.push({ target, result: await load(urls, target, duration) })
  }
  current = undefined
  const yardstickRuns = results.filter(({ target }) => target.name === yardstick)
  const yardstickRate =
    yardstickRuns.reduce((sum, { result }) => sum + result.requests.average, 0) /
    yardstickRuns.length
  const ratioOf = ({ result }) => result.requests.average / yardstickRate
  const rows = results.map((entry) =>
    row(entry.target, entry.result, entry.target.name === yardstick ? undefined : ratioOf(entry)),
  )
  const cached = results.filter(({ target }) => target.cached)
  const below = cached.filter(
    (entry) => ratioOf(entry) < cachedBar || entry.result.non2xx > 0 || entry.result.errors > 0,
  )

  const cpus = os.cpus()
  console.log('\n## Load benchmark\n')
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`
  console.log(`- Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${memory}`)
  console.log(`- Load average (1 min) before the first target: ${load1.toFixed(2)}`)
  console.log(`- Node ${process.version}; autocannon ${autocannonVersion}, one process, no workers`)
  const origin = site ? 'started by this bench on the same machine' : 'given with --url'
  console.log(`- Site: ${urls.join(', ')} (${origin})`)
  const accepted = options.uncompressed
    ? 'no Accept-Encoding'
    : 'Accept-Encoding: gzip, deflate, br'
  console.log(
    `- Settings: ${connections} connections, ${duration} s per target after ${warmup} s warm-up` +
      ` (not counted), pipelining 1, ${accepted}`,
  )
  console.log('')
  console.log(
    table(
      [
        'target',
        'requests/s (avg)',
        'of /robots.txt',
        'p50 ms',
        'p99 ms',
        'requests',
        'non-2xx',
        'errors / timeouts',
      ],
      rows,
    ),
  )
  const worst = cached.reduce((low, entry) => (ratioOf(entry) < ratioOf(low) ? entry : low))
  console.log(
    `\nBar: each cached page (home, call list, call; ${cached.length} pages in three languages)` +
      ` at least ${cachedBar * 100} % of /robots.txt's ${yardstickRate.toFixed(1)} req/s,` +
      ' every answer a 2xx. Lowest: ' +
      `\`${worst.target.name}\` at ${Math.round(ratioOf(worst) * 100)} %.`,
  )
  if (below.length) {
    console.log(`Missed by: ${below.map(({ target }) => `\`${target.name}\``).join(', ')}.`)
    if (options.strict) process.exitCode = 1
  } else console.log('Every cached page meets it.')
} finally {
  await stopSite()
}
