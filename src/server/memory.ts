import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

type Collect = () => void

let collect: Collect | null | undefined

/** V8's full collection: Node's own when it runs with --expose-gc, otherwise exposed here once. */
function collector(): Collect | null {
  if (collect !== undefined) return collect
  const exposed = (globalThis as { gc?: Collect }).gc
  if (typeof exposed === 'function') return (collect = exposed)
  try {
    setFlagsFromString('--expose-gc')
    const made = runInNewContext('gc') as unknown
    collect = typeof made === 'function' ? (made as Collect) : null
  } catch {
    collect = null
  }
  return collect
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Gives back the native memory of objects that are already garbage, after work that made many
 * database queries. On SQLite, every query prepares a statement whose memory (a few kilobytes,
 * outside the JavaScript heap) is freed only when V8 collects its small wrapper and then runs its
 * finalizer (libsql-js). V8 cannot see that memory: with a heap that hardly grows it seldom
 * collects the old generation, and a round of mails holds thousands of such statements. Measured
 * with `npm run bench:alerts`: 10,000 weekly digests grew the process by 27 MB per thousand
 * (2.4 GB for 100,000); with this after each round it stays flat at about 200 MB.
 *
 * A full collection, then two turns of the event loop for the finalizers it queued. It pauses
 * the process for tens of milliseconds, so it is for the end of a large batch only.
 */
export async function releaseNativeMemory(): Promise<void> {
  const run = collector()
  if (!run) return
  run()
  await nextTurn()
  await nextTurn()
}
