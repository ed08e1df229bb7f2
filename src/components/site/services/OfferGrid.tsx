import type { ServiceOffer, Six } from '@/content/services/types'

import { IconCardGrid } from '../content/IconCardGrid'
import type { IconNode } from '../Icon'

/** The six offers of a service, each with its icon, title and a sentence or two. */
export function OfferGrid({ offers, icons }: { offers: Six<ServiceOffer>; icons: Six<IconNode> }) {
  return (
    <IconCardGrid items={offers} icons={icons} className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
  )
}
