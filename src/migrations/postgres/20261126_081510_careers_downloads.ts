import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('full-time', 'part-time', 'internship', 'contract');
  CREATE TYPE "public"."enum_downloads_language" AS ENUM('hr', 'en', 'de');
  CREATE TYPE "public"."enum_leads_source" AS ENUM('contact', 'application', 'download');
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"employment_type" "enum_jobs_employment_type" DEFAULT 'full-time' NOT NULL,
  	"closing_date" timestamp(3) with time zone NOT NULL,
  	"shown" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"description" jsonb NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"language" "enum_downloads_language" DEFAULT 'hr' NOT NULL,
  	"gated" boolean DEFAULT false,
  	"order" numeric DEFAULT 10 NOT NULL,
  	"shown" boolean DEFAULT true,
  	"prefix" varchar DEFAULT 'downloads',
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
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"job_id" integer,
  	"prefix" varchar DEFAULT 'applications',
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
  
  ALTER TABLE "leads" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "message" DROP NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "job_id" integer;
  ALTER TABLE "leads" ADD COLUMN "cv_id" integer;
  ALTER TABLE "leads" ADD COLUMN "download_id" integer;
  ALTER TABLE "leads" ADD COLUMN "source" "enum_leads_source" DEFAULT 'contact' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_files_id" integer;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_files" ADD CONSTRAINT "application_files_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jobs_closing_date_idx" ON "jobs" USING btree ("closing_date");
  CREATE INDEX "jobs_shown_idx" ON "jobs" USING btree ("shown");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_cover_idx" ON "downloads" USING btree ("cover_id");
  CREATE INDEX "downloads_gated_idx" ON "downloads" USING btree ("gated");
  CREATE INDEX "downloads_order_idx" ON "downloads" USING btree ("order");
  CREATE INDEX "downloads_shown_idx" ON "downloads" USING btree ("shown");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "application_files_job_idx" ON "application_files" USING btree ("job_id");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_files_filename_idx" ON "application_files" USING btree ("filename");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_cv_id_application_files_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_job_idx" ON "leads" USING btree ("job_id");
  CREATE INDEX "leads_cv_idx" ON "leads" USING btree ("cv_id");
  CREATE INDEX "leads_download_idx" ON "leads" USING btree ("download_id");
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "application_files" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_job_id_jobs_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_cv_id_application_files_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_download_id_downloads_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_application_files_fk";
  
  DROP INDEX IF EXISTS "leads_job_idx";
  DROP INDEX IF EXISTS "leads_cv_idx";
  DROP INDEX IF EXISTS "leads_download_idx";
  DROP INDEX IF EXISTS "leads_source_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_downloads_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_application_files_id_idx";
  UPDATE "leads" SET "last_name" = '' WHERE "last_name" IS NULL;
  UPDATE "leads" SET "message" = '' WHERE "message" IS NULL;
  ALTER TABLE "leads" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "leads" ALTER COLUMN "message" SET NOT NULL;
  ALTER TABLE "leads" DROP COLUMN "job_id";
  ALTER TABLE "leads" DROP COLUMN "cv_id";
  ALTER TABLE "leads" DROP COLUMN "download_id";
  ALTER TABLE "leads" DROP COLUMN "source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_files_id";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_downloads_language";
  DROP TYPE "public"."enum_leads_source";`)
}
