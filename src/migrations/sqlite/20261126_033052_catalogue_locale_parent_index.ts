import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Payload reads a call's texts in its language by `_parent_id`; the unique index on
// (_locale, _parent_id) cannot serve that lookup, so every call on a page scanned all language
// rows (bench:catalogue: list requests 10 times slower, the funding check 20 times).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`funding_calls_locales_parent_id_idx\` ON \`funding_calls_locales\` (\`_parent_id\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`funding_calls_locales_parent_id_idx\`;`)
}
