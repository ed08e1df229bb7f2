import { lexicalParagraphs, readableDocs, sentence, type FeatureKnowledge } from '@/core/knowledge'
import { translator } from '@/i18n/translator'

/**
 * The open positions (the careers page's own words are the pages feature's): the list of
 * openings, or that there are none as the careers page says it, and each opening.
 */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  // Open openings only: the collection's access rule for visitors.
  const [{ docs }, pages] = await Promise.all([
    readableDocs(payload, 'jobs', locale, { limit: 50, sort: 'closingDate' }),
    // The careers page as a visitor reads it, for what its openings block says when there are
    // none (read here, not through the pages feature's face, which brings the server along).
    readableDocs(payload, 'pages', locale, { limit: 1, where: { path: { equals: '/careers' } } }),
  ])
  const t = translator(locale, 'Careers')
  const careers = translator(locale, 'Navbar')('careers')
  const openings = pages.docs[0]?.layout?.find(
    (block): block is Extract<typeof block, { blockType: 'openings' }> =>
      block.blockType === 'openings',
  )
  const jobs = docs.map((doc) => ({
    url: `/careers/${doc.id}`,
    title: doc.title,
    location: doc.location,
    paragraphs: lexicalParagraphs(doc.description),
  }))
  const list = jobs.map((job) => `${job.title} (${job.location})`).join('; ')
  const text =
    jobs.length > 0
      ? `${t('hiring')}: ${list}.`
      : openings
        ? [sentence(openings.empty), openings.text].join(' ')
        : ''
  return {
    passages: [
      ...(text
        ? [
            {
              id: 'careers',
              title: `${careers}: ${openings?.title ?? t('back')}`,
              text,
              url: '/careers',
            },
          ]
        : []),
      ...jobs.map((job) => ({
        id: `careers:${job.url}`,
        title: `${careers}: ${job.title}`,
        text: [job.location, ...job.paragraphs].join(' '),
        url: job.url,
      })),
    ],
  }
}
