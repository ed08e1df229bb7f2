// Requests the production server answers itself, before Next.js sees them: a method the address
// does not take, and a path that cannot be decoded. Next.js renders a page for any method (a PUT
// or PROPFIND answered 200), fails on TRACE (the Fetch API it builds requests with refuses the
// method: 500), and fails on a path whose percent-encoding is broken (500).

/** Site pages, feeds and files: read only (every form of the site posts to /api). */
const readOnly = ['GET', 'HEAD']
/** /admin: its pages also take the POST of Payload's server functions. */
const admin = ['GET', 'HEAD', 'POST']
/** /api: the methods its route file answers; Payload answers each route by method. */
const api = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`)

/** The path of a request target: origin form (`/a?b`) or absolute form; null for anything else. */
function targetPath(url) {
  if (url.startsWith('/')) return url.split('?')[0]
  if (!/^https?:\/\//i.test(url)) return null
  try {
    return new URL(url).pathname
  } catch {
    return null
  }
}

function decodable(path) {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/**
 * The answer to a request the server refuses before Next.js, or null when it may go on:
 * 400 for a target that is not a path or a path whose percent-encoding cannot be decoded; 405
 * (with Allow) for a method the address does not take.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @returns {{ status: 400 | 405, headers: Record<string, string>, body: string } | null}
 */
export function refusal(method = 'GET', url = '/') {
  const path = targetPath(url)
  if (path === null || !decodable(path)) {
    return {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Bad Request: the address cannot be read.',
    }
  }
  const allowed = under(path, '/api') ? api : under(path, '/admin') ? admin : readOnly
  if (allowed.includes(method.toUpperCase())) return null
  return {
    status: 405,
    headers: { Allow: allowed.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
    body: 'Method Not Allowed',
  }
}
