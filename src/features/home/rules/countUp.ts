/** The stats band counts up once, over this long (ms), easing out. */
export const countUpMs = 1600

/** The value shown `elapsed` ms into counting up to `target` (whole numbers, ease-out cubic). */
export function countUpValue(target: number, elapsed: number, duration: number = countUpMs) {
  if (elapsed <= 0) return 0
  if (elapsed >= duration) return target
  const progress = elapsed / duration
  return Math.round(target * (1 - (1 - progress) ** 3))
}
