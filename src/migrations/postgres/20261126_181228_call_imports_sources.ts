import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_funding_calls_nkd_codes_classification" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_funding_calls_source_check_state" AS ENUM('unchanged', 'changed', 'moved', 'gone', 'unreachable', 'blocked', 'first');
  CREATE TYPE "public"."enum__funding_calls_v_version_nkd_codes_classification" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum__funding_calls_v_version_source_check_state" AS ENUM('unchanged', 'changed', 'moved', 'gone', 'unreachable', 'blocked', 'first');
  CREATE TYPE "public"."enum_call_import_sources_mapping_field" AS ENUM('externalId', 'fundName.hr', 'fundName.en', 'fundName.de', 'shortDescription.hr', 'shortDescription.en', 'shortDescription.de', 'fullDescription.hr', 'fullDescription.en', 'fullDescription.de', 'amountNote.hr', 'programme', 'opensAt', 'deadline', 'amountMin', 'amountMax', 'aidIntensityMax', 'applicantTypes', 'counties', 'nkd2007', 'nkd2025', 'sourceUrl');
  CREATE TYPE "public"."enum_call_imports_status" AS ENUM('previewed', 'applied');
  CREATE TABLE "call_import_sources_mapping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"column" varchar NOT NULL,
  	"field" "enum_call_import_sources_mapping_field" NOT NULL
  );
  
  CREATE TABLE "call_import_sources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "call_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source_id" integer NOT NULL,
  	"status" "enum_call_imports_status" DEFAULT 'previewed',
  	"applied_at" timestamp(3) with time zone,
  	"row_count" numeric,
  	"created" numeric,
  	"changed" numeric,
  	"unchanged" numeric,
  	"rejected" numeric,
  	"report" jsonb,
  	"rows" jsonb,
  	"prefix" varchar DEFAULT 'imports',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "source_check_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"checked" numeric,
  	"unchanged" numeric,
  	"flagged" numeric,
  	"failed" numeric,
  	"mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "funding_calls_nkd_codes" ADD COLUMN "classification" "enum_funding_calls_nkd_codes_classification" DEFAULT 'nkd2007';
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_flagged" boolean DEFAULT false;
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_state" "enum_funding_calls_source_check_state";
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_detail" varchar;
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_moved_to" varchar;
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_checked_at" timestamp(3) with time zone;
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_reachable_at" timestamp(3) with time zone;
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_content_hash" varchar;
  ALTER TABLE "funding_calls" ADD COLUMN "source_check_flagged_at" timestamp(3) with time zone;
  ALTER TABLE "funding_calls" ADD COLUMN "import_source_id" integer;
  ALTER TABLE "funding_calls" ADD COLUMN "external_id" varchar;
  ALTER TABLE "_funding_calls_v_version_nkd_codes" ADD COLUMN "classification" "enum__funding_calls_v_version_nkd_codes_classification" DEFAULT 'nkd2007';
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_flagged" boolean DEFAULT false;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_state" "enum__funding_calls_v_version_source_check_state";
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_detail" varchar;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_moved_to" varchar;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_checked_at" timestamp(3) with time zone;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_reachable_at" timestamp(3) with time zone;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_content_hash" varchar;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_source_check_flagged_at" timestamp(3) with time zone;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_import_source_id" integer;
  ALTER TABLE "_funding_calls_v" ADD COLUMN "version_external_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "call_import_sources_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "call_imports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "source_check_runs_id" integer;
  ALTER TABLE "call_import_sources_mapping" ADD CONSTRAINT "call_import_sources_mapping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."call_import_sources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "call_imports" ADD CONSTRAINT "call_imports_source_id_call_import_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."call_import_sources"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "call_import_sources_mapping_order_idx" ON "call_import_sources_mapping" USING btree ("_order");
  CREATE INDEX "call_import_sources_mapping_parent_id_idx" ON "call_import_sources_mapping" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "call_import_sources_name_idx" ON "call_import_sources" USING btree ("name");
  CREATE INDEX "call_import_sources_updated_at_idx" ON "call_import_sources" USING btree ("updated_at");
  CREATE INDEX "call_import_sources_created_at_idx" ON "call_import_sources" USING btree ("created_at");
  CREATE INDEX "call_imports_source_idx" ON "call_imports" USING btree ("source_id");
  CREATE INDEX "call_imports_updated_at_idx" ON "call_imports" USING btree ("updated_at");
  CREATE INDEX "call_imports_created_at_idx" ON "call_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "call_imports_filename_idx" ON "call_imports" USING btree ("filename");
  CREATE UNIQUE INDEX "source_check_runs_day_idx" ON "source_check_runs" USING btree ("day");
  CREATE INDEX "source_check_runs_updated_at_idx" ON "source_check_runs" USING btree ("updated_at");
  CREATE INDEX "source_check_runs_created_at_idx" ON "source_check_runs" USING btree ("created_at");
  ALTER TABLE "funding_calls" ADD CONSTRAINT "funding_calls_import_source_id_call_import_sources_id_fk" FOREIGN KEY ("import_source_id") REFERENCES "public"."call_import_sources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_funding_calls_v" ADD CONSTRAINT "_funding_calls_v_version_import_source_id_call_import_sources_id_fk" FOREIGN KEY ("version_import_source_id") REFERENCES "public"."call_import_sources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_call_import_sources_fk" FOREIGN KEY ("call_import_sources_id") REFERENCES "public"."call_import_sources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_call_imports_fk" FOREIGN KEY ("call_imports_id") REFERENCES "public"."call_imports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_source_check_runs_fk" FOREIGN KEY ("source_check_runs_id") REFERENCES "public"."source_check_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "funding_calls_source_check_source_check_flagged_idx" ON "funding_calls" USING btree ("source_check_flagged");
  CREATE INDEX "funding_calls_import_source_idx" ON "funding_calls" USING btree ("import_source_id");
  CREATE INDEX "funding_calls_external_id_idx" ON "funding_calls" USING btree ("external_id");
  CREATE UNIQUE INDEX "importSource_externalId_idx" ON "funding_calls" USING btree ("import_source_id","external_id");
  CREATE INDEX "_funding_calls_v_version_source_check_version_source_che_idx" ON "_funding_calls_v" USING btree ("version_source_check_flagged");
  CREATE INDEX "_funding_calls_v_version_version_import_source_idx" ON "_funding_calls_v" USING btree ("version_import_source_id");
  CREATE INDEX "_funding_calls_v_version_version_external_id_idx" ON "_funding_calls_v" USING btree ("version_external_id");
  CREATE INDEX "version_importSource_version_externalId_idx" ON "_funding_calls_v" USING btree ("version_import_source_id","version_external_id");
  CREATE INDEX "payload_locked_documents_rels_call_import_sources_id_idx" ON "payload_locked_documents_rels" USING btree ("call_import_sources_id");
  CREATE INDEX "payload_locked_documents_rels_call_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("call_imports_id");
  CREATE INDEX "payload_locked_documents_rels_source_check_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("source_check_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "call_import_sources_mapping" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "call_import_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "call_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "source_check_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "call_import_sources_mapping" CASCADE;
  DROP TABLE "call_import_sources" CASCADE;
  DROP TABLE "call_imports" CASCADE;
  DROP TABLE "source_check_runs" CASCADE;
  ALTER TABLE "funding_calls" DROP CONSTRAINT IF EXISTS "funding_calls_import_source_id_call_import_sources_id_fk";
  
  ALTER TABLE "_funding_calls_v" DROP CONSTRAINT IF EXISTS "_funding_calls_v_version_import_source_id_call_import_sources_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_call_import_sources_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_call_imports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_source_check_runs_fk";
  
  DROP INDEX IF EXISTS "funding_calls_source_check_source_check_flagged_idx";
  DROP INDEX IF EXISTS "funding_calls_import_source_idx";
  DROP INDEX IF EXISTS "funding_calls_external_id_idx";
  DROP INDEX IF EXISTS "importSource_externalId_idx";
  DROP INDEX IF EXISTS "_funding_calls_v_version_source_check_version_source_che_idx";
  DROP INDEX IF EXISTS "_funding_calls_v_version_version_import_source_idx";
  DROP INDEX IF EXISTS "_funding_calls_v_version_version_external_id_idx";
  DROP INDEX IF EXISTS "version_importSource_version_externalId_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_call_import_sources_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_call_imports_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_source_check_runs_id_idx";
  ALTER TABLE "funding_calls_nkd_codes" DROP COLUMN "classification";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_flagged";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_state";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_detail";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_moved_to";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_checked_at";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_reachable_at";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_content_hash";
  ALTER TABLE "funding_calls" DROP COLUMN "source_check_flagged_at";
  ALTER TABLE "funding_calls" DROP COLUMN "import_source_id";
  ALTER TABLE "funding_calls" DROP COLUMN "external_id";
  ALTER TABLE "_funding_calls_v_version_nkd_codes" DROP COLUMN "classification";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_flagged";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_state";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_detail";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_moved_to";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_checked_at";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_reachable_at";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_content_hash";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_source_check_flagged_at";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_import_source_id";
  ALTER TABLE "_funding_calls_v" DROP COLUMN "version_external_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "call_import_sources_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "call_imports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "source_check_runs_id";
  DROP TYPE "public"."enum_funding_calls_nkd_codes_classification";
  DROP TYPE "public"."enum_funding_calls_source_check_state";
  DROP TYPE "public"."enum__funding_calls_v_version_nkd_codes_classification";
  DROP TYPE "public"."enum__funding_calls_v_version_source_check_state";
  DROP TYPE "public"."enum_call_import_sources_mapping_field";
  DROP TYPE "public"."enum_call_imports_status";`)
}
