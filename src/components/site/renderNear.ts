// The home sections marked `render-near` (globals.css) start out skipped by layout while off
// screen. These helpers lay them out: all at once before an in-page jump, or one per idle period.
import { whenIdle } from './whenIdle'

/** Lays out every deferred section now, so that scrolling to one of them lands exactly. */
export function renderAllSections() {
  document.documentElement.classList.add('render-all')
}

const idle = { timeout: 2000, fallbackMs: 200 }

/**
 * Lays the deferred sections out one per idle period (each is a short task, where all of them
 * at once would be one long one). Returns a function that stops.
 */
export function renderSectionsWhenIdle(): () => void {
  const pending = Array.from(document.querySelectorAll<HTMLElement>('.render-near'))
  let cancel = () => {}
  const next = () => {
    const section = pending.shift()
    if (!section) return
    section.dataset.rendered = ''
    cancel = whenIdle(next, idle)
  }
  cancel = whenIdle(next, idle)
  return () => cancel()
}

/**
 * Scrolls to a home section smoothly (instantly under reduced motion), moves focus to it and
 * writes `address` (e.g. `#contact`) into the page's address. The history state is left to
 * Next.js (null), which then keeps the address as its own: given its own state back, it would
 * take the write for one of its own and put the old address back at its next update.
 */
export function jumpToSection(target: HTMLElement, address: string) {
  renderAllSections()
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  target.focus({ preventScroll: true })
  window.history.replaceState(null, '', address)
}
