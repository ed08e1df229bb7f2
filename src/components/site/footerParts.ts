import type { getTranslations } from 'next-intl/server'

/** The footer's messages, read once by the footer and handed to its parts. */
export type FooterMessages = Awaited<ReturnType<typeof getTranslations<'Footer'>>>

/** A link of the footer, light on its dark ground. */
export const footerLinkClass =
  'text-slate-300 hover:text-white underline-offset-4 hover:underline focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-white'
