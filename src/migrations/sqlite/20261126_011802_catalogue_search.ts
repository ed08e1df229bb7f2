import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { callSearchTexts, type CallTextRow } from '../callSearchTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`deadline_sort\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`amount_sort\` numeric;`)
  await db.run(sql`CREATE INDEX \`funding_calls_deadline_sort_idx\` ON \`funding_calls\` (\`deadline_sort\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_amount_sort_idx\` ON \`funding_calls\` (\`amount_sort\`);`)
  await db.run(sql`ALTER TABLE \`funding_calls_locales\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_deadline_sort\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_amount_sort\` numeric;`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_deadline_sort_idx\` ON \`_funding_calls_v\` (\`version_deadline_sort\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_amount_sort_idx\` ON \`_funding_calls_v\` (\`version_amount_sort\`);`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v_locales\` ADD \`version_search_text\` text;`)
  // The existing calls get their sort keys and search text as a save would give them.
  await db.run(sql`UPDATE \`funding_calls\` SET \`deadline_sort\` = COALESCE(\`deadline\`, '9999-12-31T00:00:00.000Z'), \`amount_sort\` = COALESCE(\`amount_max\`, \`amount_min\`, 0);`)
  const rows = (await db.all(
    sql`SELECT "id", "fund_name" AS "fundName", "short_description" AS "shortDescription", "full_description" AS "fullDescription" FROM \`funding_calls_locales\`;`,
  )) as CallTextRow[]
  for (const { id, searchText } of callSearchTexts(rows)) {
    await db.run(sql`UPDATE \`funding_calls_locales\` SET \`search_text\` = ${searchText} WHERE \`id\` = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`funding_calls_deadline_sort_idx\`;`)
  await db.run(sql`DROP INDEX \`funding_calls_amount_sort_idx\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` DROP COLUMN \`deadline_sort\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` DROP COLUMN \`amount_sort\`;`)
  await db.run(sql`DROP INDEX \`_funding_calls_v_version_version_deadline_sort_idx\`;`)
  await db.run(sql`DROP INDEX \`_funding_calls_v_version_version_amount_sort_idx\`;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` DROP COLUMN \`version_deadline_sort\`;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` DROP COLUMN \`version_amount_sort\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls_locales\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v_locales\` DROP COLUMN \`version_search_text\`;`)
}
