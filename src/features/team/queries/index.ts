import { cacheTags } from '@/server/cache/revalidate'
import { cachedQuery } from '@/server/published/cachedQuery'

import { listTeam, listTestimonials } from '../team'

const tags = [cacheTags.team, cacheTags.media]

/** The team as the site shows it, cached until a member or an image changes. */
export const getTeam = cachedQuery('team', tags, listTeam)
/** The testimonials as the site shows them, cached until one or an image changes. */
export const getTestimonials = cachedQuery('testimonials', tags, listTestimonials)
