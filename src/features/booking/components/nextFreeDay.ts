import type { BookingOptions } from '../types'

/** The first day after `day` with free times, else the first of the horizon with any, or null. */
export function nextFreeDay(options: Pick<BookingOptions, 'days'>, day: string | null) {
  const free = options.days.filter((item) => item.free > 0)
  return (free.find((item) => day === null || item.day > day) ?? free[0])?.day ?? null
}
