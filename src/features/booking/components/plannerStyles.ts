/** The white card each step of the booking page stands on. */
export const cardClass = 'mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8'

/** The planner's secondary buttons: showing a day, picking one of the next free times. */
export const buttonClass =
  'inline-flex h-12 items-center rounded-md border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
