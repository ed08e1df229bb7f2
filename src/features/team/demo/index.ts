import type { Payload } from 'payload'

import type { FeatureDemo } from '@/core/feature'
import { createLocalized, isEmpty } from '@/seed/kit'

import { demoTeam, demoTestimonials } from './team'

async function seedTeam(payload: Payload) {
  if (!(await isEmpty(payload, 'team-members'))) return 0
  for (const [index, member] of demoTeam.entries()) {
    await createLocalized(
      payload,
      'team-members',
      { name: member.name, order: (index + 1) * 10, shown: true },
      { role: member.role },
    )
  }
  return demoTeam.length
}

async function seedTestimonials(payload: Payload) {
  if (!(await isEmpty(payload, 'testimonials'))) return 0
  for (const [index, testimonial] of demoTestimonials.entries()) {
    await createLocalized(
      payload,
      'testimonials',
      {
        name: testimonial.name,
        company: testimonial.company ?? null,
        order: (index + 1) * 10,
        shown: true,
      },
      { role: testimonial.role, quote: testimonial.quote },
    )
  }
  return demoTestimonials.length
}

/** The demo team and testimonials of the about section, in the order the site shows them. */
export const demo: FeatureDemo = {
  seed: async (payload) => ({
    team: await seedTeam(payload),
    testimonials: await seedTestimonials(payload),
  }),
}
