import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_activity_codes_classification" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_activity_codes_level" AS ENUM('section', 'division', 'group', 'class', 'subclass');
  CREATE TYPE "public"."enum_activity_code_imports_kind" AS ENUM('codes', 'correspondence');
  CREATE TYPE "public"."enum_activity_code_imports_classification" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_activity_code_imports_language" AS ENUM('hr', 'en', 'de');
  CREATE TABLE "activity_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"classification" "enum_activity_codes_classification" NOT NULL,
  	"code" varchar NOT NULL,
  	"level" "enum_activity_codes_level",
  	"parent" varchar,
  	"name_hr" varchar,
  	"name_en" varchar,
  	"name_de" varchar,
  	"keywords" varchar,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activity_code_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code2007" varchar NOT NULL,
  	"code2025" varchar NOT NULL,
  	"demo" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "activity_code_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_activity_code_imports_kind" DEFAULT 'codes' NOT NULL,
  	"classification" "enum_activity_code_imports_classification",
  	"language" "enum_activity_code_imports_language",
  	"row_count" numeric,
  	"created" numeric,
  	"updated" numeric,
  	"unchanged" numeric,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_code_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "activity_code_imports_id" integer;
  CREATE INDEX "activity_codes_classification_idx" ON "activity_codes" USING btree ("classification");
  CREATE INDEX "activity_codes_code_idx" ON "activity_codes" USING btree ("code");
  CREATE INDEX "activity_codes_updated_at_idx" ON "activity_codes" USING btree ("updated_at");
  CREATE INDEX "activity_codes_created_at_idx" ON "activity_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "classification_code_idx" ON "activity_codes" USING btree ("classification","code");
  CREATE INDEX "activity_code_links_code2007_idx" ON "activity_code_links" USING btree ("code2007");
  CREATE INDEX "activity_code_links_code2025_idx" ON "activity_code_links" USING btree ("code2025");
  CREATE INDEX "activity_code_links_updated_at_idx" ON "activity_code_links" USING btree ("updated_at");
  CREATE INDEX "activity_code_links_created_at_idx" ON "activity_code_links" USING btree ("created_at");
  CREATE UNIQUE INDEX "code2007_code2025_idx" ON "activity_code_links" USING btree ("code2007","code2025");
  CREATE INDEX "activity_code_imports_updated_at_idx" ON "activity_code_imports" USING btree ("updated_at");
  CREATE INDEX "activity_code_imports_created_at_idx" ON "activity_code_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "activity_code_imports_filename_idx" ON "activity_code_imports" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_codes_fk" FOREIGN KEY ("activity_codes_id") REFERENCES "public"."activity_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_code_links_fk" FOREIGN KEY ("activity_code_links_id") REFERENCES "public"."activity_code_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_activity_code_imports_fk" FOREIGN KEY ("activity_code_imports_id") REFERENCES "public"."activity_code_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_activity_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_codes_id");
  CREATE INDEX "payload_locked_documents_rels_activity_code_links_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_code_links_id");
  CREATE INDEX "payload_locked_documents_rels_activity_code_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("activity_code_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "activity_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activity_code_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "activity_code_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "activity_codes" CASCADE;
  DROP TABLE "activity_code_links" CASCADE;
  DROP TABLE "activity_code_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_activity_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_activity_code_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_activity_code_imports_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_activity_codes_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_activity_code_links_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_activity_code_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_code_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "activity_code_imports_id";
  DROP TYPE "public"."enum_activity_codes_classification";
  DROP TYPE "public"."enum_activity_codes_level";
  DROP TYPE "public"."enum_activity_code_imports_kind";
  DROP TYPE "public"."enum_activity_code_imports_classification";
  DROP TYPE "public"."enum_activity_code_imports_language";`)
}
