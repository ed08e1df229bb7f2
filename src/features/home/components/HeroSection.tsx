import { CheckCircle2 } from 'lucide'

import { SectionLink } from '@/components/site/SectionLink.client'
import { Icon } from '@/components/ui/Icon'
import type { HomeCopy } from '../text'

import { heroPoster } from '../heroPoster'
import { heroVideo } from '../rules/heroVideo'
import { HeroVideos } from './lazy.client'

/**
 * The first screen: the poster is the first paint (and with the title the largest element),
 * inlined in the page (a gradient, half a kilobyte: ../heroPoster.ts) so that it paints with the
 * text rather than a request later; the clips fade in over it once the page is idle.
 */
export function HeroSection({ copy }: { copy: HomeCopy['hero'] }) {
  return (
    <section
      id="home"
      tabIndex={-1}
      aria-labelledby="home-title"
      className="relative isolate scroll-mt-16 overflow-hidden bg-brand-950 py-24 text-white outline-none sm:py-32"
    >
      <div aria-hidden className="absolute inset-0 -z-10">
        {/* eslint-disable-next-line @next/next/no-img-element -- inlined: nothing to optimise or fetch */}
        <img
          src={heroPoster.src}
          width={heroPoster.width}
          height={heroPoster.height}
          alt=""
          data-testid="hero-poster"
          className="absolute inset-0 size-full object-cover"
        />
        <HeroVideos />
        <div
          className="absolute inset-0 bg-brand-950"
          style={{ opacity: heroVideo.overlayOpacity }}
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">
          {copy.eyebrow}
        </p>
        <h1
          id="home-title"
          className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {copy.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-100">{copy.description}</p>
        <ul className="mt-8 grid max-w-3xl gap-3 sm:grid-cols-3">
          {copy.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-slate-100">
              <Icon icon={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-accent-400" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-4">
          <SectionLink
            section="contact"
            className="inline-flex h-12 items-center rounded-md bg-accent-400 px-6 font-semibold text-brand-950 hover:bg-accent-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {copy.contactButton}
          </SectionLink>
          <SectionLink
            section="about"
            className="inline-flex h-12 items-center rounded-md border border-white/60 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {copy.aboutButton}
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
