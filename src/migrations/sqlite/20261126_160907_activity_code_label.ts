import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activity_codes\` ADD \`label\` text;`)
  // The label of the codes already stored: the code and its name (Croatian first).
  await db.run(
    sql`UPDATE \`activity_codes\` SET \`label\` = trim(\`code\` || ' ' || coalesce(\`name_hr\`, \`name_en\`, \`name_de\`, ''));`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`activity_codes\` DROP COLUMN \`label\`;`)
}
