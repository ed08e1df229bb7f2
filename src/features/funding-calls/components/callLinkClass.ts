/** A link of a call's page: its actions, the programme's website, the source. */
export const callLinkClass =
  'inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'
