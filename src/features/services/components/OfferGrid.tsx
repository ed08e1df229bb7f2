import type { IconNode } from '@/components/ui/Icon'
import { IconCardGrid } from '@/components/ui/IconCardGrid'
import type { ServiceOffer, Six } from '@/copy/services/types'

/** The six offers of a service, each with its icon, title and a sentence or two. */
export function OfferGrid({ offers, icons }: { offers: Six<ServiceOffer>; icons: Six<IconNode> }) {
  return (
    <IconCardGrid items={offers} icons={icons} className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
  )
}
