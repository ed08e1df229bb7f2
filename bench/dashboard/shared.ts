// What measure.ts sends run.ts for one database, and the bar of issue 34.

/** Every dashboard query answers in less than this (ms), on 50k leads, 200k checks, 20k bookings. */
export const barMs = 200

export type DatabaseResult = {
  kind: 'sqlite' | 'postgres'
  database: string
  /** The median ms of each query (after a warm-up run), by the query's name. */
  medians: Record<string, number>
  /** The whole dashboard (every query, as the /admin home runs them), median ms. */
  wholeMs: number
}

export const ms = (value: number) => value.toFixed(1)

/** The median of durations (the mean of the middle two for an even count). */
export function median(durations: readonly number[]): number {
  const sorted = [...durations].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
