import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { beforeBookingDown } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`advisers_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`advisers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`advisers_hours_order_idx\` ON \`advisers_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`advisers_hours_parent_id_idx\` ON \`advisers_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`advisers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`user_id\` integer,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`advisers_user_idx\` ON \`advisers\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`advisers_active_idx\` ON \`advisers\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`advisers_updated_at_idx\` ON \`advisers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`advisers_created_at_idx\` ON \`advisers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`adviser_id\` integer,
  	\`name\` text NOT NULL,
  	\`company\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`topic\` text NOT NULL,
  	\`call_id\` integer,
  	\`code\` text,
  	\`code_version\` text,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`sequence\` numeric DEFAULT 0,
  	\`cancelled_at\` text,
  	\`reminded_at\` text,
  	\`slot_key\` text,
  	\`salt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`adviser_id\`) REFERENCES \`advisers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`call_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`bookings_start_idx\` ON \`bookings\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`bookings_adviser_idx\` ON \`bookings\` (\`adviser_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_email_idx\` ON \`bookings\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`bookings_call_idx\` ON \`bookings\` (\`call_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_slot_key_idx\` ON \`bookings\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_closed_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_closed_dates_order_idx\` ON \`booking_settings_closed_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_closed_dates_parent_id_idx\` ON \`booking_settings_closed_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`buffer_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`min_notice_hours\` numeric DEFAULT 24 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 30 NOT NULL,
  	\`place\` text DEFAULT 'office' NOT NULL,
  	\`video_link\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`booking_id\` integer REFERENCES bookings(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`call_id\` integer REFERENCES funding_calls(id);`)
  await db.run(sql`CREATE INDEX \`leads_booking_idx\` ON \`leads\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_call_idx\` ON \`leads\` (\`call_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`advisers_id\` integer REFERENCES advisers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bookings_id\` integer REFERENCES bookings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisers_id_idx\` ON \`payload_locked_documents_rels\` (\`advisers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await beforeBookingDown(db, payload)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`advisers_hours\`;`)
  await db.run(sql`DROP TABLE \`advisers\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_closed_dates\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`company\` text,
  	\`message\` text,
  	\`job_id\` integer,
  	\`cv_id\` integer,
  	\`download_id\` integer,
  	\`source\` text DEFAULT 'contact' NOT NULL,
  	\`locale\` text NOT NULL,
  	\`delivery_status\` text DEFAULT 'queued' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_sent_at\` text,
  	\`delivery_last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "first_name", "last_name", "email", "company", "message", "job_id", "cv_id", "download_id", "source", "locale", "delivery_status", "delivery_attempts", "delivery_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "company", "message", "job_id", "cv_id", "download_id", "source", "locale", "delivery_status", "delivery_attempts", "delivery_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_job_idx\` ON \`leads\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_cv_idx\` ON \`leads\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_download_idx\` ON \`leads\` (\`download_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_idx\` ON \`leads\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`funding_calls_id\` integer,
  	\`programmes_id\` integer,
  	\`activity_codes_id\` integer,
  	\`activity_code_links_id\` integer,
  	\`activity_code_imports_id\` integer,
  	\`call_import_sources_id\` integer,
  	\`call_imports_id\` integer,
  	\`source_check_runs_id\` integer,
  	\`articles_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	\`faqs_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`jobs_id\` integer,
  	\`downloads_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`application_files_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`alerts_id\` integer,
  	\`alert_events_id\` integer,
  	\`alert_deliveries_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`chat_topics_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funding_calls_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_codes_id\`) REFERENCES \`activity_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_code_links_id\`) REFERENCES \`activity_code_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`activity_code_imports_id\`) REFERENCES \`activity_code_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`call_import_sources_id\`) REFERENCES \`call_import_sources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`call_imports_id\`) REFERENCES \`call_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`source_check_runs_id\`) REFERENCES \`source_check_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_events_id\`) REFERENCES \`alert_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alert_deliveries_id\`) REFERENCES \`alert_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_topics_id\`) REFERENCES \`chat_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "call_import_sources_id", "call_imports_id", "source_check_runs_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "alerts_id", "alert_events_id", "alert_deliveries_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "call_import_sources_id", "call_imports_id", "source_check_runs_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "alerts_id", "alert_events_id", "alert_deliveries_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funding_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`funding_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_code_links_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_code_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_activity_code_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`activity_code_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_import_sources_id_idx\` ON \`payload_locked_documents_rels\` (\`call_import_sources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`call_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_source_check_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`source_check_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_events_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
