import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` ADD \`code_key\` text;`)
  await db.run(sql`CREATE INDEX \`funding_calls_nkd_codes_code_key_idx\` ON \`funding_calls_nkd_codes\` (\`code_key\`);`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v_version_nkd_codes\` ADD \`code_key\` text;`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_nkd_codes_code_key_idx\` ON \`_funding_calls_v_version_nkd_codes\` (\`code_key\`);`)
  // The rows already there: their code with its version (rules/activityCodes, codeKey).
  await db.run(sql.raw(`UPDATE "funding_calls_nkd_codes" SET "code_key" = CASE WHEN "classification" = 'nkd2025' THEN '2025/' || "code" ELSE "code" END;`))
  await db.run(sql.raw(`UPDATE "funding_calls_nkd_codes" SET "code_division" = '2025/' || "code_division", "code_group" = CASE WHEN "code_group" IS NULL THEN NULL ELSE '2025/' || "code_group" END WHERE "classification" = 'nkd2025' AND "code_division" NOT LIKE '2025/%';`))
  await db.run(sql.raw(`UPDATE "_funding_calls_v_version_nkd_codes" SET "code_key" = CASE WHEN "classification" = 'nkd2025' THEN '2025/' || "code" ELSE "code" END;`))
  await db.run(sql.raw(`UPDATE "_funding_calls_v_version_nkd_codes" SET "code_division" = '2025/' || "code_division", "code_group" = CASE WHEN "code_group" IS NULL THEN NULL ELSE '2025/' || "code_group" END WHERE "classification" = 'nkd2025' AND "code_division" NOT LIKE '2025/%';`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`funding_calls_nkd_codes_code_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` DROP COLUMN \`code_key\`;`)
  await db.run(sql`DROP INDEX \`_funding_calls_v_version_nkd_codes_code_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v_version_nkd_codes\` DROP COLUMN \`code_key\`;`)
}
