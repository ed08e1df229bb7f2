import sharp from 'sharp'

const palettes = [
  ['#132b4d', '#2f5f9e', '#f5c542'],
  ['#0b1a30', '#1a3b69', '#7fb3e6'],
  ['#1d3b2a', '#2f7a55', '#f2d16b'],
  ['#3a1f3d', '#6b3f8f', '#f0b46b'],
  ['#10363f', '#1f7a8c', '#f5e0a3'],
  ['#2b2d42', '#4a5a8c', '#ef8354'],
] as const

/**
 * An abstract illustration drawn locally (no download): a gradient with circles and bars whose
 * layout follows the seed number, rendered by sharp to WebP. 1200×675.
 */
export async function drawIllustration(seed: number): Promise<Buffer> {
  const [dark, mid, accent] = palettes[seed % palettes.length]!
  const shift = (seed * 137) % 600
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <circle cx="${300 + shift}" cy="${200 + (seed % 3) * 60}" r="${180 + (seed % 4) * 30}" fill="${accent}" opacity="0.18"/>
  <circle cx="${900 - shift / 2}" cy="${480 - (seed % 2) * 80}" r="${120 + (seed % 5) * 20}" fill="#ffffff" opacity="0.10"/>
  ${[0, 1, 2, 3, 4]
    .map(
      (bar) =>
        `<rect x="${140 + bar * 70}" y="${520 - (bar + 1) * (28 + (seed % 4) * 6)}" width="44" ` +
        `height="${(bar + 1) * (28 + (seed % 4) * 6)}" rx="6" fill="${accent}" opacity="${0.35 + bar * 0.12}"/>`,
    )
    .join('')}
  <path d="M80 590 C 320 ${470 - (seed % 3) * 40}, 620 ${640 - (seed % 4) * 30}, 1120 ${420 + (seed % 5) * 20}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.35"/>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}
