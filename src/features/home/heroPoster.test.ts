import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { heroPoster } from './heroPoster'

const posterFile = path.join(import.meta.dirname, '../../../public/hero/hero-poster.jpg')
const inlined = () => Buffer.from(heroPoster.src.replace(/^data:image\/webp;base64,/, ''), 'base64')

/** The picture's average colour, channel by channel (0-255). */
async function meanColour(image: Buffer | string): Promise<number[]> {
  const { channels } = await sharp(image).stats()
  return channels.slice(0, 3).map((channel) => channel.mean)
}

describe('the hero poster inlined in the home page', () => {
  it('is a small WebP of the poster file, in its proportions', async () => {
    expect(heroPoster.src).toMatch(/^data:image\/webp;base64,/)
    expect(inlined().length).toBeLessThan(1024)
    const inlinedSize = await sharp(inlined()).metadata()
    const fileSize = await sharp(posterFile).metadata()
    expect(inlinedSize.format).toBe('webp')
    expect([inlinedSize.width, inlinedSize.height]).toEqual([heroPoster.width, heroPoster.height])
    expect(inlinedSize.width! / inlinedSize.height!).toBeCloseTo(
      fileSize.width! / fileSize.height!,
      1,
    )
  })

  it('shows the same picture as the poster file (run scripts/heroPoster.mjs after changing it)', async () => {
    const [inlinedColour, fileColour] = await Promise.all([
      meanColour(inlined()),
      meanColour(posterFile),
    ])
    for (const [index, value] of inlinedColour.entries()) {
      expect(Math.abs(value - fileColour[index]!)).toBeLessThan(3)
    }
  })
})
