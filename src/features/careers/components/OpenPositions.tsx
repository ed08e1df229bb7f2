import { SectionLink } from '@/components/site/SectionLink.client'
import { EmptyState } from '@/components/ui/EmptyState'
import type { CareersCopy } from '@/copy/careers/types'

/** Open positions: there are none, so it invites an open application through the contact form. */
export function OpenPositions({ openings }: { openings: CareersCopy['openings'] }) {
  return (
    <section aria-labelledby="openings-title" className="mt-16">
      <h2 id="openings-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {openings.title}
      </h2>
      <EmptyState title={openings.empty}>
        <p>{openings.text}</p>
        <SectionLink
          section="contact"
          className="mt-6 inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {openings.button}
        </SectionLink>
      </EmptyState>
    </section>
  )
}
