/** Stands for the site when a relative path is read; never a real origin. */
const here = 'http://site.invalid'

/**
 * The site's own address as a path (with its ?query and #section), or null for any other: a
 * relative path (`/natjecaj/12`) or an http(s) address on one of `origins` (the site's). Another
 * site's address, a protocol-relative `//host` (or `/\host`, `/.//host`), `javascript:`,
 * `mailto:` and any other scheme are not the site's. Nor is an address with a backslash,
 * brackets or blanks in it, which no page of the site has and which could hide a link inside a
 * link.
 */
export function ownPath(href: string, origins: readonly string[]): string | null {
  const relative = href.startsWith('/')
  if (!relative && !/^https?:\/\//i.test(href)) return null
  if (/[[\]()\s\\]/.test(href)) return null
  let url: URL
  try {
    url = new URL(href, here)
  } catch {
    return null
  }
  const own = relative ? url.origin === here : origins.includes(url.origin)
  // A path that reads as "//host" once its dots are resolved would lead to that host.
  if (!own || url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** A whole Markdown link: [text](target). */
const markdownLink = /\[([^\]\n]*)\]\(([^)\s]*)\)/g

/**
 * Content (a call's description, an article, an FAQ answer) as the assistant may quote it: a
 * Markdown link to the site's own page stays, as a path; a link to anywhere else keeps its text
 * (without brackets, so that it cannot form a link with what is around it) and loses its target.
 * An address written out in the text stays text, which the chat never turns into a link.
 */
export function quotableText(text: string, origins: readonly string[]): string {
  let before: string
  let after = text
  do {
    before = after
    after = before.replace(markdownLink, (_, label: string, target: string) => {
      const path = ownPath(target, origins)
      return path ? `[${label}](${path})` : label.replace(/[[\]]/g, '')
    })
  } while (after !== before)
  return after
}

/** A Markdown link with a label that cannot close early (a title with "]" in it). */
export const markdown = (label: string, path: string) => `[${label.replace(/[[\]]/g, '')}](${path})`
