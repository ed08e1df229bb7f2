import type { Payload, TypedUser } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'
import type { Page } from '@/payload-types'

import { normalisePath } from './rules/path'

/** A page as the site renders it: its blocks in one language and its SEO fields. */
export type PageDoc = {
  id: number
  path: string
  template: Page['template']
  layout: Page['layout']
  meta: { title: string | null; description: string | null; image: ContentImage | null }
  updatedAt: string
}

function toPageDoc(page: Page): PageDoc {
  return {
    id: page.id,
    path: page.path,
    template: page.template,
    layout: page.layout ?? [],
    meta: {
      title: page.meta?.title || null,
      description: page.meta?.description || null,
      image: toContentImage(page.meta?.image),
    },
    updatedAt: page.updatedAt,
  }
}

/** The published page at `path` as a visitor sees it, or null. */
export async function findPublishedPage(payload: Payload, locale: Locale, path: string) {
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    depth: 1,
    overrideAccess: false,
    limit: 1,
    pagination: false,
    where: { path: { equals: normalisePath(path) } },
    populate: imagePopulate,
  })
  return docs[0] ? toPageDoc(docs[0]) : null
}

/**
 * The latest draft of the page at `path` (or its published version when it has no newer draft),
 * for an editor previewing it; null for anyone else. Never cached.
 */
export async function findDraftPage(
  payload: Payload,
  locale: Locale,
  path: string,
  user: TypedUser | null,
) {
  if (!user) return null
  const { docs } = await payload.find({
    collection: 'pages',
    locale,
    depth: 1,
    draft: true,
    overrideAccess: false,
    user,
    limit: 1,
    pagination: false,
    where: { path: { equals: normalisePath(path) } },
    populate: imagePopulate,
  })
  return docs[0] ? toPageDoc(docs[0]) : null
}

/**
 * Where an old address leads (a redirect editors made, or one written when a page moved): the
 * published page it names, or its own address; null when there is no redirect or its page is
 * not published.
 */
export async function findRedirectTarget(payload: Payload, path: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    limit: 1,
    pagination: false,
    where: { from: { equals: normalisePath(path) } },
  })
  const to = docs[0]?.to
  if (!to) return null
  if (to.type === 'custom') return to.url?.trim() || null
  const id = typeof to.reference?.value === 'object' ? to.reference.value.id : to.reference?.value
  if (id == null) return null
  const { docs: pages } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    where: { id: { equals: id } },
    select: { path: true },
  })
  return pages[0]?.path ?? null
}

/** The address and last change of every published page (for the sitemap). */
export async function listPublishedPaths(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'pages',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    select: { path: true, updatedAt: true },
    sort: 'path',
  })
  return docs.map((page) => ({ path: page.path, updatedAt: page.updatedAt }))
}

/** One block of a page's layout, of any type. */
export type PageBlock = Page['layout'][number]
/** The blocks of one type. */
export type BlockOf<T extends PageBlock['blockType']> = Extract<PageBlock, { blockType: T }>

/** The blocks of a page of the given types, in their order (none when there is no page). */
export function blocksOf<T extends PageBlock['blockType']>(
  page: { layout?: PageBlock[] | null } | null,
  ...types: T[]
): BlockOf<T>[] {
  return (page?.layout ?? []).filter((block): block is BlockOf<T> =>
    (types as string[]).includes(block.blockType),
  )
}
