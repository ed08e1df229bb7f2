import { maxFormBodyBytes } from '@/forms/limits'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/translator'

/** Largest request body read (src/forms/limits.ts). */
export const maxBodyBytes = maxFormBodyBytes

/** The request's media type, lower case and without parameters ('' when none is given). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export const isJson = (type: string) => type === 'application/json' || type.endsWith('+json')

/** Why a body could not be read: over the size limit, not JSON or a form, or broken. */
export type BodyProblem = 'tooLarge' | 'unsupportedType' | 'malformed'

export type Body = { ok: true; value: unknown } | { ok: false; problem: BodyProblem }

/**
 * The body's bytes, read as they arrive and abandoned as soon as they pass `limit` (a chunked
 * body has no length to check first); null when over it.
 */
export async function readLimited(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Stop here. Cancelling would reset the connection before the client reads the answer;
      // the server discards what else arrives, without keeping it.
      reader.releaseLock()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The body as JSON or as a form post. An empty body reads as {} (every field missing); other
 * media types, bodies over `limit` bytes, invalid UTF-8 and invalid JSON are problems, each
 * answered with its own status by `unreadableBody`.
 */
export async function readBody(request: Request, limit = maxBodyBytes): Promise<Body> {
  const type = mediaType(request)
  if (type && !isJson(type) && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, problem: 'unsupportedType' }
  }
  let bytes: Uint8Array | null
  try {
    bytes = await readLimited(request, limit)
  } catch {
    return { ok: false, problem: 'malformed' }
  }
  if (!bytes) return { ok: false, problem: 'tooLarge' }
  if (bytes.byteLength === 0) return { ok: true, value: {} }
  try {
    const text = utf8.decode(bytes)
    if (type === 'application/x-www-form-urlencoded') {
      return { ok: true, value: Object.fromEntries(new URLSearchParams(text)) }
    }
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, problem: 'malformed' }
  }
}

const bodyStatus: Record<BodyProblem, number> = {
  tooLarge: 413,
  unsupportedType: 415,
  malformed: 400,
}

/** The answer to a body that could not be read, in the request's language. */
export function unreadableBody(locale: Locale, problem: BodyProblem, limit = maxBodyBytes) {
  const t = translator(locale, 'Request')
  const message = t(problem, { kilobytes: Math.floor(limit / 1024) })
  return Response.json({ error: message }, { status: bodyStatus[problem] })
}

/** A multipart form's text fields and files. */
export type MultipartBody =
  | { ok: true; fields: Record<string, string>; files: Record<string, File> }
  | { ok: false; problem: BodyProblem }

/**
 * A multipart form post (a form with a file). Its size was already bounded by the API guard
 * (src/server/http/guardApi.ts, the route's body allowance); another media type, or a body that
 * does not parse, is a problem answered like `readBody`'s.
 */
export async function readMultipart(request: Request): Promise<MultipartBody> {
  if (mediaType(request) !== 'multipart/form-data') return { ok: false, problem: 'unsupportedType' }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return { ok: false, problem: 'malformed' }
  }
  const fields: Record<string, string> = {}
  const files: Record<string, File> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value
    else if (value.size > 0 || value.name) files[name] = value
  }
  return { ok: true, fields, files }
}
