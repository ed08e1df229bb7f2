// The dashboard bench's data: a year of the firm's activity up to `now`, drawn by a seeded
// generator (the same for both databases): leads through every channel with their pipeline
// (stage, adviser, follow-up), anonymous funding checks skewed over the activity codes, booked
// consultations, alert subscriptions with their codes and deliveries (some marked not relevant),
// and the assistant's topics. Pure data, no database: ./seed.ts writes it.
import { lostReasons, openStages } from '@/features/back-office/rules'
import { locales } from '@/i18n/locales'

import { codePool } from '../catalogue/dataset'
import { between, pick, random, type Random, weighted } from '../lib/sampling'

const dayMs = 24 * 60 * 60 * 1000

/**
 * A sampler of `items` by a Zipf-like skew: the item at rank r is drawn with weight 1 / r^s,
 * so a few are drawn very often and most rarely (as visitors' activity codes are).
 */
function zipf<T>(items: readonly T[], s: number): (next: Random) => T {
  const cumulative: number[] = []
  let total = 0
  items.forEach((_, index) => cumulative.push((total += 1 / (index + 1) ** s)))
  return (next) => {
    const target = next() * total
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle]! < target) low = middle + 1
      else high = middle
    }
    return items[low]!
  }
}

/** Seeded Fisher–Yates shuffle (a copy). */
function shuffled<T>(next: Random, items: readonly T[]): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}

/** A table's rows in the order of its columns (snake_case, as the migrations name them). */
export type Table = { name: string; columns: string[]; rows: unknown[][] }

export type Sizes = {
  leads: number
  checks: number
  bookings: number
  alerts: number
  deliveries: number
  topics: number
  calls: number
}

export const defaultSizes: Sizes = {
  leads: 50_000,
  checks: 200_000,
  bookings: 20_000,
  alerts: 10_000,
  deliveries: 100_000,
  topics: 3_000,
  calls: 400,
}

const sources = [
  ['contact', 28],
  ['booking', 30],
  ['funding-check', 14],
  ['call', 12],
  ['assistant', 8],
  ['download', 6],
  ['application', 2],
] as const
const firstNames = ['Ana', 'Ivan', 'Marija', 'Luka', 'Petra', 'Josip', 'Ivana', 'Marko', 'Željka']
const lastNames = ['Horvat', 'Kovačević', 'Babić', 'Marić', 'Jurić', 'Novak', 'Šarić', 'Đurić']
const adviserNames = [
  'Ana Perić',
  'Tomislav Knežević',
  'Maja Vuković',
  'Goran Blažević',
  'Iva Pavlović',
  'Dario Matić',
]
const topicWords = `natječaj bespovratna sredstva prijava rok dokumentacija oib nkd šifra
  djelatnosti poljoprivreda turizam oprema digitalizacija energetska obnova solarni paneli
  zapošljavanje obrt mikro malo srednje poduzeće leasing jamstvo zajam hamag bicro ruralni razvoj
  inovacije istraživanje izvoz certifikat ribarstvo kultura mladi poduzetnici žene udruge škola`
  .trim()
  .split(/\s+/)

const iso = (ms: number) => new Date(ms).toISOString()

/** A moment on a day of the past year, weighted to working days and office hours. */
function momentIn(next: Random, from: number, days: number): number {
  for (;;) {
    const day = Math.floor(next() * days)
    const start = from + day * dayMs
    const weekday = new Date(start).getUTCDay()
    if ((weekday === 0 || weekday === 6) && next() > 0.3) continue
    return start + between(next, 6, 19) * 3_600_000 + between(next, 0, 3599) * 1000
  }
}

