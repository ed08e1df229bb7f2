/** How one request is made: who asks, how long it may take, how much of the body is read. */
export type FetchOptions = { userAgent: string; timeoutMs: number; maxBytes: number }

/** An answer (the body read only for 2xx, up to the limit), or why there was none. */
export type Fetched =
  | {
      kind: 'response'
      status: number
      location: string | null
      contentType: string | null
      body?: Uint8Array
    }
  | { kind: 'failure'; detail: string }

/** A duration as people read it: 300 ms, 15 s. */
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`)

/** Why a request got no answer, in a few words: a timeout, or the network's error code. */
function failureDetail(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || name === 'AbortError')
    return `timeout after ${duration(timeoutMs)}`
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined
  if (cause?.code) return `connection failed (${cause.code})`
  return `connection failed (${error instanceof Error ? error.message : String(error)})`.slice(
    0,
    200,
  )
}

/** The first `maxBytes` of a body; the rest is not downloaded. */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < maxBytes) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
  }
  if (size >= maxBytes) await reader.cancel().catch(() => undefined)
  const body = new Uint8Array(Math.min(size, maxBytes))
  let offset = 0
  for (const chunk of chunks) {
    const part = chunk.subarray(0, body.byteLength - offset)
    body.set(part, offset)
    offset += part.byteLength
  }
  return body
}

/**
 * One GET of `url`, redirects not followed (their status and Location come back), within the
 * timeout (the body's download included), with the check's User-Agent.
 */
export async function fetchOnce(url: string, options: FetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  try {
    const response = await fetch(url, {
      redirect: 'manual',
      signal,
      headers: { 'user-agent': options.userAgent, accept: '*/*' },
    })
    const ok = response.status >= 200 && response.status < 300
    const body = ok ? await readLimited(response, options.maxBytes) : undefined
    if (!ok) await response.body?.cancel().catch(() => undefined)
    return {
      kind: 'response',
      status: response.status,
      location: response.headers.get('location'),
      contentType: response.headers.get('content-type'),
      body,
    }
  } catch (error) {
    return { kind: 'failure', detail: failureDetail(error, options.timeoutMs) }
  }
}
