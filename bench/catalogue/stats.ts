// Latency figures of the catalogue bench, and its bars.

/** The p-th percentile (nearest rank) of durations in ms. */
export function percentile(durations: readonly number[], p: number): number {
  if (durations.length === 0) return Number.NaN
  const sorted = [...durations].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export type Latency = { p50: number; p95: number; p99: number }

export const latency = (durations: readonly number[]): Latency => ({
  p50: percentile(durations, 50),
  p95: percentile(durations, 95),
  p99: percentile(durations, 99),
})

export const ms = (value: number) => value.toFixed(1)

/** The bars of the issue, in ms. */
export const bars = { catalogueP95: 50, checkP99: 50 }

/** What measure.ts sends run.ts for one database. */
export type DatabaseResult = {
  database: string
  combinations: { label: string; results: number; latency: Latency }[]
  check: Latency & { perSecond: number; requests: number }
  coldMs: number
}

/** Runs `task` on every item, `concurrency` at a time; resolves with each one's duration (ms). */
export async function timedPool<T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<unknown>,
): Promise<{ durations: number[]; wallMs: number }> {
  const durations: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!
      const start = performance.now()
      await task(item)
      durations.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return { durations, wallMs: performance.now() - started }
}
