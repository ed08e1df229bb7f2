import type { ProgrammeKind } from '../rules/taxonomy'

/** The twelve stars of the European flag, on a circle around (160, 90). */
const euStars = Array.from({ length: 12 }, (_, index) => {
  const angle = (index / 12) * 2 * Math.PI
  return { x: 160 + 52 * Math.sin(angle), y: 90 - 52 * Math.cos(angle) }
})

/** A five-pointed star of radius r centred on (x, y), as a polygon's points. */
function starPoints(x: number, y: number, r: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4
    const angle = (index / 10) * 2 * Math.PI
    return `${(x + radius * Math.sin(angle)).toFixed(1)},${(y - radius * Math.cos(angle)).toFixed(1)}`
  }).join(' ')
}

type ArtKind = ProgrammeKind | 'none'

const backgrounds: Record<ArtKind, [string, string]> = {
  eu: ['#0b3a8c', '#1e56b8'],
  national: ['#f8fafc', '#e2e8f0'],
  regional: ['#ecfdf5', '#d1fae5'],
  local: ['#eff6ff', '#dbeafe'],
  none: ['#f1f5f9', '#e2e8f0'],
}

function Motif({ kind }: { kind: ArtKind }) {
  switch (kind) {
    case 'eu':
      return (
        <g fill="#ffcc00">
          {euStars.map(({ x, y }) => (
            <polygon key={`${x}-${y}`} points={starPoints(x, y, 9)} />
          ))}
        </g>
      )
    case 'national':
      // A red and white chequerboard, as on the Croatian coat of arms.
      return (
        <g transform="translate(125 50)">
          <rect width="70" height="70" fill="#fff" stroke="#b91c1c" strokeWidth="3" />
          <g fill="#dc2626">
            {Array.from({ length: 25 }, (_, index) => {
              const row = Math.floor(index / 5)
              const column = index % 5
              return (row + column) % 2 === 0 ? (
                <rect key={index} x={column * 14} y={row * 14} width="14" height="14" />
              ) : null
            })}
          </g>
        </g>
      )
    case 'regional':
      return (
        <g>
          <path d="M0 150 70 96l44 30 58-56 70 62 78-46v94H0Z" fill="#34d399" opacity=".55" />
          <path d="M0 170 90 120l60 34 70-40 100 50v16H0Z" fill="#059669" opacity=".7" />
          <path
            d="M212 40a22 22 0 0 1 22 22c0 17-22 40-22 40s-22-23-22-40a22 22 0 0 1 22-22Z"
            fill="#047857"
          />
          <circle cx="212" cy="62" r="8" fill="#ecfdf5" />
        </g>
      )
    case 'local':
      return (
        <g fill="#1d4ed8" opacity=".8">
          <rect x="62" y="96" width="40" height="64" rx="2" />
          <rect x="108" y="70" width="34" height="90" rx="2" />
          <path d="M148 160V82l26-26 26 26v78Z" />
          <rect x="206" y="104" width="46" height="56" rx="2" />
          <rect x="168" y="26" width="12" height="30" />
          <g fill="#dbeafe">
            <rect x="72" y="108" width="8" height="10" />
            <rect x="86" y="108" width="8" height="10" />
            <rect x="116" y="82" width="8" height="10" />
            <rect x="128" y="82" width="8" height="10" />
            <rect x="168" y="96" width="12" height="18" rx="6" />
            <rect x="216" y="116" width="10" height="12" />
            <rect x="232" y="116" width="10" height="12" />
          </g>
        </g>
      )
    case 'none':
      return (
        <g fill="none" stroke="#2563eb" strokeWidth="6" strokeLinecap="round" opacity=".5">
          <rect x="124" y="40" width="72" height="96" rx="8" />
          <path d="M140 72h40M140 90h40M140 108h24" />
        </g>
      )
  }
}

const artKey = (kind: ProgrammeKind | null): ArtKind => kind ?? 'none'
const symbolId = (key: ArtKind) => `programme-art-${key}`

/** The drawing of one kind: its two-tone background and its motif, in a 320 x 180 box. */
function Drawing({ kind }: { kind: ArtKind }) {
  const [from, to] = backgrounds[kind]
  return (
    <>
      <rect width="320" height="180" fill={from} />
      <path d="M320 0v180H90Z" fill={to} />
      <Motif kind={kind} />
    </>
  )
}

/**
 * The picture of a call without an image: a drawing by the kind of its programme (the EU's
 * stars, the Croatian chequerboard, a region's hills, a town), decorative and the same size as
 * a photo, so no call shows an empty or broken image. Alone (a call's page) it holds its drawing;
 * with `shared`, in a list of calls, it points at the drawing ProgrammeArtSymbols holds once
 * for the list, so that two dozen cards do not each carry a hundred shapes to parse and hydrate.
 */
export function ProgrammeArt({ kind, shared }: { kind: ProgrammeKind | null; shared?: boolean }) {
  const key = artKey(kind)
  return (
    <svg
      aria-hidden
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      className="h-full w-full"
      data-programme-art={key}
    >
      {shared ? <use href={`#${symbolId(key)}`} /> : <Drawing kind={key} />}
    </svg>
  )
}

/** The drawings of the kinds a list of calls shows, once each, for its ProgrammeArt `shared`. */
export function ProgrammeArtSymbols({ kinds }: { kinds: (ProgrammeKind | null)[] }) {
  const keys = [...new Set(kinds.map(artKey))]
  if (keys.length === 0) return null
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {keys.map((key) => (
        <symbol key={key} id={symbolId(key)} viewBox="0 0 320 180">
          <Drawing kind={key} />
        </symbol>
      ))}
    </svg>
  )
}
