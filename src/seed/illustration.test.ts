import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { drawIllustration } from './illustration'

describe('drawIllustration', () => {
  it('draws a 1200×675 WebP that differs from seed to seed', async () => {
    const first = await drawIllustration(0)
    const second = await drawIllustration(1)
    expect(await sharp(first).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 675,
    })
    expect(first.equals(second)).toBe(false)
  })
})
