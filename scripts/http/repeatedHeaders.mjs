// Next.js 16 sends a page's redirect with its Location header twice: it sets it while rendering,
// then appends it again from the render's cached headers (vercel/next.js#82117; the same for
// x-nextjs-stale-time). A proxy that joins repeated headers makes `/a, /a` of it, an address that
// leads nowhere.

/**
 * Keeps one copy of each value a header carries more than once (Set-Cookie aside: each value is
 * a cookie of its own), on a Node response whose head is not sent yet.
 * @param {import('node:http').ServerResponse} response
 */
export function dropRepeatedValues(response) {
  for (const name of response.getHeaderNames()) {
    const value = response.getHeader(name)
    if (name === 'set-cookie' || !Array.isArray(value)) continue
    const values = [...new Set(value.map(String))]
    response.setHeader(name, values.length === 1 ? values[0] : values)
  }
}
