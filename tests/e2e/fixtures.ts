import { test as base, expect } from '@playwright/test'

/**
 * Playwright's `test` for every spec here. Pages are visited as by someone whose browser asks to
 * save data (Save-Data): the home page then keeps its hero poster and never starts the
 * background clips (src/features/home/rules/heroVideo.ts). Decoding and cross-fading video in
 * software took about half a core for as long as a test stayed on the home page; the specs
 * that are about the clips, or check the home page whole, set `heroVideos: true`.
 *
 * A page sends the browser only the messages its islands read (src/i18n/clientMessages.ts); a
 * key one reads but was not sent shows the visitor "Namespace.key" and logs MISSING_MESSAGE,
 * which fails the test that met it.
 */
export const test = base.extend<{ heroVideos: boolean }>({
  heroVideos: [false, { option: true }],
  context: async ({ context, heroVideos }, provide) => {
    const missing: string[] = []
    context.on('console', (message) => {
      if (message.text().includes('MISSING_MESSAGE')) missing.push(message.text())
    })
    if (!heroVideos) {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { saveData: true, effectiveType: '4g' },
        })
      })
    }
    await provide(context)
    expect(missing, 'messages read in the browser that the page did not send').toEqual([])
  },
})
