export type FeedItem = {
  title: string
  link: string
  description: string
  date: string
  /** An id of its own when one link has several items (a call and each of its changes). */
  guid?: string
}

export type Feed = {
  title: string
  link: string
  selfLink: string
  description: string
  language: string
  items: FeedItem[]
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`

/** An RSS 2.0 document; every text is escaped, so no markup from content gets through. */
export function renderRss(feed: Feed): string {
  const items = feed.items.map(
    (item) =>
      '<item>' +
      tag('title', item.title) +
      tag('link', item.link) +
      (item.guid
        ? `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`
        : `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`) +
      tag('description', item.description) +
      tag('pubDate', new Date(item.date).toUTCString()) +
      '</item>',
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    tag('title', feed.title) +
    tag('link', feed.link) +
    `<atom:link href="${escapeXml(feed.selfLink)}" rel="self" type="application/rss+xml"/>` +
    tag('description', feed.description) +
    tag('language', feed.language) +
    items.join('') +
    '</channel></rss>\n'
  )
}
