import { Quote, Target } from 'lucide'

import { Icon } from '@/components/ui/Icon'
import type { HomeCopy } from '../text'
import type { TeamMemberSummary, TestimonialSummary } from '@/features/team'
import { Avatar } from '@/features/team/components'

import { Testimonials } from './lazy.client'

/** 10+ years, 100+ projects, 5+ experts, 96% success. */
const aboutStats = ['10+', '100+', '5+', '96%'] as const

const secondaryButton =
  'inline-flex h-12 items-center rounded-md border border-brand-800 px-6 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * About us: introduction, figures, mission, story, the team and the testimonials (both from
 * /admin; a part with no one shown is left out, with its button).
 */
export function AboutSection({
  copy,
  team,
  testimonials,
}: {
  copy: HomeCopy['about']
  team: TeamMemberSummary[]
  testimonials: TestimonialSummary[]
}) {
  return (
    <section
      id="about"
      tabIndex={-1}
      aria-labelledby="about-title"
      className="scroll-mt-16 py-20 outline-none"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-2">
          <div data-reveal>
            <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
              {copy.badge}
            </p>
            <h2 id="about-title" className="mt-4 text-3xl font-bold tracking-tight text-brand-900">
              {copy.title}
            </h2>
            <p className="mt-3 text-xl text-slate-700">{copy.subtitle}</p>
            {copy.descriptions.map((text) => (
              <p key={text.slice(0, 40)} className="mt-4 leading-7 text-slate-700">
                {text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-4">
              <a href="#story" className={secondaryButton}>
                {copy.storyButton}
              </a>
              {team.length > 0 && (
                <a href="#team" className={secondaryButton}>
                  {copy.teamButton}
                </a>
              )}
            </div>
          </div>
          <div className="flex flex-col gap-6">
            <dl className="grid grid-cols-2 gap-4">
              {aboutStats.map((value, index) => (
                <div
                  key={value}
                  data-reveal
                  className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
                >
                  <dt className="mt-1 text-sm text-slate-700">{copy.statLabels[index]}</dt>
                  <dd className="order-first text-3xl font-bold text-brand-800">{value}</dd>
                </div>
              ))}
            </dl>
            <div data-reveal className="rounded-xl bg-brand-900 p-6 text-white">
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Icon icon={Target} className="size-5 text-accent-400" />
                {copy.mission.title}
              </h3>
              <p className="mt-2 text-brand-50">{copy.mission.text}</p>
            </div>
          </div>
        </div>

        <div id="story" tabIndex={-1} className="mt-20 scroll-mt-20 outline-none" data-reveal>
          <h3 className="text-2xl font-bold text-brand-900">{copy.story.title}</h3>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {copy.story.paragraphs.map((text) => (
              <p key={text.slice(0, 40)} className="leading-7 text-slate-700">
                {text}
              </p>
            ))}
          </div>
        </div>

        {team.length > 0 && (
          <div id="team" tabIndex={-1} className="mt-20 scroll-mt-20 outline-none">
            <h3 className="text-2xl font-bold text-brand-900">{copy.team.title}</h3>
            <p className="mt-2 text-slate-700">{copy.team.intro}</p>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
              {team.map((member) => (
                <li
                  key={member.id}
                  data-reveal
                  className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
                >
                  <Avatar name={member.name} photo={member.photo} size="large" />
                  <span className="mt-4 font-semibold text-brand-900">{member.name}</span>
                  <span className="mt-1 text-sm text-slate-600">{member.role}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {testimonials.length > 0 && (
          <div className="mt-20">
            <h3 className="text-2xl font-bold text-brand-900">{copy.testimonials.title}</h3>
            <p className="mt-2 text-slate-700">{copy.testimonials.intro}</p>
            <Testimonials
              slides={testimonials.map((item) => ({
                key: String(item.id),
                content: <TestimonialCard item={item} />,
              }))}
              previous={copy.testimonials.previous}
              next={copy.testimonials.next}
              slideLabel={copy.testimonials.slideLabel}
              label={copy.testimonials.title}
            />
          </div>
        )}
      </div>
    </section>
  )
}

/** One client's word: the quote, then who said it (photo or initials, name, role, company). */
function TestimonialCard({ item }: { item: TestimonialSummary }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon icon={Quote} className="size-8 text-accent-500" />
      <blockquote className="mt-4 flex-1 text-slate-800">{item.quote}</blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={item.name} photo={item.photo} size="small" />
        <span>
          <span className="block font-semibold text-brand-900">{item.name}</span>
          <span className="block text-sm text-slate-600">
            {item.company ? `${item.role}, ${item.company}` : item.role}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
