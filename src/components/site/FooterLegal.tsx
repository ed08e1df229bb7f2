import { Link } from '@/i18n/navigation'

import { footerLinkClass as linkClass, type FooterMessages } from './footerParts'

/** The footer's last line: the copyright and the legal pages. */
export function FooterLegal({ t, brand }: { t: FooterMessages; brand: string }) {
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>{t('copyright', { year: new Date().getFullYear(), brand })}</p>
        <nav aria-label={t('legal')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/privacy" className={linkClass}>
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link href="/terms" className={linkClass}>
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link href="/cookies" className={linkClass}>
                {t('cookies')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  )
}
