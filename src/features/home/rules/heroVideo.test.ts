import { describe, expect, it } from 'vitest'

import { heroVideo, mayPlayVideo, nextClip, playbackRate, shouldHandOver } from './heroVideo'

describe('hero videos', () => {
  it('use the timings of the specification', () => {
    expect(heroVideo).toEqual({
      switchBeforeEndSeconds: 3,
      overlapMs: 500,
      fadeMs: 1200,
      slowClipIndex: 2,
      slowClipRate: 0.75,
      overlayOpacity: 0.65,
    })
  })

  it('hand over 3 s before the end and loop over the clips', () => {
    expect(shouldHandOver(6.9, 10)).toBe(false)
    expect(shouldHandOver(7, 10)).toBe(true)
    expect(shouldHandOver(1, Number.NaN)).toBe(false)
    expect([0, 1, 2].map((index) => nextClip(index, 3))).toEqual([1, 2, 0])
    expect([0, 1, 2].map(playbackRate)).toEqual([1, 1, 0.75])
  })

  it('never play under reduced motion or Save-Data', () => {
    expect(mayPlayVideo(false, false)).toBe(true)
    expect(mayPlayVideo(true, false)).toBe(false)
    expect(mayPlayVideo(false, true)).toBe(false)
  })
})
