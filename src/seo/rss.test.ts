import { describe, expect, it } from 'vitest'

import { renderRss } from './rss'

describe('RSS feed', () => {
  it('lists items with escaped text and RFC 822 dates', () => {
    const xml = renderRss({
      title: 'Insights & news',
      link: 'https://example.hr/insights',
      selfLink: 'https://example.hr/insights/feed',
      description: 'Articles',
      language: 'hr',
      items: [
        {
          title: '<script>alert(1)</script> EU fondovi',
          link: 'https://example.hr/insights/1',
          description: 'Čak "60 %" potpore',
          date: '2026-10-01T08:00:00.000Z',
        },
      ],
    })
    expect(xml).toContain('<title>Insights &amp; news</title>')
    expect(xml).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; EU fondovi</title>')
    expect(xml).not.toContain('<script>')
    expect(xml).toContain('<description>Čak &quot;60 %&quot; potpore</description>')
    expect(xml).toContain('<pubDate>Thu, 01 Oct 2026 08:00:00 GMT</pubDate>')
    expect(xml).toContain('<guid isPermaLink="true">https://example.hr/insights/1</guid>')
    expect(xml).toContain('<language>hr</language>')
  })
})
