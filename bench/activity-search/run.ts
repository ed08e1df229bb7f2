// npm run bench:activity-search: how long the server takes to suggest activity codes while a
// visitor types, with both classifications at full size.
//   1. a throwaway SQLite database (data/bench-activity-<timestamp>.db), migrated with the
//      committed migrations;
//   2. NKD 2007 and NKD 2025 at the size of a real classification: 1,000 codes each (divisions,
//      groups, classes) with generated names in Croatian, English and German, loaded through the
//      /admin import (six CSV files, as an editor uploads them; their import times are printed);
//   3. the suggestion endpoint (GET /api/activity-code-suggestions) called in-process as Payload
//      calls it: query validation, the rate limit, the code index (read once, then its stamp
//      checked every ten seconds) and the ranking. A mix of what visitors type: starts of codes
//      ("6", "62", "6201"), words in three languages with and without diacritics, words that
//      find nothing. --runs requests (default 5,000), after 200 warm-up requests.
// Prints the machine, the import times, p50/p95/p99/max in ms and the verdict on the bar:
//   p95 of a suggestion < 20 ms (server side)
// Exits with 1 when the bar fails (unless --no-fail). The database and its folders are removed
// at the end.
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    'no-fail': { type: 'boolean', default: false },
  },
})
const runs = Math.max(100, Number(options.runs) || 5000)
const barP95 = 20

