import type { CollectionSlug, Payload } from 'payload'

import type { SitemapItem } from '@/core/feature'
import { featureSites } from '@/features/registry'

export type { SitemapItem }

/**
 * Paths of every item a visitor may open, as the features list them (`site` of their
 * definitions: calls, published articles and case studies, open job openings), each with its
 * last change.
 */
export async function listSitemapItems(payload: Payload): Promise<Required<SitemapItem>[]> {
  const sites = await featureSites()
  const lists = await Promise.all(sites.map((site) => site.items?.(payload) ?? []))
  return lists.flat().map(({ path, updatedAt }) => ({ path, updatedAt: updatedAt ?? '' }))
}

/** The features' fixed public pages (the call list, the booking page, ...). */
export async function featurePages(): Promise<string[]> {
  return (await featureSites()).flatMap((site) => site.pages ?? [])
}

/**
 * The pages of a collection's documents that an anonymous visitor may read (its read access
 * decides: published, open), at `prefix/{id}`: what a feature's `site.items` usually is.
 */
export async function readablePages(
  payload: Payload,
  collection: CollectionSlug,
  prefix: string,
): Promise<SitemapItem[]> {
  const found = await payload.find({
    collection,
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { updatedAt: true },
  })
  return found.docs.map((doc) => ({
    path: `${prefix}/${doc.id}`,
    updatedAt: (doc as { updatedAt?: string }).updatedAt,
  }))
}
