import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Payload reads a call's texts in its language by `_parent_id`; the unique index on
// (_locale, _parent_id) cannot serve that lookup, so every call on a page walked the whole
// index (bench:catalogue).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "funding_calls_locales_parent_id_idx" ON "funding_calls_locales" USING btree ("_parent_id");`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "funding_calls_locales_parent_id_idx";`)
}
