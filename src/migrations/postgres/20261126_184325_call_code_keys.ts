import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "funding_calls_nkd_codes" ADD COLUMN "code_key" varchar;
  ALTER TABLE "_funding_calls_v_version_nkd_codes" ADD COLUMN "code_key" varchar;
  CREATE INDEX "funding_calls_nkd_codes_code_key_idx" ON "funding_calls_nkd_codes" USING btree ("code_key");
  CREATE INDEX "_funding_calls_v_version_nkd_codes_code_key_idx" ON "_funding_calls_v_version_nkd_codes" USING btree ("code_key");`)
  // The rows already there: their code with its version (rules/activityCodes, codeKey).
  await db.execute(sql.raw(`UPDATE "funding_calls_nkd_codes" SET "code_key" = CASE WHEN "classification" = 'nkd2025' THEN '2025/' || "code" ELSE "code" END;`))
  await db.execute(sql.raw(`UPDATE "funding_calls_nkd_codes" SET "code_division" = '2025/' || "code_division", "code_group" = CASE WHEN "code_group" IS NULL THEN NULL ELSE '2025/' || "code_group" END WHERE "classification" = 'nkd2025' AND "code_division" NOT LIKE '2025/%';`))
  await db.execute(sql.raw(`UPDATE "_funding_calls_v_version_nkd_codes" SET "code_key" = CASE WHEN "classification" = 'nkd2025' THEN '2025/' || "code" ELSE "code" END;`))
  await db.execute(sql.raw(`UPDATE "_funding_calls_v_version_nkd_codes" SET "code_division" = '2025/' || "code_division", "code_group" = CASE WHEN "code_group" IS NULL THEN NULL ELSE '2025/' || "code_group" END WHERE "classification" = 'nkd2025' AND "code_division" NOT LIKE '2025/%';`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "funding_calls_nkd_codes_code_key_idx";
  DROP INDEX IF EXISTS "_funding_calls_v_version_nkd_codes_code_key_idx";
  ALTER TABLE "funding_calls_nkd_codes" DROP COLUMN "code_key";
  ALTER TABLE "_funding_calls_v_version_nkd_codes" DROP COLUMN "code_key";`)
}
