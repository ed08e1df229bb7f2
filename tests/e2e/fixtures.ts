import { test as base } from '@playwright/test'

/**
 * Playwright's `test` for every spec here. Pages are visited as by someone whose browser asks to
 * save data (Save-Data): the home page then keeps its hero poster and never starts the
 * background clips (src/features/home/rules/heroVideo.ts). Decoding and cross-fading video in
 * software took about half a core for as long as a test stayed on the home page; the specs
 * that are about the clips, or check the home page whole, set `heroVideos: true`.
 */
export const test = base.extend<{ heroVideos: boolean }>({
  heroVideos: [false, { option: true }],
  context: async ({ context, heroVideos }, provide) => {
    if (!heroVideos) {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { saveData: true, effectiveType: '4g' },
        })
      })
    }
    await provide(context)
  },
})
