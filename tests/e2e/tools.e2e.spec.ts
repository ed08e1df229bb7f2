import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Locator, type Page } from '@playwright/test'

import type hr from '../../src/i18n/messages/hr.json'

import { test } from './fixtures'
import { expectNoAxeViolations, languages } from './helpers'

/** What each language shows for a grant of 100 000 € and of 100 000,50 €. */
const expected = {
  hr: {
    decimalInput: '100.000,50',
    grant: '100.000,00 €',
    fee: '2.500,00 €',
    net: '97.500,00 €',
    explanation: 'Za svaki uloženi euro dobivate 39,00 € bespovratnih sredstava.',
    decimal: { grant: '100.000,50 €', fee: '2.500,01 €', net: '97.500,49 €' },
    text: 'tekst',
    totals: {
      'hamag-bicro': '9–16 tjedana',
      'rural-development': '16–26 tjedana',
      'regional-funds': '15–25 tjedana',
    },
    hamag: ['2–4 tjedna', '1 tjedan', '4–8 tjedana', '2–3 tjedna'],
  },
  en: {
    decimalInput: '100,000.50',
    grant: '€100,000.00',
    fee: '€2,500.00',
    net: '€97,500.00',
    explanation: 'For every €1 spent, you receive €39.00 in grants.',
    decimal: { grant: '€100,000.50', fee: '€2,500.01', net: '€97,500.49' },
    text: 'abc',
    totals: {
      'hamag-bicro': '9–16 weeks',
      'rural-development': '16–26 weeks',
      'regional-funds': '15–25 weeks',
    },
    hamag: ['2–4 weeks', '1 week', '4–8 weeks', '2–3 weeks'],
  },
  de: {
    decimalInput: '100.000,50',
    grant: '100.000,00 €',
    fee: '2.500,00 €',
    net: '97.500,00 €',
    explanation: 'Für jeden eingesetzten Euro erhalten Sie 39,00 € an Fördermitteln.',
    decimal: { grant: '100.000,50 €', fee: '2.500,01 €', net: '97.500,49 €' },
    text: 'Text',
    totals: {
      'hamag-bicro': '9–16 Wochen',
      'rural-development': '16–26 Wochen',
      'regional-funds': '15–25 Wochen',
    },
    hamag: ['2–4 Wochen', '1 Woche', '4–8 Wochen', '2–3 Wochen'],
  },
} as const

