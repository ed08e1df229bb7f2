// Seeded sampling for the benches' generated data: every run, and both databases, draw the same
// values from the same seed.

/** Mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function random(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A generator of numbers in [0, 1), as `random` returns. */
export type Random = () => number

/** A whole number from `min` to `max`, both included. */
export const between = (next: Random, min: number, max: number) =>
  min + Math.floor(next() * (max - min + 1))

/** One of `items`, each as likely. */
export const pick = <T>(next: Random, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!

/** One of `items`, each as likely as its weight. */
export function weighted<T>(next: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0)
  let left = next() * total
  for (const [item, weight] of items) {
    left -= weight
    if (left < 0) return item
  }
  return items[items.length - 1]![0]
}
