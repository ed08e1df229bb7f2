import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

type Row = { id: number | string }

/** Drizzle as the two database adapters expose it: PostgreSQL executes, SQLite returns rows. */
type Drizzle = {
  execute?: (query: ReturnType<typeof sql>) => Promise<{ rows: Row[] }>
  all?: (query: ReturnType<typeof sql>) => Promise<Row[]>
}

/**
 * Takes up to `limit` runnable jobs of a queue for this process in one statement, so that two
 * workers (or a worker and an app instance) never get the same job: Payload's own runner reads
 * the jobs first and marks them afterwards, a window in which a second runner can take them too.
 * Runnable means what it means for Payload: not completed, not failed for good, not being run,
 * and its retry time (if any) passed. PostgreSQL skips rows another runner is claiming; SQLite
 * has one writer at a time anyway.
 */
export async function claimJobs(
  payload: Payload,
  queue: string,
  limit: number,
): Promise<Row['id'][]> {
  const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const now = new Date().toISOString()
  if (payload.db.name === 'postgres') {
    const result = await db.execute!(sql`
      UPDATE payload_jobs SET processing = true, updated_at = now()
      WHERE id IN (
        SELECT id FROM payload_jobs
        WHERE completed_at IS NULL
          AND (has_error IS NULL OR has_error = false)
          AND (processing IS NULL OR processing = false)
          AND (wait_until IS NULL OR wait_until < ${now}::timestamptz)
          AND queue = ${queue}
        ORDER BY created_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`)
    return result.rows.map((row) => row.id)
  }
  const rows = await db.all!(sql`
    UPDATE payload_jobs SET processing = 1, updated_at = ${now}
    WHERE id IN (
      SELECT id FROM payload_jobs
      WHERE completed_at IS NULL
        AND (has_error IS NULL OR has_error = 0)
        AND (processing IS NULL OR processing = 0)
        AND (wait_until IS NULL OR wait_until < ${now})
        AND queue = ${queue}
      ORDER BY created_at
      LIMIT ${limit}
    )
    RETURNING id`)
  return rows.map((row) => row.id)
}
