import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { beforeBookingDown } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_advisers_hours_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_bookings_code_version" AS ENUM('nkd2007', 'nkd2025');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'cancelled', 'held', 'no-show');
  CREATE TYPE "public"."enum_bookings_locale" AS ENUM('hr', 'en', 'de');
  CREATE TYPE "public"."enum_booking_settings_place" AS ENUM('office', 'video');
  ALTER TYPE "public"."enum_leads_source" ADD VALUE 'booking';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-booking-mail' BEFORE 'send-account-mail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-booking-mail' BEFORE 'send-account-mail';
  CREATE TABLE "advisers_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_advisers_hours_day" NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL
  );
  
  CREATE TABLE "advisers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"user_id" integer,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"adviser_id" integer,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"topic" varchar NOT NULL,
  	"call_id" integer,
  	"code" varchar,
  	"code_version" "enum_bookings_code_version",
  	"status" "enum_bookings_status" DEFAULT 'booked' NOT NULL,
  	"locale" "enum_bookings_locale" NOT NULL,
  	"sequence" numeric DEFAULT 0,
  	"cancelled_at" timestamp(3) with time zone,
  	"reminded_at" timestamp(3) with time zone,
  	"slot_key" varchar,
  	"salt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"reason" varchar
  );
  
  CREATE TABLE "booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot_minutes" numeric DEFAULT 30 NOT NULL,
  	"buffer_minutes" numeric DEFAULT 0 NOT NULL,
  	"min_notice_hours" numeric DEFAULT 24 NOT NULL,
  	"horizon_days" numeric DEFAULT 30 NOT NULL,
  	"place" "enum_booking_settings_place" DEFAULT 'office' NOT NULL,
  	"video_link" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "booking_id" integer;
  ALTER TABLE "leads" ADD COLUMN "call_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "advisers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "advisers_hours" ADD CONSTRAINT "advisers_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advisers" ADD CONSTRAINT "advisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_adviser_id_advisers_id_fk" FOREIGN KEY ("adviser_id") REFERENCES "public"."advisers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_closed_dates" ADD CONSTRAINT "booking_settings_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "advisers_hours_order_idx" ON "advisers_hours" USING btree ("_order");
  CREATE INDEX "advisers_hours_parent_id_idx" ON "advisers_hours" USING btree ("_parent_id");
  CREATE INDEX "advisers_user_idx" ON "advisers" USING btree ("user_id");
  CREATE INDEX "advisers_active_idx" ON "advisers" USING btree ("active");
  CREATE INDEX "advisers_updated_at_idx" ON "advisers" USING btree ("updated_at");
  CREATE INDEX "advisers_created_at_idx" ON "advisers" USING btree ("created_at");
  CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start");
  CREATE INDEX "bookings_adviser_idx" ON "bookings" USING btree ("adviser_id");
  CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");
  CREATE INDEX "bookings_call_idx" ON "bookings" USING btree ("call_id");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE UNIQUE INDEX "bookings_slot_key_idx" ON "bookings" USING btree ("slot_key");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "booking_settings_closed_dates_order_idx" ON "booking_settings_closed_dates" USING btree ("_order");
  CREATE INDEX "booking_settings_closed_dates_parent_id_idx" ON "booking_settings_closed_dates" USING btree ("_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_advisers_fk" FOREIGN KEY ("advisers_id") REFERENCES "public"."advisers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_booking_idx" ON "leads" USING btree ("booking_id");
  CREATE INDEX "leads_call_idx" ON "leads" USING btree ("call_id");
  CREATE INDEX "payload_locked_documents_rels_advisers_id_idx" ON "payload_locked_documents_rels" USING btree ("advisers_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await beforeBookingDown(db, payload)
  await db.execute(sql`
   ALTER TABLE "advisers_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "advisers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "advisers_hours" CASCADE;
  DROP TABLE "advisers" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "booking_settings_closed_dates" CASCADE;
  DROP TABLE "booking_settings" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_booking_id_bookings_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT IF EXISTS "leads_call_id_funding_calls_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_advisers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_leads_source";
  CREATE TYPE "public"."enum_leads_source" AS ENUM('contact', 'application', 'download');
  ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'contact'::"public"."enum_leads_source";
  ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-lead-mail', 'send-newsletter-mail', 'send-alert-mail', 'send-account-mail', 'check-sources', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-lead-mail', 'send-newsletter-mail', 'send-alert-mail', 'send-account-mail', 'check-sources', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "leads_booking_idx";
  DROP INDEX IF EXISTS "leads_call_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_advisers_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_bookings_id_idx";
  ALTER TABLE "leads" DROP COLUMN "booking_id";
  ALTER TABLE "leads" DROP COLUMN "call_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "advisers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  DROP TYPE "public"."enum_advisers_hours_day";
  DROP TYPE "public"."enum_bookings_code_version";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_locale";
  DROP TYPE "public"."enum_booking_settings_place";`)
}