/** The tools page's words in one language, from the messages the site reads. */
const toolsCopy = (locale: string) =>
  (
    JSON.parse(
      readFileSync(
        path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`),
        'utf8',
      ),
    ) as typeof hr
  ).Tools
type Copy = typeof hr.Tools

/**
 * Opens /tools and waits until the page answers: before hydration a press on Calculate submits
 * the form natively and reloads, so press until the empty-amount message appears.
 */
async function openTools(page: Page, prefix: string, copy: Copy) {
  await page.goto(`${prefix}/tools`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
  const roi = page.getByRole('region', { name: copy.roi.title })
  await expect(async () => {
    await roi.getByRole('button', { name: copy.roi.calculate }).click()
    await expect(roi.getByText(copy.roi.errors.empty)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function expectNoResult(roi: Locator) {
  await expect(roi.getByRole('definition')).toHaveCount(0)
  await expect(roi.getByRole('heading', { level: 3 })).toHaveCount(0)
}

test.describe('tools page', () => {
  for (const { locale, prefix } of languages) {
    const copy = toolsCopy(locale)
    const want = expected[locale]

    test(`tools in ${locale}: page, headings and links to each tool`, async ({ page }) => {
      await page.goto(`${prefix}/tools`)
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(copy.meta.title)} – `))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title)
      const nav = page.getByRole('navigation', { name: copy.toolsNav })
      for (const [id, title] of [
        ['roi', copy.roi.title],
        ['timeline', copy.timeline.title],
        ['checklist', copy.checklist.title],
      ] as const) {
        await expect(nav.getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`)
        const section = page.getByRole('region', { name: title })
        await expect(section).toHaveAttribute('id', id)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(title)
      }
      await expect(page.getByRole('link', { name: copy.cta.button })).toBeVisible()

      // On arrival: no ROI result or message, no timeline, nothing ticked.
      const roi = page.getByRole('region', { name: copy.roi.title })
      await expect(roi.getByLabel(copy.roi.amountLabel)).toHaveValue('')
      await expectNoResult(roi)
      await expect(roi.locator('#roi-amount-error')).toHaveText('')
      const timeline = page.getByRole('region', { name: copy.timeline.title })
      await expect(timeline.getByText(copy.timeline.empty)).toBeVisible()
      await expect(timeline.getByRole('radio', { checked: true })).toHaveCount(0)
      const checklist = page.getByRole('region', { name: copy.checklist.title })
      await expect(checklist.getByText('0/8', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test(`ROI calculator in ${locale}: result only after Calculate, messages otherwise`, async ({
      page,
    }) => {
      await openTools(page, prefix, copy)
      const roi = page.getByRole('region', { name: copy.roi.title })
      const input = roi.getByLabel(copy.roi.amountLabel)
      const calculate = roi.getByRole('button', { name: copy.roi.calculate })
      await expectNoResult(roi)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(
        `${copy.roi.amountHint} ${copy.roi.errors.empty}`,
      )

      // Typing alone shows nothing.
      await input.fill('100000')
      await expectNoResult(roi)

      await calculate.click()
      await expect(roi.getByRole('heading', { level: 3 })).toHaveText(copy.roi.resultTitle)
      await expect(roi.getByRole('term')).toHaveText([
        copy.roi.grant,
        copy.roi.fee,
        copy.roi.net,
        copy.roi.roi,
      ])
      await expect(roi.getByRole('definition')).toHaveText([
        want.grant,
        want.fee,
        want.net,
        '3900%',
      ])
      await expect(roi.getByText(want.explanation, { exact: true })).toBeVisible()
      await expect(roi.getByText(copy.roi.errors.empty)).toHaveCount(0)
      await expect(input).not.toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)

      // The language's own number format, submitted with Enter.
      await input.fill(want.decimalInput)
      await input.press('Enter')
      await expect(roi.getByRole('definition')).toHaveText([
        want.decimal.grant,
        want.decimal.fee,
        want.decimal.net,
        '3900%',
      ])

      // Zero, text and a negative amount: a message and no result.
      for (const [value, message] of [
        ['0', copy.roi.errors['not-positive']],
        [want.text, copy.roi.errors.invalid],
        ['-500', copy.roi.errors['not-positive']],
        ['', copy.roi.errors.empty],
      ] as const) {
        await input.fill(value)
        await calculate.click()
        await expect(roi.getByText(message, { exact: true })).toBeVisible()
        await expectNoResult(roi)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
      }
      await expectNoAxeViolations(page)
    })

    test(`timeline estimator in ${locale}: four phases and the total of each programme`, async ({
      page,
    }) => {
      await openTools(page, prefix, copy)
      const timeline = page.getByRole('region', { name: copy.timeline.title })
      await expect(timeline.getByText(copy.timeline.empty)).toBeVisible()
      await expect(timeline.getByRole('table')).toHaveCount(0)

      const phaseNames = [
        copy.timeline.phases.preparation,
        copy.timeline.phases.submission,
        copy.timeline.phases.evaluation,
        copy.timeline.phases.approval,
      ]
      for (const [programme, total] of Object.entries(want.totals)) {
        const name = copy.timeline.programmes[programme as keyof typeof want.totals].name
        await timeline.getByRole('radio', { name, exact: true }).check()
        const table = timeline.getByRole('table', {
          name: copy.timeline.caption.replace('{programme}', name),
        })
        await expect(table.getByRole('rowheader')).toHaveText([...phaseNames, copy.timeline.total])
        await expect(table.getByRole('cell').last()).toHaveText(total)
        if (programme === 'hamag-bicro') {
          await expect(table.getByRole('cell')).toHaveText([...want.hamag, total])
        }
      }
      await expect(timeline.getByText(copy.timeline.empty)).toHaveCount(0)
      await expectNoAxeViolations(page)

      // Arrow keys move between the programmes.
      const first = timeline.getByRole('radio', {
        name: copy.timeline.programmes['hamag-bicro'].name,
      })
      await first.check()
      await first.press('ArrowDown')
      await expect(
        timeline.getByRole('radio', { name: copy.timeline.programmes['rural-development'].name }),
      ).toBeChecked()
      await expect(timeline.getByRole('cell').last()).toHaveText(want.totals['rural-development'])
    })

    test(`document checklist in ${locale}: n/8 progress and a message at 8/8`, async ({ page }) => {
      await openTools(page, prefix, copy)
      const checklist = page.getByRole('region', { name: copy.checklist.title })
      const progress = checklist.getByRole('progressbar', { name: copy.checklist.progressLabel })
      const status = checklist.getByRole('status')
      await expect(checklist.getByText('0/8', { exact: true })).toBeVisible()
      await expect(progress).toHaveAttribute('aria-valuenow', '0')
      await expect(progress).toHaveAttribute('aria-valuemax', '8')
      await expect(status).toHaveText('')

      const names = Object.values(copy.checklist.items).map((item) => item.name)
      expect(names).toHaveLength(8)
      await expect(checklist.getByRole('checkbox')).toHaveCount(8)
      for (const [index, name] of names.entries()) {
        const box = checklist.getByRole('checkbox', { name, exact: true })
        await expect(box).not.toBeChecked()
        if (index === 0) {
          // The keyboard ticks a box too.
          await box.focus()
          await box.press('Space')
        } else {
          await checklist.getByText(name, { exact: true }).click()
        }
        await expect(box).toBeChecked()
        await expect(checklist.getByText(`${index + 1}/8`, { exact: true })).toBeVisible()
        await expect(progress).toHaveAttribute('aria-valuenow', String(index + 1))
        if (index < 7) await expect(status).toHaveText('')
      }
      await expect(status).toHaveText(copy.checklist.complete)
      await expect(progress).toHaveAttribute(
        'aria-valuetext',
        copy.checklist.progressValue.replace('{done}', '8').replace('{total}', '8'),
      )
      await expectNoAxeViolations(page)

      await checklist.getByRole('checkbox', { name: names[3], exact: true }).uncheck()
      await expect(checklist.getByText('7/8', { exact: true })).toBeVisible()
      await expect(status).toHaveText('')

      // Nothing is saved: a reload starts again at 0/8.
      await page.reload()
      await expect(checklist.getByText('0/8', { exact: true })).toBeVisible()
      await expect(checklist.getByRole('checkbox', { checked: true })).toHaveCount(0)
    })
  }
})
