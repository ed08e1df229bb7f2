/**
 * Runs `callback` once the main thread is idle (at the latest after `timeout` ms), or after
 * `fallbackMs` where the browser has no idle callbacks. Returns a function that cancels.
 */
export function whenIdle(
  callback: () => void,
  { timeout, fallbackMs }: { timeout: number; fallbackMs: number },
): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, fallbackMs)
  return () => clearTimeout(handle)
}
