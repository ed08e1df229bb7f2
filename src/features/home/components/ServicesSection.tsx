import {
  ArrowRight,
  BarChart3,
  Check,
  Cpu,
  FileText,
  GraduationCap,
  Megaphone,
  Network,
} from 'lucide'

import type { ServiceSlug } from '@/features/services/rules'
import { Icon, type IconNode } from '@/components/ui/Icon'
import { Section } from '@/components/ui/Section'
import type { HomeCopy } from '../text'
import type { HomeServiceKey } from '../text'
import { Link } from '@/i18n/navigation'

/** The service page each home card leads to, and its icon. */
const cardTargets: Record<HomeServiceKey, { slug: ServiceSlug; icon: IconNode }> = {
  strategicPlanning: { slug: 'eu-business-plans', icon: BarChart3 },
  projectApplications: { slug: 'grant-business-plans', icon: FileText },
  leadershipTraining: { slug: 'entrepreneur-consulting', icon: GraduationCap },
  technologyConsulting: { slug: 'eu-funding', icon: Cpu },
  digitalMarketing: { slug: 'consultancy', icon: Megaphone },
  organizationalDevelopment: { slug: 'financial-advisory', icon: Network },
}

/** Six service cards with three features each and a link to the matching service page. */
export function ServicesSection({ copy }: { copy: HomeCopy['services'] }) {
  return (
    <Section id="services" title={copy.title} intro={copy.intro} className="bg-slate-50">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.cards.map((card) => {
          const { slug, icon } = cardTargets[card.key]
          return (
            <li
              key={card.key}
              data-reveal
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden
                className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-800"
              >
                <Icon icon={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.description}</p>
              <ul className="mt-4 space-y-2">
                {card.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                    <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link
                href={`/services/${slug}`}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {copy.learnMore}
                <span className="sr-only">: {card.title}</span>
                <Icon icon={ArrowRight} className="size-4" />
              </Link>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
