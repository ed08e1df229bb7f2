import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

/** A migration's database handle: drizzle on PostgreSQL (`execute`) or on SQLite (`run`). */
type Database = {
  execute?: (query: SQL) => Promise<unknown>
  run?: (query: SQL) => Promise<unknown>
}

async function changed(db: Database, query: SQL): Promise<number> {
  const result = (db.execute ? await db.execute(query) : await db.run!(query)) as {
    rowCount?: number | null
    rowsAffected?: number
  }
  return Number(result.rowCount ?? result.rowsAffected ?? 0)
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * Before a migration's `down` narrows a choice (a select's values), the rows holding a value
 * the older schema lacks get `fallback`, so the rollback keeps them instead of failing on
 * PostgreSQL's enum (or leaving values the older code cannot read on SQLite). Says in the log
 * how many rows it changed and why.
 */
export async function keepOnlyValues(
  db: Database,
  payload: Payload,
  target: { table: string; column: string; kept: readonly string[]; fallback: string },
  why: string,
) {
  const { table, column, kept, fallback } = target
  const count = await changed(
    db,
    sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${fallback} WHERE ${sql.identifier(column)} NOT IN (${list(kept)})`,
  )
  if (count > 0) payload.logger.warn(`Rollback: ${count} ${table} now ${column} "${fallback}": ${why}`)
}

/**
 * Before a migration's `down` removes job tasks: the queued jobs of those tasks are deleted
 * (the older code has no handler that could run them), and the log lines of those tasks in the
 * jobs that stay.
 */
export async function keepOnlyTasks(db: Database, payload: Payload, kept: readonly string[]) {
  const jobs = await changed(
    db,
    sql`DELETE FROM "payload_jobs" WHERE "task_slug" IS NOT NULL AND "task_slug" NOT IN (${list(kept)})`,
  )
  await changed(db, sql`DELETE FROM "payload_jobs_log" WHERE "task_slug" NOT IN (${list(kept)})`)
  if (jobs > 0) {
    payload.logger.warn(
      `Rollback: ${jobs} queued jobs deleted, of tasks the older version does not have`,
    )
  }
}

/** Job tasks as the schema knew them before the back office (migration `back_office`). */
const tasksBeforeBackOffice = [
  'inline',
  'send-lead-mail',
  'send-newsletter-mail',
  'send-alert-mail',
  'send-booking-mail',
  'send-account-mail',
  'check-sources',
  'schedulePublish',
] as const

/**
 * Before migration `back_office` is undone: advisers keep their account without rights in
 * /admin until an admin gives them a role, enquiries about a call, from the funding check or
 * the assistant stay enquiries, and the morning round's queued jobs go.
 */
export async function beforeBackOfficeDown(db: Database, payload: Payload) {
  await keepOnlyValues(
    db,
    payload,
    { table: 'users', column: 'role', kept: ['admin', 'editor', 'member'], fallback: 'member' },
    'advisers keep their account without rights in /admin until an admin gives them a role',
  )
  await keepOnlyValues(
    db,
    payload,
    {
      table: 'leads',
      column: 'source',
      kept: ['contact', 'application', 'download', 'booking'],
      fallback: 'contact',
    },
    'enquiries about a call, from the funding check or the assistant stay enquiries',
  )
  await keepOnlyTasks(db, payload, tasksBeforeBackOffice)
}

/**
 * Before migration `booking` is undone: enquiries from a booking stay enquiries (the bookings
 * themselves are dropped with their tables), and queued booking mails go.
 */
export async function beforeBookingDown(db: Database, payload: Payload) {
  await keepOnlyValues(
    db,
    payload,
    { table: 'leads', column: 'source', kept: ['contact', 'application', 'download'], fallback: 'contact' },
    'enquiries from a booking stay enquiries (the bookings themselves are dropped)',
  )
  await keepOnlyTasks(
    db,
    payload,
    tasksBeforeBackOffice.filter((task) => task !== 'send-booking-mail'),
  )
}
