/**
 * The home hero's background clips: each clip hands over to the next 3 s
 * before it ends; the next one starts playing 500 ms before the 1.2 s cross-fade begins; the
 * third clip plays at 0.75 speed; the overlay darkens everything to 0.65.
 */
export const heroVideo = {
  switchBeforeEndSeconds: 3,
  overlapMs: 500,
  fadeMs: 1200,
  slowClipIndex: 2,
  slowClipRate: 0.75,
  overlayOpacity: 0.65,
} as const

/** The clip after `index`, looping over `count` clips. */
export function nextClip(index: number, count: number): number {
  return (index + 1) % count
}

/** True once the playing clip is within the hand-over window before its end. */
export function shouldHandOver(currentTime: number, duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false
  return duration - currentTime <= heroVideo.switchBeforeEndSeconds
}

/** The playback rate of a clip. */
export function playbackRate(index: number): number {
  return index === heroVideo.slowClipIndex ? heroVideo.slowClipRate : 1
}

/** Videos only for visitors who want motion and do not save data. */
export function mayPlayVideo(prefersReducedMotion: boolean, saveData: boolean): boolean {
  return !prefersReducedMotion && !saveData
}
