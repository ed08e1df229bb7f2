import { Fragment, type ReactNode } from 'react'

import { features } from '@/features/registry'
import type { Locale } from '@/i18n/locales'

/** What the features show in the frame's places (`frame` of their definitions), in order. */
export type FrameParts = { navbar: ReactNode; footer: ReactNode; floating: ReactNode }

/** Each feature's part of a place, keyed by the feature, in the registry's order. */
const inOrder = (parts: { name: string; node: ReactNode }[]) =>
  parts.map(({ name, node }) => <Fragment key={name}>{node}</Fragment>)

/** The features' parts of the frame of a page in `locale`. */
export async function frameParts(locale: Locale): Promise<FrameParts> {
  const frames = await Promise.all(
    features.map(async (feature) => ({ name: feature.name, frame: await feature.frame?.() })),
  )
  const navbar = []
  const footer = []
  const floating = []
  for (const { name, frame } of frames) {
    if (!frame) continue
    if (frame.navbar) navbar.push({ name, node: frame.navbar(locale) })
    if (frame.footer) footer.push({ name, node: await frame.footer(locale) })
    if (frame.floating) floating.push({ name, node: frame.floating(locale) })
  }
  return { navbar: inOrder(navbar), footer: inOrder(footer), floating: inOrder(floating) }
}
