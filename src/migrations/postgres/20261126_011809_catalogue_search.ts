import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { callSearchTexts, type CallTextRow } from '../callSearchTexts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "funding_calls" ADD COLUMN "deadline_sort" timestamp(3) with time zone;
  ALTER TABLE "funding_calls" ADD COLUMN "amount_sort" numeric;
  ALTER TABLE "funding_calls_locales" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_deadline_sort" timestamp(3) with time zone;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_amount_sort" numeric;
  ALTER TABLE "_funding_calls_v_locales" ADD COLUMN "version_search_text" varchar;
  CREATE INDEX "funding_calls_deadline_sort_idx" ON "funding_calls" USING btree ("deadline_sort");
  CREATE INDEX "funding_calls_amount_sort_idx" ON "funding_calls" USING btree ("amount_sort");
  CREATE INDEX "_funding_calls_v_version_version_deadline_sort_idx" ON "_funding_calls_v" USING btree ("version_deadline_sort");
  CREATE INDEX "_funding_calls_v_version_version_amount_sort_idx" ON "_funding_calls_v" USING btree ("version_amount_sort");`)
  // The existing calls get their sort keys and search text as a save would give them.
  await db.execute(
    sql`UPDATE "funding_calls" SET "deadline_sort" = COALESCE("deadline", '9999-12-31T00:00:00.000Z'::timestamptz), "amount_sort" = COALESCE("amount_max", "amount_min", 0);`,
  )
  const { rows } = await db.execute(
    sql`SELECT "id", "fund_name" AS "fundName", "short_description" AS "shortDescription", "full_description" AS "fullDescription" FROM "funding_calls_locales";`,
  )
  for (const { id, searchText } of callSearchTexts(rows as CallTextRow[])) {
    await db.execute(sql`UPDATE "funding_calls_locales" SET "search_text" = ${searchText} WHERE "id" = ${id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "funding_calls_deadline_sort_idx";
  DROP INDEX IF EXISTS "funding_calls_amount_sort_idx";
  DROP INDEX IF EXISTS "_funding_calls_v_version_version_deadline_sort_idx";
  DROP INDEX IF EXISTS "_funding_calls_v_version_version_amount_sort_idx";
  ALTER TABLE "funding_calls" DROP COLUMN "deadline_sort";
  ALTER TABLE "funding_calls" DROP COLUMN "amount_sort";
  ALTER TABLE "funding_calls_locales" DROP COLUMN "search_text";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_deadline_sort";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_amount_sort";
  ALTER TABLE "_funding_calls_v_locales" DROP COLUMN "version_search_text";`)
}
