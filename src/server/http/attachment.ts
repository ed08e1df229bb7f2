/**
 * A file answer of Payload's upload route, sent as a download under its own name: Payload
 * gives the type but no name, so a browser would save "file" or open an uploaded document in
 * the site's origin. Non-ASCII names are sent both ways (RFC 6266): as they are, and in plain
 * letters for old clients (č → c, đ → d).
 */
export function asAttachment(response: Response, filename: string): Response {
  if (response.status !== 200 && response.status !== 206) return response
  const headers = new Headers(response.headers)
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
  // RFC 5987 leaves ' ( ) * out of the characters a value may carry as they are.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  headers.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`)
  headers.set('X-Content-Type-Options', 'nosniff')
  return new Response(response.body, { status: response.status, headers })
}

/** The file name of a path under /api/{collection}/file/, or null for any other path. */
export function uploadFileName(path: string, collection: string): string | null {
  const prefix = `/api/${collection}/file/`
  if (!path.startsWith(prefix)) return null
  try {
    return decodeURIComponent(path.slice(prefix.length))
  } catch {
    return null
  }
}