const stamp = Date.now()
const root = path.resolve(import.meta.dirname, '../..')
const files = {
  db: path.join(root, 'data', `bench-activity-${stamp}.db`),
  media: path.join(root, 'data', `bench-activity-media-${stamp}`),
  private: path.join(root, 'data', `bench-activity-files-${stamp}`),
}
Object.assign(process.env, {
  DATABASE_URL: `file:${files.db}`,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  MEDIA_DIR: files.media,
  FILES_DIR: files.private,
  NODE_ENV: 'production',
})
const cleanUp = () => {
  for (const file of [files.db, `${files.db}-wal`, `${files.db}-shm`, files.media, files.private]) {
    rmSync(file, { recursive: true, force: true })
  }
}
process.once('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

// ── Generated names: what the official lists read like, in three languages ───────────────────
const activities = [
  ['Proizvodnja', 'Manufacture of', 'Herstellung von'],
  ['Trgovina na malo', 'Retail sale of', 'Einzelhandel mit'],
  ['Trgovina na veliko', 'Wholesale of', 'Großhandel mit'],
  ['Popravak i održavanje', 'Repair and maintenance of', 'Reparatur und Instandhaltung von'],
  ['Prerada i konzerviranje', 'Processing and preserving of', 'Verarbeitung und Konservierung von'],
  ['Iznajmljivanje', 'Renting of', 'Vermietung von'],
  ['Uzgoj', 'Growing of', 'Anbau von'],
  ['Savjetovanje u vezi s upotrebom', 'Consultancy on the use of', 'Beratung zur Nutzung von'],
] as const
const goods = [
  ['kruha i peciva', 'bread and pastry', 'Brot und Backwaren'],
  ['softvera', 'software', 'Software'],
  ['namještaja', 'furniture', 'Möbeln'],
  ['metalnih proizvoda', 'metal products', 'Metallerzeugnissen'],
  ['odjeće', 'clothing', 'Bekleidung'],
  ['računalne opreme', 'computer equipment', 'Datenverarbeitungsgeräten'],
  ['voća i povrća', 'fruit and vegetables', 'Obst und Gemüse'],
  ['proizvoda od drva', 'wood products', 'Holzwaren'],
  ['plastičnih proizvoda', 'plastic products', 'Kunststoffwaren'],
  ['tekstila', 'textiles', 'Textilien'],
  ['strojeva za poljoprivredu', 'agricultural machinery', 'landwirtschaftlichen Maschinen'],
  ['mliječnih proizvoda', 'dairy products', 'Milchprodukten'],
  ['građevinskog materijala', 'building materials', 'Baustoffen'],
] as const

/** `count` codes (divisions, groups, classes) with a name per language. */
function classification(count: number, offset: number) {
  const codes: { code: string; names: [string, string, string] }[] = []
  let n = offset
  const name = (): [string, string, string] => {
    const activity = activities[n % activities.length]!
    const good = goods[Math.floor(n / activities.length) % goods.length]!
    n++
    return [0, 1, 2].map((i) => `${activity[i]} ${good[i]}`) as [string, string, string]
  }
  for (let division = 1; codes.length < count && division <= 99; division++) {
    const d = String(division).padStart(2, '0')
    codes.push({ code: d, names: name() })
    for (let group = 1; group <= 9 && codes.length < count; group++) {
      codes.push({ code: `${d}.${group}`, names: name() })
      for (let klass = 1; klass <= 9 && codes.length < count; klass++) {
        codes.push({ code: `${d}.${group}${klass}`, names: name() })
      }
    }
  }
  return codes
}

const queries = [
  '6',
  '62',
  '620',
  '6201',
  '10',
  '10.7',
  '1071',
  '01.1',
  '47',
  '99',
  'programiranje',
  'softver',
  'softvera',
  'pekara',
  'kruh',
  'proizvodnja kruha',
  'namjestaj',
  'namještaja',
  'trgovina na malo',
  'popravak',
  'odjeca',
  'građevinski',
  'mliječni',
  'voće',
  'software',
  'bakery',
  'bread',
  'furniture',
  'retail sale',
  'repair',
  'computer',
  'dairy',
  'Software',
  'Bäckerei',
  'Backwaren',
  'Möbel',
  'Einzelhandel',
  'Reparatur',
  'Milch',
  'Holz',
  'xyzzy',
  'kvantna teleportacija',
  'q',
]

const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { migrations } = await import('@/migrations/sqlite')
const { activityCodeSuggestEndpoint } = await import('@/features/activity-codes/payload')

const cpus = os.cpus()
console.log('# Activity-code search bench: server time of a suggestion\n')
console.log(`Machine: ${cpus.length} CPUs, ${cpus[0]?.model ?? 'unknown model'}`)
console.log(
  `Node ${process.version}; load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')}`,
)

try {
  const payload = await getPayload({ config })
  payload.logger.level = 'warn'
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })

  console.log('\n## Loading both classifications through the /admin import\n')
  console.log('| file | rows | created | updated | time |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  let total = 0
  for (const [kind, offset] of [
    ['nkd2007', 0],
    ['nkd2025', 5],
  ] as const) {
    const codes = classification(1_000, offset)
    for (const [index, language] of (['hr', 'en', 'de'] as const).entries()) {
      const csv = ['Šifra;Naziv', ...codes.map((code) => `${code.code};${code.names[index]}`)].join(
        '\n',
      )
      const started = performance.now()
      const result = await payload.create({
        collection: 'activity-code-imports',
        data: { kind: 'codes', classification: kind, language },
        file: {
          data: Buffer.from(csv),
          name: `${kind}-${language}.csv`,
          mimetype: 'text/csv',
          size: csv.length,
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      const took = performance.now() - started
      console.log(
        `| ${kind}-${language}.csv | ${result.rowCount} | ${result.created} | ${result.updated} | ${(took / 1000).toFixed(1)} s |`,
      )
    }
    total += codes.length
  }

  const call = async (query: string, locale: string, address: number) => {
    const request = new Request(
      `http://localhost/api/activity-code-suggestions?q=${encodeURIComponent(query)}&locale=${locale}`,
      {
        headers: {
          'x-forwarded-for': `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
        },
      },
    )
    const started = performance.now()
    const response = await activityCodeSuggestEndpoint.handler(
      Object.assign(request, { payload }) as never,
    )
    const body = (await response.json()) as { suggestions?: unknown[] }
    const took = performance.now() - started
    if (response.status !== 200) throw new Error(`"${query}" answered ${response.status}`)
    return { took, found: body.suggestions?.length ?? 0 }
  }

  const locales = ['hr', 'en', 'de']
  let address = 0
  const cold = await call('programiranje', 'hr', address++)
  for (let i = 0; i < 200; i++) await call(queries[i % queries.length]!, locales[i % 3]!, address++)
  const durations: number[] = []
  let empty = 0
  for (let i = 0; i < runs; i++) {
    const result = await call(
      queries[i % queries.length]!,
      locales[Math.floor(i / queries.length) % 3]!,
      address++,
    )
    durations.push(result.took)
    if (result.found === 0) empty++
  }
  durations.sort((a, b) => a - b)
  const at = (p: number) =>
    durations[Math.min(durations.length - 1, Math.ceil((p / 100) * durations.length) - 1)]!
  const p95 = at(95)
  console.log(
    `\n## Suggestions (${total} codes, ${runs} requests of ${queries.length} queries in 3 languages)\n`,
  )
  console.log(`first request (reads every code into the index): ${cold.took.toFixed(1)} ms`)
  console.log(
    `p50 ${at(50).toFixed(2)} ms · p95 ${p95.toFixed(2)} ms · p99 ${at(99).toFixed(2)} ms · max ${durations.at(-1)!.toFixed(2)} ms; ${empty} requests found nothing`,
  )
  const pass = p95 < barP95
  console.log(
    `\nVerdict: p95 of a suggestion < ${barP95} ms: ${pass ? 'PASS' : 'FAIL'} (${p95.toFixed(2)} ms)`,
  )
  cleanUp()
  process.exit(pass || options['no-fail'] ? 0 : 1)
} catch (error) {
  console.error(error)
  cleanUp()
  process.exit(1)
}
