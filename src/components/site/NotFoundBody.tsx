import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

type Props = { locale: Locale; title: string; description: string; home: string }

/** The 404 page's content in the visitor's language: what happened and the way home. */
export function NotFoundBody({ locale, title, description, home }: Props) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-28 text-center">
      <p className="text-7xl font-bold text-brand-800" aria-hidden>
        404
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{description}</p>
      <Link
        href="/"
        locale={locale}
        className="mt-10 inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {home}
      </Link>
    </div>
  )
}
