import type { Payload } from 'payload'

export type SitemapItem = { path: string; updatedAt: string }

/**
 * Paths of every item a visitor may open (published articles and case studies, all calls, open
 * job openings).
 */
export async function listSitemapItems(payload: Payload): Promise<SitemapItem[]> {
  const options = {
    depth: 0,
    overrideAccess: false,
    pagination: false,
    select: { updatedAt: true },
  } as const
  const [calls, articles, caseStudies, jobs] = await Promise.all([
    payload.find({ collection: 'funding-calls', ...options }),
    payload.find({ collection: 'articles', ...options }),
    payload.find({ collection: 'case-studies', ...options }),
    payload.find({ collection: 'jobs', ...options }),
  ])
  return [
    ...calls.docs.map((doc) => ({ path: `/natjecaj/${doc.id}`, updatedAt: doc.updatedAt })),
    ...articles.docs.map((doc) => ({ path: `/insights/${doc.id}`, updatedAt: doc.updatedAt })),
    ...caseStudies.docs.map((doc) => ({
      path: `/case-studies/${doc.id}`,
      updatedAt: doc.updatedAt,
    })),
    ...jobs.docs.map((doc) => ({ path: `/careers/${doc.id}`, updatedAt: doc.updatedAt })),
  ]
}
