/**
 * The User-Agent of the source check: the site's host as the product token that robots.txt
 * files can name, and the site's address for whoever reads their logs, e.g.
 * `fondium.hr-source-check/1.0 (+https://fondium.hr)`.
 */
export function sourceCheckAgent(siteUrl: string): string {
  return `${new URL(siteUrl).hostname}-source-check/1.0 (+${siteUrl})`
}
