// Writes src/features/home/heroPoster.ts: the home hero's poster (public/hero/hero-poster.jpg,
// a smooth gradient) as a small WebP inlined in the page, so that the hero's first paint, its
// largest element on a phone, needs no request of its own. Run by scripts/makeHeroMedia.sh after
// it renders the poster; the result is committed (src/features/home/heroPoster.test.ts checks
// that it is still the poster's picture).
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { root } from './lib.mjs'

/** Wide enough for a gradient that a phone's browser scales up smoothly; about 0.5 kB. */
const posterWidth = 240

const source = path.join(root, 'public/hero/hero-poster.jpg')
const image = await sharp(source).resize(posterWidth).webp({ quality: 80 }).toBuffer()
const { width, height } = await sharp(image).metadata()
writeFileSync(
  path.join(root, 'src/features/home/heroPoster.ts'),
  `// Written by scripts/heroPoster.mjs from public/hero/hero-poster.jpg: do not edit.

/** The hero's poster as a data URL (${image.length} bytes of WebP, ${width} x ${height}). */
export const heroPoster = {
  src: 'data:image/webp;base64,${image.toString('base64')}',
  width: ${width},
  height: ${height},
} as const
`,
)
console.log(`src/features/home/heroPoster.ts: ${width} x ${height}, ${image.length} bytes`)