/** The whole year of activity up to `now`. */
export function dashboardDataset(now: Date, sizes: Sizes = defaultSizes, seed = 34): Table[] {
  const next = random(seed)
  const end = now.getTime()
  const yearAgo = Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate())
  const days = Math.round((end - yearAgo) / dayMs)
  const created = iso(yearAgo)

  // Staff: advisers who handle leads (users) and who take consultations (advisers).
  const users: Table = {
    name: 'users',
    columns: ['id', 'full_name', 'email', 'role', 'updated_at', 'created_at'],
    rows: adviserNames.map((name, index) => [
      index + 1,
      name,
      `savjetnik${index + 1}@fondium.example`,
      'adviser',
      created,
      created,
    ]),
  }
  const advisers: Table = {
    name: 'advisers',
    columns: ['id', 'name', 'email', 'user_id', 'active', 'updated_at', 'created_at'],
    rows: adviserNames.map((name, index) => [
      index + 1,
      name,
      `savjetnik${index + 1}@fondium.example`,
      index + 1,
      true,
      created,
      created,
    ]),
  }

  // Activity codes: every class of the catalogue bench's pool, in both versions, named.
  const pool = codePool(next)
  const classes = [...pool.classes.values()].flat()
  const activityCodes: Table = {
    name: 'activity_codes',
    columns: [
      'classification',
      'code',
      'level',
      'name_hr',
      'name_en',
      'name_de',
      'label',
      'updated_at',
      'created_at',
    ],
    rows: (['nkd2007', 'nkd2025'] as const).flatMap((classification) =>
      classes.map((code) => [
        classification,
        code,
        'class',
        `Djelatnost ${code}`,
        `Activity ${code}`,
        `Tätigkeit ${code}`,
        `${code} Djelatnost ${code}`,
        created,
        created,
      ]),
    ),
  }
  const visitorCode = zipf(shuffled(next, classes), 1.05)
  // How likely a check of a code finds no open call: most codes are served, some never.
  const emptyShare = new Map(
    classes.map((code) => [
      code,
      weighted(next, [
        [0.04, 55],
        [0.15, 20],
        [0.6, 15],
        [0.97, 10],
      ] as const),
    ]),
  )

  // Calls (the alerts' deliveries name them), with a name in every language.
  const calls: Table = {
    name: 'funding_calls',
    columns: ['id', 'updated_at', 'created_at'],
    rows: Array.from({ length: sizes.calls }, (_, index) => [index + 1, created, created]),
  }
  const callLocales: Table = {
    name: 'funding_calls_locales',
    columns: ['_parent_id', '_locale', 'fund_name', 'short_description'],
    rows: Array.from({ length: sizes.calls }, (_, index) =>
      locales.map((locale) => [
        index + 1,
        locale,
        `${locale === 'hr' ? 'Natječaj' : locale === 'en' ? 'Call' : 'Ausschreibung'} ${index + 1}`,
        `Bench ${index + 1}`,
      ]),
    ).flat(),
  }

  // Leads: a year of enquiries; the older a lead, the likelier it is won or lost.
  const leads: Table = {
    name: 'leads',
    columns: [
      'first_name',
      'last_name',
      'email',
      'source',
      'locale',
      'delivery_status',
      'code',
      'stage',
      'lost_reason',
      'adviser_id',
      'follow_up',
      'last_activity_at',
      'updated_at',
      'created_at',
    ],
    rows: [],
  }
  for (let index = 0; index < sizes.leads; index += 1) {
    const at = momentIn(next, yearAgo, days)
    const age = (end - at) / dayMs
    const closedShare = Math.min(0.75, age / 90)
    const stage =
      next() < closedShare
        ? next() < 0.32
          ? 'won'
          : 'lost'
        : weighted(next, [
            ['new', Math.max(1, 30 - age)],
            ['contacted', 12],
            ['meeting', 8],
            ['proposal', 6],
          ] as const)
    const open = (openStages as readonly string[]).includes(stage)
    const adviser = stage === 'new' && next() < 0.5 ? null : between(next, 1, adviserNames.length)
    // An open lead mostly has its next contact planned: some already past, most ahead.
    const followUp =
      open && next() < 0.7
        ? iso(
            Date.UTC(
              new Date(end).getUTCFullYear(),
              new Date(end).getUTCMonth(),
              new Date(end).getUTCDate() + between(next, -20, 30),
              10,
            ),
          )
        : null
    const source = weighted(next, sources)
    leads.rows.push([
      pick(next, firstNames),
      pick(next, lastNames),
      `upit${index + 1}@primjer.hr`,
      source,
      weighted(next, [
        ['hr', 80],
        ['en', 12],
        ['de', 8],
      ] as const),
      'sent',
      source === 'funding-check' || source === 'call' ? visitorCode(next) : null,
      stage,
      stage === 'lost' ? pick(next, lostReasons) : null,
      adviser,
      followUp,
      iso(at),
      iso(at),
      iso(at),
    ])
  }

  // The funding checks' anonymous log: the Zagreb day, a skewed code, a quarter found nothing.
  const checks: Table = {
    name: 'funding_check_log',
    columns: ['code', 'version', 'county', 'size', 'found', 'day', 'updated_at', 'created_at'],
    rows: [],
  }
  for (let index = 0; index < sizes.checks; index += 1) {
    const at = momentIn(next, yearAgo, days)
    const code = visitorCode(next)
    // Nothing open for the code, or nothing for its county and size among what is.
    const found = next() < emptyShare.get(code)! || next() < 0.1 ? 0 : between(next, 1, 14)
    checks.rows.push([
      code,
      next() < 0.8 ? 'nkd2007' : 'nkd2025',
      next() < 0.4 ? 'grad-zagreb' : null,
      next() < 0.5 ? pick(next, ['micro', 'small', 'medium']) : null,
      found,
      iso(at + 3_600_000).slice(0, 10),
      iso(at),
      iso(at),
    ])
  }

  // Consultations: 30-minute slots of six advisers on working days, from a year ago to a month
  // ahead; past ones held, missed or cancelled, future ones booked or cancelled.
  const slots: [number, number][] = []
  for (let day = 0; day < days + 30; day += 1) {
    const date = yearAgo + day * dayMs
    const weekday = new Date(date).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    for (let slot = 0; slot < 18; slot += 1) {
      for (let adviser = 1; adviser <= adviserNames.length; adviser += 1) {
        slots.push([date + 7 * 3_600_000 + slot * 1_800_000, adviser])
      }
    }
  }
  const chosen = shuffled(next, slots).slice(0, sizes.bookings)
  const bookings: Table = {
    name: 'bookings',
    columns: [
      'start',
      'end',
      'adviser_id',
      'name',
      'email',
      'phone',
      'topic',
      'status',
      'locale',
      'slot_key',
      'salt',
      'updated_at',
      'created_at',
    ],
    rows: chosen.map(([start, adviser], index) => {
      const past = start < end
      const status = past
        ? weighted(next, [
            ['held', 75],
            ['no-show', 8],
            ['cancelled', 17],
          ] as const)
        : weighted(next, [
            ['booked', 85],
            ['cancelled', 15],
          ] as const)
      const booked = iso(start - between(next, 2, 20) * dayMs)
      return [
        iso(start),
        iso(start + 1_800_000),
        adviser,
        `${pick(next, firstNames)} ${pick(next, lastNames)}`,
        `konzultacije${index + 1}@primjer.hr`,
        '+385 91 234 5678',
        'Ulaganje u novu opremu i natječaji.',
        status,
        'hr',
        status === 'cancelled' ? null : `${adviser}:${iso(start)}`,
        `sol${index}`,
        booked,
        booked,
      ]
    }),
  }

  // Alert subscriptions with one to three codes each; most confirmed and active.
  const alerts: Table = {
    name: 'alerts',
    columns: [
      'id',
      'email',
      'locale',
      'status',
      'frequency',
      'any_code',
      'consent_at',
      'consent_text',
      'confirmed_at',
      'salt',
      'updated_at',
      'created_at',
    ],
    rows: [],
  }
  const alertCodes: Table = {
    name: 'alerts_codes',
    columns: ['_order', '_parent_id', 'id', 'code', 'classification'],
    rows: [],
  }
  for (let index = 0; index < sizes.alerts; index += 1) {
    const id = index + 1
    const at = iso(momentIn(next, yearAgo, days))
    const status = weighted(next, [
      ['active', 80],
      ['pending', 12],
      ['paused', 8],
    ] as const)
    alerts.rows.push([
      id,
      `obavijest${id}@primjer.hr`,
      'hr',
      status,
      next() < 0.25 ? 'weekly' : 'instant',
      false,
      at,
      'alerts-2026-11',
      status === 'pending' ? null : at,
      `sol${id}`,
      at,
      at,
    ])
    const codes = new Set<string>()
    const wanted = between(next, 1, 3)
    while (codes.size < wanted) codes.add(visitorCode(next))
    ;[...codes].forEach((code, order) =>
      alertCodes.rows.push([
        order + 1,
        id,
        id.toString(16).padStart(16, '0') + order.toString(16).padStart(8, '0'),
        code,
        next() < 0.85 ? 'nkd2007' : 'nkd2025',
      ]),
    )
  }

  // Each call's events (published, perhaps changed and closing) and their deliveries to alerts;
  // a few subscribers found a call not relevant (more for some poorly tagged calls).
  const events: Table = {
    name: 'alert_events',
    columns: ['id', 'call_id', 'kind', 'key', 'fanned_out_at', 'updated_at', 'created_at'],
    rows: [],
  }
  for (let call = 1; call <= sizes.calls; call += 1) {
    for (const kind of ['published', 'changed', 'closing7'].slice(0, between(next, 1, 3))) {
      events.rows.push([events.rows.length + 1, call, kind, kind, created, created, created])
    }
  }
  const deliveries: Table = {
    name: 'alert_deliveries',
    columns: [
      'alert_id',
      'event_id',
      'call_id',
      'status',
      'sent_at',
      'not_relevant',
      'updated_at',
      'created_at',
    ],
    rows: [],
  }
  const poorlyTagged = new Set(
    Array.from({ length: Math.ceil(sizes.calls / 20) }, () => between(next, 1, sizes.calls)),
  )
  const pairs = new Set<string>()
  while (deliveries.rows.length < sizes.deliveries) {
    const event = events.rows[Math.floor(next() * events.rows.length)]!
    const alert = between(next, 1, sizes.alerts)
    const key = `${alert}:${event[0]}`
    if (pairs.has(key)) continue
    pairs.add(key)
    const call = event[1] as number
    const at = iso(momentIn(next, yearAgo, days))
    const notRelevant = next() < (poorlyTagged.has(call) ? 0.2 : 0.02)
    const status = notRelevant && next() < 0.2 ? 'dropped' : next() < 0.95 ? 'sent' : 'queued'
    deliveries.rows.push([
      alert,
      event[0],
      call,
      status,
      status === 'sent' ? at : null,
      notRelevant,
      at,
      at,
    ])
  }

  // The assistant's topics: a few asked very often, most once or twice.
  const topics: Table = {
    name: 'chat_topics',
    columns: ['key', 'topic', 'locale', 'count', 'last_asked', 'updated_at', 'created_at'],
    rows: Array.from({ length: sizes.topics }, (_, index) => {
      const words = [pick(next, topicWords), pick(next, topicWords), pick(next, topicWords)]
      const locale = weighted(next, [
        ['hr', 85],
        ['en', 10],
        ['de', 5],
      ] as const)
      return [
        `${locale}:${index}`,
        words.join(' '),
        locale,
        Math.max(1, Math.round(4000 / (index + 1) ** 1.1 + next() * 3)),
        created,
        created,
        created,
      ]
    }),
  }

  return [
    users,
    advisers,
    activityCodes,
    calls,
    callLocales,
    leads,
    checks,
    bookings,
    alerts,
    alertCodes,
    events,
    deliveries,
    topics,
  ]
}
