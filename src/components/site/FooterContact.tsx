import { telHref } from '@/lib/telHref'
import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { footerLinkClass as linkClass, type FooterMessages } from './footerParts'

/** The footer's contact column: e-mail, phone and address. */
export function FooterContact({
  t,
  contact,
}: {
  t: FooterMessages
  contact: SiteSettingsData['contact']
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('contact')}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-slate-400">{t('email')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('phone')}</dt>
          <dd>
            <a href={telHref(contact.phone)} className={linkClass}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-400">{t('address')}</dt>
          <dd>
            <address className="not-italic">
              {contact.street}, {contact.postalCode} {contact.city}, {contact.country}
            </address>
          </dd>
        </div>
      </dl>
    </div>
  )
}
