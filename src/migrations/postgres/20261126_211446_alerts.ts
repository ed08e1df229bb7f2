import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { keepOnlyTasks } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_codes_classification" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_alerts_locale" AS ENUM('hr', 'en', 'de');
  CREATE TYPE "public"."enum_alerts_status" AS ENUM('pending', 'active', 'paused');
  CREATE TYPE "public"."enum_alerts_paused_by" AS ENUM('subscriber', 'refused');
  CREATE TYPE "public"."enum_alerts_frequency" AS ENUM('instant', 'weekly');
  CREATE TYPE "public"."enum_alerts_county" AS ENUM('zagrebacka', 'krapinsko-zagorska', 'sisacko-moslavacka', 'karlovacka', 'varazdinska', 'koprivnicko-krizevacka', 'bjelovarsko-bilogorska', 'primorsko-goranska', 'licko-senjska', 'viroviticko-podravska', 'pozesko-slavonska', 'brodsko-posavska', 'zadarska', 'osjecko-baranjska', 'sibensko-kninska', 'vukovarsko-srijemska', 'splitsko-dalmatinska', 'istarska', 'dubrovacko-neretvanska', 'medimurska', 'grad-zagreb');
  CREATE TYPE "public"."enum_alerts_size" AS ENUM('micro', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_alert_events_kind" AS ENUM('published', 'opened', 'changed', 'closing7', 'closing2');
  CREATE TYPE "public"."enum_alert_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'refused', 'dropped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-alert-mail' BEFORE 'send-account-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-alert-mail' BEFORE 'send-account-mail';
  CREATE TABLE "alerts_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"classification" "enum_alerts_codes_classification" DEFAULT 'nkd2007' NOT NULL
  );
  
  CREATE TABLE "alerts_match_keys" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_alerts_locale" NOT NULL,
  	"status" "enum_alerts_status" DEFAULT 'pending' NOT NULL,
  	"paused_by" "enum_alerts_paused_by",
  	"frequency" "enum_alerts_frequency" DEFAULT 'instant' NOT NULL,
  	"call_id" integer,
  	"any_code" boolean DEFAULT false,
  	"county" "enum_alerts_county",
  	"size" "enum_alerts_size",
  	"programme_id" integer,
  	"min_amount" numeric,
  	"owner_id" integer,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"salt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"call_id" integer,
  	"kind" "enum_alert_events_kind" NOT NULL,
  	"key" varchar NOT NULL,
  	"changes" jsonb,
  	"cursor" numeric,
  	"lease_until" timestamp(3) with time zone,
  	"fanned_out_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alert_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_id" integer,
  	"event_id" integer,
  	"call_id" integer,
  	"status" "enum_alert_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"claim" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"not_relevant" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_deliveries_id" integer;
  ALTER TABLE "alerts_codes" ADD CONSTRAINT "alerts_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_match_keys" ADD CONSTRAINT "alerts_match_keys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts" ADD CONSTRAINT "alerts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_events" ADD CONSTRAINT "alert_events_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_event_id_alert_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."alert_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "alerts_codes_order_idx" ON "alerts_codes" USING btree ("_order");
  CREATE INDEX "alerts_codes_parent_id_idx" ON "alerts_codes" USING btree ("_parent_id");
  CREATE INDEX "alerts_match_keys_order_idx" ON "alerts_match_keys" USING btree ("_order");
  CREATE INDEX "alerts_match_keys_parent_id_idx" ON "alerts_match_keys" USING btree ("_parent_id");
  CREATE INDEX "alerts_match_keys_key_idx" ON "alerts_match_keys" USING btree ("key");
  CREATE INDEX "alerts_email_idx" ON "alerts" USING btree ("email");
  CREATE INDEX "alerts_status_idx" ON "alerts" USING btree ("status");
  CREATE INDEX "alerts_call_idx" ON "alerts" USING btree ("call_id");
  CREATE INDEX "alerts_any_code_idx" ON "alerts" USING btree ("any_code");
  CREATE INDEX "alerts_programme_idx" ON "alerts" USING btree ("programme_id");
  CREATE INDEX "alerts_owner_idx" ON "alerts" USING btree ("owner_id");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE INDEX "alert_events_call_idx" ON "alert_events" USING btree ("call_id");
  CREATE INDEX "alert_events_fanned_out_at_idx" ON "alert_events" USING btree ("fanned_out_at");
  CREATE INDEX "alert_events_updated_at_idx" ON "alert_events" USING btree ("updated_at");
  CREATE INDEX "alert_events_created_at_idx" ON "alert_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "call_kind_key_idx" ON "alert_events" USING btree ("call_id","kind","key");
  CREATE INDEX "alert_deliveries_alert_idx" ON "alert_deliveries" USING btree ("alert_id");
  CREATE INDEX "alert_deliveries_event_idx" ON "alert_deliveries" USING btree ("event_id");
  CREATE INDEX "alert_deliveries_call_idx" ON "alert_deliveries" USING btree ("call_id");
  CREATE INDEX "alert_deliveries_status_idx" ON "alert_deliveries" USING btree ("status");
  CREATE INDEX "alert_deliveries_not_relevant_idx" ON "alert_deliveries" USING btree ("not_relevant");
  CREATE INDEX "alert_deliveries_updated_at_idx" ON "alert_deliveries" USING btree ("updated_at");
  CREATE INDEX "alert_deliveries_created_at_idx" ON "alert_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "alert_event_idx" ON "alert_deliveries" USING btree ("alert_id","event_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_events_fk" FOREIGN KEY ("alert_events_id") REFERENCES "public"."alert_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_deliveries_fk" FOREIGN KEY ("alert_deliveries_id") REFERENCES "public"."alert_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");
  CREATE INDEX "payload_locked_documents_rels_alert_events_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_events_id");
  CREATE INDEX "payload_locked_documents_rels_alert_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("alert_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await keepOnlyTasks(db, payload, ['inline', 'send-lead-mail', 'send-newsletter-mail', 'send-account-mail', 'check-sources', 'schedulePublish'])
  await db.execute(sql`
   ALTER TABLE "alerts_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_match_keys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alert_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts_codes" CASCADE;
  DROP TABLE "alerts_match_keys" CASCADE;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alert_events" CASCADE;
  DROP TABLE "alert_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alert_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_alert_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-lead-mail', 'send-newsletter-mail', 'send-account-mail', 'check-sources', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-lead-mail', 'send-newsletter-mail', 'send-account-mail', 'check-sources', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_alerts_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_alert_events_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_alert_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_deliveries_id";
  DROP TYPE "public"."enum_alerts_codes_classification";
  DROP TYPE "public"."enum_alerts_locale";
  DROP TYPE "public"."enum_alerts_status";
  DROP TYPE "public"."enum_alerts_paused_by";
  DROP TYPE "public"."enum_alerts_frequency";
  DROP TYPE "public"."enum_alerts_county";
  DROP TYPE "public"."enum_alerts_size";
  DROP TYPE "public"."enum_alert_events_kind";
  DROP TYPE "public"."enum_alert_deliveries_status";`)
}
