/**
 * True when a state-changing request comes from a page of another site (cross-site request
 * forgery). Browsers send Origin with every POST, PUT, PATCH and DELETE, and Sec-Fetch-Site with
 * every request; an Origin outside `allowed` (the site's own, from SITE_URL), the opaque origin
 * `null`, or Sec-Fetch-Site `cross-site` or `same-site` is refused. A client that sends neither
 * header (a script, a server, a mail provider's one-click unsubscribe) is no browser carrying a
 * visitor's session, and passes.
 */
export function isCrossSite(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin')
  if (origin !== null) return !allowed.includes(origin)
  const site = headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}
