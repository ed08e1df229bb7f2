import { expect, type Locator, type Page } from '@playwright/test'

import { getPrimaryCta, getServicePage } from '@/features/pages/demo/copy/services'

import { test } from './fixtures'
import { expectNoAxeViolations, languages, localized } from './helpers'

const slugs = [
  'consultancy',
  'eu-business-plans',
  'financial-advisory',
  'eu-funding',
  'entrepreneur-consulting',
  'grant-business-plans',
] as const

/** What a visitor reads in each language, written out here rather than taken from the code. */
const texts = {
  hr: {
    nav: 'Glavna navigacija',
    servicesMenu: 'Usluge',
    services: {
      consultancy: 'Poslovno savjetovanje',
      'eu-business-plans': 'Poslovni planovi za EU projekte',
      'financial-advisory': 'Financijsko savjetovanje',
      'eu-funding': 'EU fondovi',
      'entrepreneur-consulting': 'Savjetovanje za poduzetnike',
      'grant-business-plans': 'Poslovni planovi za potpore',
    },
    freeConsultation: 'Besplatne konzultacije',
    successClaim: /stopu uspješnosti od 96\s%/,
    thirtyDays: '30 dana',
  },
  en: {
    nav: 'Main navigation',
    servicesMenu: 'Services',
    services: {
      consultancy: 'Business consultancy',
      'eu-business-plans': 'EU business plans',
      'financial-advisory': 'Financial advisory',
      'eu-funding': 'EU funding',
      'entrepreneur-consulting': 'Entrepreneur consulting',
      'grant-business-plans': 'Grant business plans',
    },
    freeConsultation: 'Free consultation',
    successClaim: /a 96% success rate/,
    thirtyDays: '30 days',
  },
  de: {
    nav: 'Hauptnavigation',
    servicesMenu: 'Leistungen',
    services: {
      consultancy: 'Unternehmensberatung',
      'eu-business-plans': 'Businesspläne für EU-Projekte',
      'financial-advisory': 'Finanzberatung',
      'eu-funding': 'EU-Fördermittel',
      'entrepreneur-consulting': 'Beratung für Unternehmer',
      'grant-business-plans': 'Businesspläne für Förderanträge',
    },
    freeConsultation: 'Kostenlose Beratung',
    successClaim: /Erfolgsquote von 96\s%/,
    thirtyDays: '30 Tage',
  },
} as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Opens a page, expecting 200 and its own canonical URL; returns the main landmark. */
async function open(page: Page, path: string): Promise<Locator> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${escapeRegExp(path)}$`),
  )
  return page.getByRole('main')
}

/** Nothing overflows sideways on a narrow phone, not even the longer German words. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 })
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The items of a titled section, each with its level-3 heading. */
async function expectItems(region: Locator, titles: readonly string[]) {
  await expect(region.getByRole('listitem')).toHaveCount(titles.length)
  await expect(region.getByRole('heading', { level: 3 })).toHaveText([...titles])
}

test.describe('service pages', () => {
  for (const { locale, prefix } of languages) {
    const t = texts[locale]
    const contact = `${localized(prefix, '/')}#contact`

    for (const slug of slugs) {
      test(`${slug} in ${locale}: hero, six offers, calls to action`, async ({ page }) => {
        const copy = getServicePage(locale, slug)
        const main = await open(page, `${prefix}/services/${slug}`)
        expect(await page.title()).toContain(copy.metaTitle)
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.services[slug])
        await expect(main.getByText(copy.lead)).toBeVisible()

        // Both hero buttons and the closing call to action lead to the contact section.
        for (const name of [t.freeConsultation, copy.secondaryCta]) {
          await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            contact,
          )
        }
        const cta = main.getByRole('complementary', { name: copy.cta.title })
        await expect(cta.getByRole('link', { name: copy.cta.button })).toHaveAttribute(
          'href',
          contact,
        )

        const offers = main.getByRole('region', { name: copy.offers.title })
        await expectItems(
          offers,
          copy.offers.items.map((offer) => offer.title),
        )
        for (const offer of copy.offers.items) {
          await expect(offers.getByText(offer.text)).toBeVisible()
        }

        if ('steps' in copy) {
          // How we work: four numbered steps, and six programmes.
          const steps = main.getByRole('region', { name: copy.steps.title })
          await expectItems(
            steps,
            copy.steps.items.map((step) => step.title),
          )
          await expect(steps.locator('ol > li')).toHaveCount(4)
          const programmes = main.getByRole('region', { name: copy.programmes.title })
          await expectItems(
            programmes,
            copy.programmes.items.map((programme) => programme.name),
          )
          for (const programme of ['NPOO', 'Horizon Europe', 'LIFE', 'HAMAG-BICRO']) {
            await expect(programmes).toContainText(programme)
          }
        } else {
          await expect(main.locator('ol')).toHaveCount(0)
        }

        if ('stats' in copy) {
          const stats = main.getByRole('region', { name: copy.stats.title })
          for (const figure of ['96%', '100+', '€50M+']) {
            await expect(stats.getByText(figure, { exact: true })).toBeVisible()
          }
          await expect(main.getByText(t.successClaim)).toBeVisible()
        } else {
          await expect(main.getByText('€50M+', { exact: true })).toHaveCount(0)
        }

        if ('results' in copy) {
          const results = main.getByRole('region', { name: copy.results.title })
          for (const figure of ['1:40', '10x', t.thirtyDays]) {
            await expect(results.getByText(figure, { exact: true })).toBeVisible()
          }
        }

        await expectNoAxeViolations(page)
        await expectNoSidewaysScroll(page)
      })
    }

    test(`the navbar's services menu in ${locale} reaches each service page`, async ({ page }) => {
      await page.goto(localized(prefix, '/'))
      const nav = page.getByRole('navigation', { name: t.nav })
      for (const slug of slugs) {
        await nav.getByRole('button', { name: t.servicesMenu }).click()
        await nav.getByRole('link', { name: t.services[slug], exact: true }).click()
        await expect(page).toHaveURL(`${prefix}/services/${slug}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.services[slug])
      }
    })

    test(`a service page's free consultation in ${locale} opens the contact section`, async ({
      page,
    }) => {
      const main = await open(page, `${prefix}/services/eu-funding`)
      await main.getByRole('link', { name: getPrimaryCta(locale), exact: true }).click()
      await expect(page).toHaveURL(contact)
      await expect(page.locator('#contact')).toBeInViewport()
    })
  }
})
