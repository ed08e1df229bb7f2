/** What of a list view's address an export takes: its filter, sort, search and content locale. */
const carried = (name: string) =>
  name.startsWith('where[') || ['sort', 'search', 'locale'].includes(name)

/**
 * The export's address for a list in /admin: the list's own query (Payload's `where[…]`, the
 * sort, the search words, the content locale) passed on as it is, so the file holds the rows the
 * list shows; its page, page size and columns are left behind (the export holds every row).
 */
export function exportHref(
  api: string,
  slug: string,
  format: 'csv' | 'xlsx',
  listQuery: URLSearchParams,
): string {
  const query = new URLSearchParams({ format })
  for (const [name, value] of listQuery) if (carried(name)) query.append(name, value)
  return `${api}/${slug}/export?${query}`
}
