import type { ComponentProps } from 'react'

import { Link as LocaleLink } from '@/i18n/navigation'

/**
 * A link of the catalogue to another of its addresses (a tab, a filter removed, a page): never
 * prefetched, as every such address is rendered per request (./pretraga). Prefetching them
 * rendered three or four filtered lists on the server at each visit and parsed them in the
 * visitor's browser while the page was starting (mobile Lighthouse: TBT twice the bare app's).
 */
export function CatalogueLink(props: Omit<ComponentProps<typeof LocaleLink>, 'prefetch'>) {
  return <LocaleLink {...props} prefetch={false} />
}
