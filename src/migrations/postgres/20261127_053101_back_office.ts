import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { beforeBackOfficeDown } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_code_version" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_leads_stage" AS ENUM('new', 'contacted', 'meeting', 'proposal', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_lost_reason" AS ENUM('not-eligible', 'no-call', 'price', 'no-response', 'competitor', 'postponed', 'other');
  CREATE TYPE "public"."enum_lead_events_kind" AS ENUM('created', 'mail', 'booking', 'stage', 'adviser', 'followUp', 'note', 'reminder', 'anonymised');
  CREATE TYPE "public"."enum_funding_check_log_version" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_privacy_requests_action" AS ENUM('find', 'export', 'erase', 'retention');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'adviser' BEFORE 'member';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'back-office-daily' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'back-office-daily' BEFORE 'schedulePublish';
  CREATE TABLE "lead_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"kind" "enum_lead_events_kind" NOT NULL,
  	"summary" varchar NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "funding_check_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"version" "enum_funding_check_log_version",
  	"county" varchar,
  	"size" varchar,
  	"found" numeric NOT NULL,
  	"day" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_privacy_requests_action" NOT NULL,
  	"subject" varchar,
  	"counts" jsonb,
  	"total" numeric,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "back_office_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"mailed" numeric,
  	"anonymised" numeric,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_leads_source";
  CREATE TYPE "public"."enum_leads_source" AS ENUM('contact', 'call', 'funding-check', 'assistant', 'booking', 'application', 'download');
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'contact'::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";
  ALTER TABLE "leads" ADD COLUMN "code" varchar;
  ALTER TABLE "leads" ADD COLUMN "code_version" "enum_leads_code_version";
  ALTER TABLE "leads" ADD COLUMN "stage" "enum_leads_stage" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "lost_reason" "enum_leads_lost_reason";
  ALTER TABLE "leads" ADD COLUMN "adviser_id" integer;
  ALTER TABLE "leads" ADD COLUMN "follow_up" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "notes" varchar;
  ALTER TABLE "leads" ADD COLUMN "last_activity_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "sees_leads" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "funding_check_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "back_office_runs_id" integer;
  ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_id");
  CREATE INDEX "lead_events_kind_idx" ON "lead_events" USING btree ("kind");
  CREATE INDEX "lead_events_by_idx" ON "lead_events" USING btree ("by_id");
  CREATE INDEX "lead_events_at_idx" ON "lead_events" USING btree ("at");
  CREATE INDEX "lead_events_updated_at_idx" ON "lead_events" USING btree ("updated_at");
  CREATE INDEX "lead_events_created_at_idx" ON "lead_events" USING btree ("created_at");
  CREATE INDEX "funding_check_log_code_idx" ON "funding_check_log" USING btree ("code");
  CREATE INDEX "funding_check_log_day_idx" ON "funding_check_log" USING btree ("day");
  CREATE INDEX "funding_check_log_updated_at_idx" ON "funding_check_log" USING btree ("updated_at");
  CREATE INDEX "funding_check_log_created_at_idx" ON "funding_check_log" USING btree ("created_at");
  CREATE INDEX "day_code_version_found_idx" ON "funding_check_log" USING btree ("day","code","version","found");
  CREATE INDEX "privacy_requests_subject_idx" ON "privacy_requests" USING btree ("subject");
  CREATE INDEX "privacy_requests_by_idx" ON "privacy_requests" USING btree ("by_id");
  CREATE INDEX "privacy_requests_at_idx" ON "privacy_requests" USING btree ("at");
  CREATE INDEX "privacy_requests_updated_at_idx" ON "privacy_requests" USING btree ("updated_at");
  CREATE INDEX "privacy_requests_created_at_idx" ON "privacy_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "back_office_runs_day_idx" ON "back_office_runs" USING btree ("day");
  CREATE INDEX "back_office_runs_updated_at_idx" ON "back_office_runs" USING btree ("updated_at");
  CREATE INDEX "back_office_runs_created_at_idx" ON "back_office_runs" USING btree ("created_at");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_adviser_id_users_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_events_fk" FOREIGN KEY ("lead_events_id") REFERENCES "public"."lead_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funding_check_log_fk" FOREIGN KEY ("funding_check_log_id") REFERENCES "public"."funding_check_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_requests_fk" FOREIGN KEY ("privacy_requests_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_back_office_runs_fk" FOREIGN KEY ("back_office_runs_id") REFERENCES "public"."back_office_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage");
  CREATE INDEX "leads_adviser_idx" ON "leads" USING btree ("adviser_id");
  CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up");
  CREATE INDEX "leads_last_activity_at_idx" ON "leads" USING btree ("last_activity_at");
  CREATE INDEX "payload_locked_documents_rels_lead_events_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_events_id");
  CREATE INDEX "payload_locked_documents_rels_funding_check_log_id_idx" ON "payload_locked_documents_rels" USING btree ("funding_check_log_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_requests_id");
  CREATE INDEX "payload_locked_documents_rels_back_office_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("back_office_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await beforeBackOfficeDown(db, payload)
  // Values the older enums lack: advisers become editors, the new channels contact enquiries,
  // and the morning round's jobs go (the older config has no such task).
  await db.execute(sql`
  UPDATE "users" SET "role" = 'editor' WHERE "role" = 'adviser';
  UPDATE "leads" SET "source" = 'contact' WHERE "source" IN ('call', 'funding-check', 'assistant');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'back-office-daily';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'back-office-daily';`)
  await db.execute(sql`
   ALTER TABLE "lead_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "funding_check_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "back_office_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_events" CASCADE;
  DROP TABLE "funding_check_log" CASCADE;
  DROP TABLE "privacy_requests" CASCADE;
  DROP TABLE "back_office_runs" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_adviser_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_lead_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_funding_check_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_privacy_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_back_office_runs_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_leads_source";
  CREATE TYPE "public"."enum_leads_source" AS ENUM('contact', 'application', 'download', 'booking');
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'contact'::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'member');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-lead-mail', 'send-newsletter-mail', 'send-alert-mail', 'send-booking-mail', 'send-account-mail', 'check-sources', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-lead-mail', 'send-newsletter-mail', 'send-alert-mail', 'send-booking-mail', 'send-account-mail', 'check-sources', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "leads_stage_idx";
  DROP INDEX IF EXISTS "leads_adviser_idx";
  DROP INDEX IF EXISTS "leads_follow_up_idx";
  DROP INDEX IF EXISTS "leads_last_activity_at_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_lead_events_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_funding_check_log_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_privacy_requests_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_back_office_runs_id_idx";
  ALTER TABLE "leads" DROP COLUMN "code";
  ALTER TABLE "leads" DROP COLUMN "code_version";
  ALTER TABLE "leads" DROP COLUMN "stage";
  ALTER TABLE "leads" DROP COLUMN "lost_reason";
  ALTER TABLE "leads" DROP COLUMN "adviser_id";
  ALTER TABLE "leads" DROP COLUMN "follow_up";
  ALTER TABLE "leads" DROP COLUMN "notes";
  ALTER TABLE "leads" DROP COLUMN "last_activity_at";
  ALTER TABLE "leads" DROP COLUMN "anonymised_at";
  ALTER TABLE "users" DROP COLUMN "sees_leads";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "funding_check_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "back_office_runs_id";
  DROP TYPE "public"."enum_leads_code_version";
  DROP TYPE "public"."enum_leads_stage";
  DROP TYPE "public"."enum_leads_lost_reason";
  DROP TYPE "public"."enum_lead_events_kind";
  DROP TYPE "public"."enum_funding_check_log_version";
  DROP TYPE "public"."enum_privacy_requests_action";`)
}
