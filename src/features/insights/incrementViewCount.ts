import { and, eq, isNotNull, lte, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm'
import type { Payload } from 'payload'

type ArticlesTable = Table & { id: AnyColumn; viewCount: AnyColumn; publishedDate: AnyColumn }

type UpdateBuilder = {
  update: (table: Table) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: SQL | undefined) => {
        returning: (fields: { viewCount: AnyColumn }) => Promise<{ viewCount: unknown }[]>
      }
    }
  }
}

/**
 * Adds one view to a published article in a single UPDATE (view_count = view_count + 1), so
 * concurrent views never overwrite each other. Returns the new count, or null when the article
 * does not exist or is not published.
 */
export async function incrementViewCount(payload: Payload, id: number): Promise<number | null> {
  const { drizzle, tables } = payload.db as unknown as {
    drizzle: UpdateBuilder
    tables: { articles: ArticlesTable }
  }
  const articles = tables.articles
  const rows = await drizzle
    .update(articles)
    .set({ viewCount: sql`coalesce(${articles.viewCount}, 0) + 1` })
    .where(
      and(
        eq(articles.id, id),
        isNotNull(articles.publishedDate),
        lte(articles.publishedDate, new Date().toISOString()),
      ),
    )
    .returning({ viewCount: articles.viewCount })
  return rows[0] ? Number(rows[0].viewCount) : null
}
