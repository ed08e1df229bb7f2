/**
 * Scrolls to a home section smoothly (instantly under reduced motion), moves focus to it and
 * writes `address` (e.g. `#contact`) into the page's address. The history state is left to
 * Next.js (null), which then keeps the address as its own: given its own state back, it would
 * take the write for one of its own and put the old address back at its next update.
 */
export function jumpToSection(target: HTMLElement, address: string) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  target.focus({ preventScroll: true })
  window.history.replaceState(null, '', address)
}
