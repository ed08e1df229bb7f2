import { describe, expect, it } from 'vitest'

import hr from '@/i18n/messages/hr.json'

import { siteLinks } from './siteLinks'

describe('the menus, from the features', () => {
  it('puts each feature’s links in its place, in the registry’s order, labelled in the language', async () => {
    const links = await siteLinks('hr')
    expect(links.resources).toEqual([
      { href: '/insights', label: hr.Resources.insights },
      { href: '/case-studies', label: hr.Resources.caseStudies },
      { href: '/resources', label: hr.Resources.downloads },
      { href: '/tools', label: hr.Resources.tools },
    ])
    expect(links.main).toEqual([{ href: '/otvoreni-natjecaji', label: hr.Navbar.openTenders }])
    expect(links.about).toEqual([{ href: '/careers', label: hr.Navbar.careers }])
    // Job openings close the company column after the alerts (`last`); the alerts' page reads
    // the member's session, so it is not fetched ahead.
    expect(links.company.map((link) => link.href)).toEqual([
      '/otvoreni-natjecaji',
      '/alerts',
      '/careers',
    ])
    expect(links.company[1]).toEqual({
      href: '/alerts',
      label: hr.Alerts.links.footer,
      prefetch: false,
    })
    expect(links.services[0]).toEqual({
      href: '/services/consultancy',
      label: hr.Services.consultancy,
    })
    expect(links.services).toHaveLength(6)
  })

  it('labels them in English and German too', async () => {
    const [en, de] = await Promise.all([siteLinks('en'), siteLinks('de')])
    expect(en.main[0]!.label).not.toBe(de.main[0]!.label)
    expect(en.services.every((link) => link.label.length > 3)).toBe(true)
    expect(de.resources.map((link) => link.href)).toEqual(en.resources.map((link) => link.href))
  })
})
