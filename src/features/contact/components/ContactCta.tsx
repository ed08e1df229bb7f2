import { SectionLink } from '@/components/site/SectionLink.client'

/** "Interested? Contact us": the call to action at the end of a detail page. */
export function ContactCta({
  title,
  text,
  button,
}: {
  title: string
  text: string
  button: string
}) {
  return (
    <aside
      aria-labelledby="cta-title"
      className="mt-16 rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10"
    >
      <h2 id="cta-title" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-50">{text}</p>
      <SectionLink
        section="contact"
        className="mt-6 inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {button}
      </SectionLink>
    </aside>
  )
}
