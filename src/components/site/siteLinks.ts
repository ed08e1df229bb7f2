import type { LinkPlace } from '@/core/feature'
import { featureSites } from '@/features/registry'
import type { Locale } from '@/i18n/locales'

/** A link of the menus as the navbar, the mobile menu and the footer render it. */
export type MenuLink = { href: string; label: string; prefetch?: boolean }

/** The features' links in each place of the menus, labelled in one language. */
export type SiteLinks = Record<LinkPlace, MenuLink[]>

const places: LinkPlace[] = ['services', 'resources', 'main', 'about', 'company']

/**
 * What the features put in the site's menus (`site.links` of their definitions), in the
 * registry's order within each place (a link marked `last` after the others), with its label
 * in `locale`: plain data the navbar's client components take as they are.
 */
export async function siteLinks(locale: Locale): Promise<SiteLinks> {
  const links = (await featureSites()).flatMap((site) => site.links ?? [])
  const ordered = [...links.filter((link) => !link.last), ...links.filter((link) => link.last)]
  return Object.fromEntries(
    places.map((place) => [
      place,
      ordered
        .filter((link) => link.place === place)
        .map(({ href, label, prefetch }) => ({
          href,
          label: label(locale),
          ...(prefetch === false ? { prefetch } : {}),
        })),
    ]),
  ) as SiteLinks
}
