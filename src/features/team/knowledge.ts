import type { FeatureKnowledge } from '@/core/knowledge'

import { listTeam, listTestimonials } from './team'

/** No passages of its own (the home page's about section lists the team): the people shown. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  // The people the about section shows, read as it reads them.
  const [team, testimonials] = await Promise.all([
    listTeam(payload, locale),
    listTestimonials(payload, locale),
  ])
  return { passages: [], people: [...team, ...testimonials].map((person) => person.name) }
}
