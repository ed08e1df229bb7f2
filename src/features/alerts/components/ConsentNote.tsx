import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

/** What the subscription keeps, beside its button (the version stored is consentTextVersion). */
export async function ConsentNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return (
    <p className="text-sm text-slate-700">
      {t.rich('form.consent', {
        link: (chunks) => (
          <Link
            href="/privacy"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  )
}
