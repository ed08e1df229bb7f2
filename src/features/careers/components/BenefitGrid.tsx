import { GraduationCap, Laptop, Rocket, Users } from 'lucide'

import { IconCardGrid } from '@/components/ui/IconCardGrid'
import type { CareersCopy } from '../text'

/** One icon per benefit, in the order of the benefits the careers page's block holds. */
const icons = [GraduationCap, Laptop, Rocket, Users] as const

/** Why work with us: the four benefit cards. */
export function BenefitGrid({ benefits }: { benefits: CareersCopy['benefits'] }) {
  return (
    <section aria-labelledby="benefits-title" className="mt-16">
      <h2 id="benefits-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {benefits.title}
      </h2>
      <IconCardGrid
        items={benefits.items}
        icons={icons}
        className="mt-8 sm:grid-cols-2 lg:grid-cols-4"
      />
    </section>
  )
}
