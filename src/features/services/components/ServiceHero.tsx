import { SectionLink } from '@/components/site/SectionLink.client'

type Props = {
  eyebrow: string
  title: string
  lead: string
  primaryCta: string
  secondaryCta: string
}

/** The top of a service page: what the service is, and two ways to the contact section. */
export function ServiceHero({ eyebrow, title, lead, primaryCta, secondaryCta }: Props) {
  return (
    <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{eyebrow}</p>
        {/* Scales down on phones so that long German words (Unternehmensberatung) fit. */}
        <h1 className="mt-4 max-w-3xl text-[clamp(1.5rem,6.5vw,3rem)] leading-tight font-bold tracking-tight text-balance break-words hyphens-auto">
          {title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-100">{lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <SectionLink
            section="contact"
            className="inline-flex h-12 items-center rounded-md bg-accent-400 px-6 font-semibold text-brand-950 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {primaryCta}
          </SectionLink>
          <SectionLink
            section="contact"
            className="inline-flex h-12 items-center rounded-md border border-white/60 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {secondaryCta}
          </SectionLink>
        </div>
      </div>
    </header>
  )
}
