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
