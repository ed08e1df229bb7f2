import { getCareersCopy } from '@/copy/careers'
import { lexicalParagraphs, readableDocs, sentence, type FeatureKnowledge } from '@/core/knowledge'

/** The careers page (why work here; the openings, or that there are none) and each opening. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const careers = getCareersCopy(locale)
  // Open openings only: the collection's access rule for visitors.
  const { docs } = await readableDocs(payload, 'jobs', locale, {
    limit: 50,
    sort: 'closingDate',
  })
  const jobs = docs.map((doc) => ({
    url: `/careers/${doc.id}`,
    title: doc.title,
    location: doc.location,
    paragraphs: lexicalParagraphs(doc.description),
  }))
  const openings = jobs.map((job) => `${job.title} (${job.location})`).join('; ')
  return {
    passages: [
      {
        id: 'careers',
        title: careers.title,
        text: [
          careers.intro,
          ...careers.benefits.items.map((item) => `${sentence(item.title)} ${item.text}`),
          ...(jobs.length > 0
            ? [`${careers.hiring}: ${openings}.`]
            : [careers.openings.empty, careers.openings.text]),
        ].join(' '),
        url: '/careers',
      },
      ...jobs.map((job) => ({
        id: `careers:${job.url}`,
        title: `${careers.title}: ${job.title}`,
        text: [job.location, ...job.paragraphs].join(' '),
        url: job.url,
      })),
    ],
  }
}
