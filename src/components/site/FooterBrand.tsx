import type { SiteSettingsData } from '@/site-settings/getSiteSettings'

import { footerLinkClass as linkClass } from './footerParts'

/** The footer's first column: the brand, its description and its social profiles, if any. */
export function FooterBrand({
  brand,
  description,
  social,
  socialTitle,
  newTab,
}: {
  brand: string
  description: SiteSettingsData['description']
  social: SiteSettingsData['social']
  socialTitle: string
  /** Said to screen readers after a link that opens in a new tab. */
  newTab: string
}) {
  const socialLinks = [
    { label: 'LinkedIn', url: social?.linkedin },
    { label: 'Instagram', url: social?.instagram },
    { label: 'Facebook', url: social?.facebook },
  ].filter((link): link is { label: string; url: string } => Boolean(link.url))

  return (
    <div>
      <p className="text-lg font-bold text-white">{brand}</p>
      <p className="mt-3 text-sm leading-6">{description}</p>
      {socialLinks.length > 0 && (
        <div className="mt-6">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {socialTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
