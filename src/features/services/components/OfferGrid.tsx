import { IconCardGrid } from '@/components/ui/IconCardGrid'
import type { ServiceOffer } from '../text'

import type { OfferIconName } from '../rules'
import { offerIconSet } from './offerIcons'

/** The offers (six in the design) of a service, each with its icon, title and a sentence or two. */
export function OfferGrid({
  offers,
}: {
  offers: readonly (ServiceOffer & { icon: OfferIconName })[]
}) {
  return (
    <IconCardGrid
      items={offers}
      icons={offers.map((offer) => offerIconSet[offer.icon])}
      className="mt-10 sm:grid-cols-2 lg:grid-cols-3"
    />
  )
}
