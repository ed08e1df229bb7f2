import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { carryOverFundingLabels, type FundingLabel } from '../carryOverFundingLabels'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_funding_calls_applicant_types" AS ENUM('micro', 'small', 'medium', 'large', 'crafts', 'family-farms', 'associations', 'public-bodies');
  CREATE TYPE "public"."enum_funding_calls_counties" AS ENUM('zagrebacka', 'krapinsko-zagorska', 'sisacko-moslavacka', 'karlovacka', 'varazdinska', 'koprivnicko-krizevacka', 'bjelovarsko-bilogorska', 'primorsko-goranska', 'licko-senjska', 'viroviticko-podravska', 'pozesko-slavonska', 'brodsko-posavska', 'zadarska', 'osjecko-baranjska', 'sibensko-kninska', 'vukovarsko-srijemska', 'splitsko-dalmatinska', 'istarska', 'dubrovacko-neretvanska', 'medimurska', 'grad-zagreb');
  CREATE TYPE "public"."enum__funding_calls_v_version_applicant_types" AS ENUM('micro', 'small', 'medium', 'large', 'crafts', 'family-farms', 'associations', 'public-bodies');
  CREATE TYPE "public"."enum__funding_calls_v_version_counties" AS ENUM('zagrebacka', 'krapinsko-zagorska', 'sisacko-moslavacka', 'karlovacka', 'varazdinska', 'koprivnicko-krizevacka', 'bjelovarsko-bilogorska', 'primorsko-goranska', 'licko-senjska', 'viroviticko-podravska', 'pozesko-slavonska', 'brodsko-posavska', 'zadarska', 'osjecko-baranjska', 'sibensko-kninska', 'vukovarsko-srijemska', 'splitsko-dalmatinska', 'istarska', 'dubrovacko-neretvanska', 'medimurska', 'grad-zagreb');
  CREATE TYPE "public"."enum_programmes_kind" AS ENUM('eu', 'national', 'regional', 'local');
  CREATE TABLE "funding_calls_applicant_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_funding_calls_applicant_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "funding_calls_counties" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_funding_calls_counties",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_funding_calls_v_version_applicant_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__funding_calls_v_version_applicant_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_funding_calls_v_version_counties" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__funding_calls_v_version_counties",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_funding_calls_v_version_nkd_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"code_division" varchar,
  	"code_group" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_funding_calls_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_programme_id" integer,
  	"version_opens_at" timestamp(3) with time zone,
  	"version_deadline" timestamp(3) with time zone,
  	"version_amount_min" numeric,
  	"version_amount_max" numeric,
  	"version_aid_intensity_max" numeric,
  	"version_source_url" varchar,
  	"version_last_verified" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_funding_calls_v_locales" (
  	"version_fund_name" varchar NOT NULL,
  	"version_short_description" varchar NOT NULL,
  	"version_full_description" varchar,
  	"version_amount_note" varchar,
  	"version_change_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_programmes_kind" NOT NULL,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programmes_locales" (
  	"name" varchar NOT NULL,
  	"managing_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "funding_calls" ALTER COLUMN "deadline" DROP NOT NULL;
  ALTER TABLE "funding_calls_nkd_codes" ADD COLUMN "code_division" varchar;
  ALTER TABLE "funding_calls_nkd_codes" ADD COLUMN "code_group" varchar;
  ALTER TABLE "funding_calls" ADD COLUMN "programme_id" integer;
  ALTER TABLE "funding_calls" ADD COLUMN "opens_at" timestamp(3) with time zone;
  ALTER TABLE "funding_calls" ADD COLUMN "amount_min" numeric;
  ALTER TABLE "funding_calls" ADD COLUMN "amount_max" numeric;
  ALTER TABLE "funding_calls" ADD COLUMN "aid_intensity_max" numeric;
  ALTER TABLE "funding_calls" ADD COLUMN "source_url" varchar;
  ALTER TABLE "funding_calls" ADD COLUMN "last_verified" timestamp(3) with time zone;
  ALTER TABLE "funding_calls_locales" ADD COLUMN "amount_note" varchar;
  ALTER TABLE "funding_calls_locales" ADD COLUMN "change_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "programmes_id" integer;
  ALTER TABLE "funding_calls_applicant_types" ADD CONSTRAINT "funding_calls_applicant_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "funding_calls_counties" ADD CONSTRAINT "funding_calls_counties_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_funding_calls_v_version_applicant_types" ADD CONSTRAINT "_funding_calls_v_version_applicant_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_funding_calls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_funding_calls_v_version_counties" ADD CONSTRAINT "_funding_calls_v_version_counties_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_funding_calls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_funding_calls_v_version_nkd_codes" ADD CONSTRAINT "_funding_calls_v_version_nkd_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_funding_calls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_funding_calls_v" ADD CONSTRAINT "_funding_calls_v_parent_id_funding_calls_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funding_calls_v" ADD CONSTRAINT "_funding_calls_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funding_calls_v" ADD CONSTRAINT "_funding_calls_v_version_programme_id_programmes_id_fk" FOREIGN KEY ("version_programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funding_calls_v_locales" ADD CONSTRAINT "_funding_calls_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_funding_calls_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_locales" ADD CONSTRAINT "programmes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "funding_calls_applicant_types_order_idx" ON "funding_calls_applicant_types" USING btree ("order");
  CREATE INDEX "funding_calls_applicant_types_parent_idx" ON "funding_calls_applicant_types" USING btree ("parent_id");
  CREATE INDEX "funding_calls_applicant_types_value_idx" ON "funding_calls_applicant_types" USING btree ("value");
  CREATE INDEX "funding_calls_counties_order_idx" ON "funding_calls_counties" USING btree ("order");
  CREATE INDEX "funding_calls_counties_parent_idx" ON "funding_calls_counties" USING btree ("parent_id");
  CREATE INDEX "funding_calls_counties_value_idx" ON "funding_calls_counties" USING btree ("value");
  CREATE INDEX "_funding_calls_v_version_applicant_types_order_idx" ON "_funding_calls_v_version_applicant_types" USING btree ("order");
  CREATE INDEX "_funding_calls_v_version_applicant_types_parent_idx" ON "_funding_calls_v_version_applicant_types" USING btree ("parent_id");
  CREATE INDEX "_funding_calls_v_version_applicant_types_value_idx" ON "_funding_calls_v_version_applicant_types" USING btree ("value");
  CREATE INDEX "_funding_calls_v_version_counties_order_idx" ON "_funding_calls_v_version_counties" USING btree ("order");
  CREATE INDEX "_funding_calls_v_version_counties_parent_idx" ON "_funding_calls_v_version_counties" USING btree ("parent_id");
  CREATE INDEX "_funding_calls_v_version_counties_value_idx" ON "_funding_calls_v_version_counties" USING btree ("value");
  CREATE INDEX "_funding_calls_v_version_nkd_codes_order_idx" ON "_funding_calls_v_version_nkd_codes" USING btree ("_order");
  CREATE INDEX "_funding_calls_v_version_nkd_codes_parent_id_idx" ON "_funding_calls_v_version_nkd_codes" USING btree ("_parent_id");
  CREATE INDEX "_funding_calls_v_version_nkd_codes_code_idx" ON "_funding_calls_v_version_nkd_codes" USING btree ("code");
  CREATE INDEX "_funding_calls_v_version_nkd_codes_code_division_idx" ON "_funding_calls_v_version_nkd_codes" USING btree ("code_division");
  CREATE INDEX "_funding_calls_v_version_nkd_codes_code_group_idx" ON "_funding_calls_v_version_nkd_codes" USING btree ("code_group");
  CREATE INDEX "_funding_calls_v_parent_idx" ON "_funding_calls_v" USING btree ("parent_id");
  CREATE INDEX "_funding_calls_v_version_version_image_idx" ON "_funding_calls_v" USING btree ("version_image_id");
  CREATE INDEX "_funding_calls_v_version_version_programme_idx" ON "_funding_calls_v" USING btree ("version_programme_id");
  CREATE INDEX "_funding_calls_v_version_version_opens_at_idx" ON "_funding_calls_v" USING btree ("version_opens_at");
  CREATE INDEX "_funding_calls_v_version_version_deadline_idx" ON "_funding_calls_v" USING btree ("version_deadline");
  CREATE INDEX "_funding_calls_v_version_version_amount_min_idx" ON "_funding_calls_v" USING btree ("version_amount_min");
  CREATE INDEX "_funding_calls_v_version_version_amount_max_idx" ON "_funding_calls_v" USING btree ("version_amount_max");
  CREATE INDEX "_funding_calls_v_version_version_updated_at_idx" ON "_funding_calls_v" USING btree ("version_updated_at");
  CREATE INDEX "_funding_calls_v_version_version_created_at_idx" ON "_funding_calls_v" USING btree ("version_created_at");
  CREATE INDEX "_funding_calls_v_created_at_idx" ON "_funding_calls_v" USING btree ("created_at");
  CREATE INDEX "_funding_calls_v_updated_at_idx" ON "_funding_calls_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_funding_calls_v_locales_locale_parent_id_unique" ON "_funding_calls_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "programmes_kind_idx" ON "programmes" USING btree ("kind");
  CREATE INDEX "programmes_updated_at_idx" ON "programmes" USING btree ("updated_at");
  CREATE INDEX "programmes_created_at_idx" ON "programmes" USING btree ("created_at");
  CREATE UNIQUE INDEX "programmes_locales_locale_parent_id_unique" ON "programmes_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "funding_calls" ADD CONSTRAINT "funding_calls_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "funding_calls_nkd_codes_code_division_idx" ON "funding_calls_nkd_codes" USING btree ("code_division");
  CREATE INDEX "funding_calls_nkd_codes_code_group_idx" ON "funding_calls_nkd_codes" USING btree ("code_group");
  CREATE INDEX "funding_calls_programme_idx" ON "funding_calls" USING btree ("programme_id");
  CREATE INDEX "funding_calls_opens_at_idx" ON "funding_calls" USING btree ("opens_at");
  CREATE INDEX "funding_calls_amount_min_idx" ON "funding_calls" USING btree ("amount_min");
  CREATE INDEX "funding_calls_amount_max_idx" ON "funding_calls" USING btree ("amount_max");
  CREATE INDEX "payload_locked_documents_rels_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("programmes_id");
  UPDATE "funding_calls_nkd_codes" SET "code_division" = substr("code", 1, 2), "code_group" = CASE WHEN length("code") >= 4 THEN substr("code", 1, 4) END;`)
  // The old free-text labels become amounts or Croatian notes before their column goes.
  const { rows } = await db.execute(
    sql`SELECT "id", "funding" FROM "funding_calls" WHERE "funding" IS NOT NULL;`,
  )
  const { amounts, notes } = carryOverFundingLabels(rows as FundingLabel[])
  for (const { id, amountMax } of amounts) {
    await db.execute(sql`UPDATE "funding_calls" SET "amount_max" = ${amountMax} WHERE "id" = ${id};`)
  }
  for (const { id, note } of notes) {
    await db.execute(
      sql`UPDATE "funding_calls_locales" SET "amount_note" = ${note} WHERE "_parent_id" = ${id} AND "_locale" = 'hr';`,
    )
  }
  await db.execute(sql`ALTER TABLE "funding_calls" DROP COLUMN "funding";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "funding_calls_applicant_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "funding_calls_counties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_funding_calls_v_version_applicant_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_funding_calls_v_version_counties" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_funding_calls_v_version_nkd_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_funding_calls_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_funding_calls_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "programmes_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "funding_calls_applicant_types" CASCADE;
  DROP TABLE "funding_calls_counties" CASCADE;
  DROP TABLE "_funding_calls_v_version_applicant_types" CASCADE;
  DROP TABLE "_funding_calls_v_version_counties" CASCADE;
  DROP TABLE "_funding_calls_v_version_nkd_codes" CASCADE;
  DROP TABLE "_funding_calls_v" CASCADE;
  DROP TABLE "_funding_calls_v_locales" CASCADE;
  DROP TABLE "programmes" CASCADE;
  DROP TABLE "programmes_locales" CASCADE;
  ALTER TABLE "funding_calls" DROP CONSTRAINT IF EXISTS "funding_calls_programme_id_programmes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_programmes_fk";
  
  DROP INDEX IF EXISTS "funding_calls_nkd_codes_code_division_idx";
  DROP INDEX IF EXISTS "funding_calls_nkd_codes_code_group_idx";
  DROP INDEX IF EXISTS "funding_calls_programme_idx";
  DROP INDEX IF EXISTS "funding_calls_opens_at_idx";
  DROP INDEX IF EXISTS "funding_calls_amount_min_idx";
  DROP INDEX IF EXISTS "funding_calls_amount_max_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_programmes_id_idx";
  UPDATE "funding_calls" SET "deadline" = "created_at" WHERE "deadline" IS NULL;
  ALTER TABLE "funding_calls" ALTER COLUMN "deadline" SET NOT NULL;
  ALTER TABLE "funding_calls" ADD COLUMN "funding" varchar;
  ALTER TABLE "funding_calls_nkd_codes" DROP COLUMN "code_division";
  ALTER TABLE "funding_calls_nkd_codes" DROP COLUMN "code_group";
  ALTER TABLE "funding_calls" DROP COLUMN "programme_id";
  ALTER TABLE "funding_calls" DROP COLUMN "opens_at";
  ALTER TABLE "funding_calls" DROP COLUMN "amount_min";
  ALTER TABLE "funding_calls" DROP COLUMN "amount_max";
  ALTER TABLE "funding_calls" DROP COLUMN "aid_intensity_max";
  ALTER TABLE "funding_calls" DROP COLUMN "source_url";
  ALTER TABLE "funding_calls" DROP COLUMN "last_verified";
  ALTER TABLE "funding_calls_locales" DROP COLUMN "amount_note";
  ALTER TABLE "funding_calls_locales" DROP COLUMN "change_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "programmes_id";
  DROP TYPE "public"."enum_funding_calls_applicant_types";
  DROP TYPE "public"."enum_funding_calls_counties";
  DROP TYPE "public"."enum__funding_calls_v_version_applicant_types";
  DROP TYPE "public"."enum__funding_calls_v_version_counties";
  DROP TYPE "public"."enum_programmes_kind";`)
}
