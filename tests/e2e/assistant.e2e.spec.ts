import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import type hr from '../../src/i18n/messages/hr.json'

import { test } from './api'
import { expectNoAxeViolations, fillContact, leadsWith } from './helpers'

const messageFile = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../src/i18n/messages/${locale}.json`), 'utf8'),
  ) as typeof hr
const messages = (locale: string) => messageFile(locale).Chat
const t = messages('hr')
const modelServer = `http://127.0.0.1:${process.env.E2E_MODEL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 27}/requests`

type ModelRequest = { stream?: boolean; messages: { role: string; content: string }[] }
const modelRequests = async () => (await (await fetch(modelServer)).json()) as ModelRequest[]

let visitor = 0
/** Each test asks from its own address, so the per-address limit never interferes. */
const ownAddress = (page: Page) =>
  page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${(visitor += 1)}` })

async function openChat(page: Page, url = '/', copy = t) {
  await ownAddress(page)
  await page.goto(url)
  const launcher = page.getByRole('button', { name: copy.open })
  const panel = page.getByRole('dialog', { name: copy.title })
  await expect(launcher).toHaveAttribute('data-enhanced', 'true')
  // A click before the page's scripts have taken over the button does nothing (the home page
  // loads its sections' code after the first paint): click again until the panel opens. The
  // panel's code is not part of the page: opening the chat fetches it.
  await expect(async () => {
    if (await panel.isHidden()) {
      const panelCode = page
        .waitForRequest((request) => request.resourceType() === 'script', { timeout: 2000 })
        .catch(() => null)
      await launcher.click({ timeout: 1000 })
      expect(await panelCode).not.toBeNull()
    }
    await expect(panel).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 20_000 })
  return { panel, input: panel.getByRole('textbox', { name: copy.inputLabel }) }
}

const bubbles = (page: Page, role: 'user' | 'assistant') =>
  page.getByTestId('chat-messages').locator(`[data-role="${role}"]`)

test.describe('chat widget', () => {
  test('opens with the welcome message and focus in the question box; Escape closes it', async ({
    page,
  }) => {
    const { panel, input } = await openChat(page)
    await expect(panel.getByRole('heading', { name: t.title })).toBeVisible()
    await expect(panel.getByText(t.subtitle)).toBeVisible()
    await expect(bubbles(page, 'assistant')).toHaveCount(1)
    await expect(bubbles(page, 'assistant').first()).toContainText(t.welcome)
    await expect(input).toBeFocused()
    const box = await panel.boundingBox()
    expect(box?.width).toBe(384)
    expect(box?.height).toBe(500)
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: t.open })).toBeFocused()
    await expect(page.getByRole('button', { name: t.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('Enter sends, the reply streams in, and the model gets the history without the welcome', async ({
    page,
  }) => {
    const { panel, input } = await openChat(page)
    const before = (await modelRequests()).length
    // Hold the question on its way until the pending state has been seen.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/ai-chat/stream**', async (route) => {
      await held
      await route.continue()
    })
    await input.fill('  Koliko vlastitog novca trebam uložiti?  ')
    await input.press('Enter')

    await expect(bubbles(page, 'user').last()).toHaveText(
      'Vi: Koliko vlastitog novca trebam uložiti?',
    )
    await expect(panel.getByRole('status').filter({ hasText: t.thinking })).toBeVisible()
    await expect(panel.getByRole('button', { name: t.send })).toBeDisabled()
    await expect(input).toHaveValue('')
    release()

    const reply = bubbles(page, 'assistant').nth(1)
    // The first pieces are shown while the rest is still on its way (a piece every 150 ms).
    await expect(reply).toContainText('Prema stranici')
    expect(await reply.textContent()).not.toContain('Izvori:')
    await expect(reply).toContainText(
      'odgovor modela na „Koliko vlastitog novca trebam uložiti?” (2 poruka)',
    )
    // The model's link to a page it was given stays; the one to a page it invented does not.
    await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\/(?!izmisljena)/)
    await expect(reply).toContainText('izmišljenoj stranici')
    await expect(reply.getByRole('link', { name: 'izmišljenoj stranici' })).toHaveCount(0)
    await expect(reply).toContainText('Izvori:')
    await expect(panel.getByRole('status').filter({ hasText: t.thinking })).toHaveCount(0)

    await input.fill('A koliki je rok?')
    await input.press('Enter')
    await expect(bubbles(page, 'assistant').nth(2)).toContainText('(4 poruka)')

    const sent = (await modelRequests()).slice(before)
    expect(sent).toHaveLength(2)
    expect(sent.every((request) => request.stream === true)).toBe(true)
    const [first, second] = sent as [ModelRequest, ModelRequest]
    expect(first.messages.map((message) => message.role)).toEqual(['system', 'user'])
    expect(second.messages.slice(1).map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
    ])
    expect(second.messages[1]!.content).toBe('Koliko vlastitog novca trebam uložiti?')
    expect(second.messages[2]!.content).toContain('odgovor modela')
    for (const request of sent) {
      expect(request.messages.some((message) => message.content.includes(t.welcome))).toBe(false)
    }
  })

  test('"Ask an adviser" opens the contact form, and the enquiry is marked as from the assistant', async ({
    page,
    request,
    admin,
  }) => {
    const { panel } = await openChat(page)
    await panel.getByRole('link', { name: t.askAdviser }).click()
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/\?from=assistant#contact$/)
    await expect(page.locator('#contact')).toBeFocused()
    // The address stays when Next.js's router updates (the form reads `from` from it on sending).
    const refreshed = page.waitForResponse((response) => response.request().headers().rsc === '1')
    await page.evaluate(() =>
      (window as unknown as { next: { router: { refresh(): void } } }).next.router.refresh(),
    )
    await refreshed
    const email = `savjetnik-${Date.now()}@primjer.hr`
    const { form, copy } = await fillContact(page, 'hr', email, 'Asistent me uputio na vas.')
    await form.getByRole('button', { name: copy.submit }).click()
    await expect(form.getByTestId('contact-status')).toContainText(
      messageFile('hr').Contact.success,
    )
    const leads = await leadsWith(request, admin, email)
    expect(leads.map((lead) => lead.source)).toEqual(['assistant'])
  })

  test('Shift+Enter starts a new line; blank input is not sent', async ({ page }) => {
    const { panel, input } = await openChat(page)
    await input.press('Space')
    await input.press('Enter')
    await input.press('Space')
    await panel.getByRole('button', { name: t.send }).click({ force: true })
    await expect(bubbles(page, 'user')).toHaveCount(0)

    await input.fill('Prvi red')
    await input.press('Shift+Enter')
    await input.pressSequentially('drugi red')
    await expect(input).toHaveValue('Prvi red\ndrugi red')
    await expect(bubbles(page, 'user')).toHaveCount(0)
  })

  test('a failed request restores the conversation and the question, with a toast', async ({
    page,
  }) => {
    const { input } = await openChat(page)
    await page.route('**/api/ai-chat/stream**', (route) => route.abort())
    await input.fill('Tko se može prijaviti?')
    await input.press('Enter')
    await expect(page.getByText(t.error)).toBeVisible()
    await expect(bubbles(page, 'user')).toHaveCount(0)
    await expect(bubbles(page, 'assistant')).toHaveCount(1)
    await expect(input).toHaveValue('Tko se može prijaviti?')
    await expect(input).toBeFocused()

    await page.unroute('**/api/ai-chat/stream**')
    await input.press('Enter')
    await expect(bubbles(page, 'assistant')).toHaveCount(2)
  })

  test('answers from the site when the model fails, in English, with links to the pages', async ({
    page,
  }) => {
    const { panel, input } = await openChat(page, '/en', messages('en'))
    await input.fill('How much of my own money do I need? [error]')
    await input.press('Enter')
    const reply = bubbles(page, 'assistant').nth(1)
    await expect(reply).toContainText('Read more:')
    await expect(reply).toContainText('You finance the rest of the eligible costs')
    await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\/en\//)
    await expect(reply.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/en#contact',
    )
    // The reply is announced to screen readers once complete.
    await expect(panel.locator('[aria-live="polite"]')).toContainText('Read more:')
  })

  test('on the Croatian page, answers an English question in English', async ({ page }) => {
    const { panel, input } = await openChat(page)
    // "[error]" makes the test model fail, so the answer is the site's own.
    await input.fill('Do you help with public procurement after the grant? [error]')
    await input.press('Enter')
    const reply = bubbles(page, 'assistant').nth(1)
    await expect(reply).toContainText('Read more:')
    await expect(reply).toContainText('procurement')
    await expect(reply).not.toContainText('Opširnije')
    await expect(reply.locator('[lang="en"]')).toHaveCount(1)
    await expect(reply.getByRole('link').first()).toHaveAttribute('href', /^\/en[/#]/)
    await expect(reply.getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/en#contact',
    )
    await expect(panel.locator('[aria-live="polite"] [lang="en"]')).toContainText('Read more:')
  })

  test.describe('on a phone', () => {
    // A phone, not a narrow desktop window: its scrollbars overlay the page and take no width.
    test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true })

    test('fills the width of a phone', async ({ page }) => {
      const { panel } = await openChat(page)
      const box = await panel.boundingBox()
      expect(box!.width).toBeGreaterThanOrEqual(370)
      expect(box!.x).toBeLessThanOrEqual(10)
      await expectNoAxeViolations(page)
    })
  })
})
