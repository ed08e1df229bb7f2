import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { beforeBackOfficeDown } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer,
  	\`kind\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_events_lead_idx\` ON \`lead_events\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_events_kind_idx\` ON \`lead_events\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`lead_events_by_idx\` ON \`lead_events\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_events_at_idx\` ON \`lead_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`lead_events_updated_at_idx\` ON \`lead_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_events_created_at_idx\` ON \`lead_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`funding_check_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`version\` text,
  	\`county\` text,
  	\`size\` text,
  	\`found\` numeric NOT NULL,
  	\`day\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`funding_check_log_code_idx\` ON \`funding_check_log\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`funding_check_log_day_idx\` ON \`funding_check_log\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`funding_check_log_updated_at_idx\` ON \`funding_check_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funding_check_log_created_at_idx\` ON \`funding_check_log\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`day_code_version_found_idx\` ON \`funding_check_log\` (\`day\`,\`code\`,\`version\`,\`found\`);`)
  await db.run(sql`CREATE TABLE \`privacy_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`subject\` text,
  	\`counts\` text,
  	\`total\` numeric,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_requests_subject_idx\` ON \`privacy_requests\` (\`subject\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_by_idx\` ON \`privacy_requests\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_at_idx\` ON \`privacy_requests\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_updated_at_idx\` ON \`privacy_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_requests_created_at_idx\` ON \`privacy_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`back_office_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`mailed\` numeric,
  	\`anonymised\` numeric,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`back_office_runs_day_idx\` ON \`back_office_runs\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`back_office_runs_updated_at_idx\` ON \`back_office_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`back_office_runs_created_at_idx\` ON \`back_office_runs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`code\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`code_version\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`stage\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`lost_reason\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`adviser_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`follow_up\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`notes\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`last_activity_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`anonymised_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_stage_idx\` ON \`leads\` (\`stage\`);`)
  await db.run(sql`CREATE INDEX \`leads_adviser_idx\` ON \`leads\` (\`adviser_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_follow_up_idx\` ON \`leads\` (\`follow_up\`);`)
  await db.run(sql`CREATE INDEX \`leads_last_activity_at_idx\` ON \`leads\` (\`last_activity_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`sees_leads\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_events_id\` integer REFERENCES lead_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`funding_check_log_id\` integer REFERENCES funding_check_log(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_requests_id\` integer REFERENCES privacy_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`back_office_runs_id\` integer REFERENCES back_office_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_events_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funding_check_log_id_idx\` ON \`payload_locked_documents_rels\` (\`funding_check_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_back_office_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`back_office_runs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await beforeBackOfficeDown(db, payload)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`lead_events\`;`)
  await db.run(sql`DROP TABLE \`funding_check_log\`;`)
  await db.run(sql`DROP TABLE \`privacy_requests\`;`)
  await db.run(sql`DROP TABLE \`back_office_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`booking_id\` integer,
  	\`call_id\` integer,
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
  	FOREIGN KEY (\`download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`call_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "first_name", "last_name", "email", "company", "message", "job_id", "cv_id", "download_id", "booking_id", "call_id", "source", "locale", "delivery_status", "delivery_attempts", "delivery_sent_at", "delivery_last_error", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "company", "message", "job_id", "cv_id", "download_id", "booking_id", "call_id", "source", "locale", "delivery_status", "delivery_attempts", "delivery_sent_at", "delivery_last_error", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_job_idx\` ON \`leads\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_cv_idx\` ON \`leads\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_download_idx\` ON \`leads\` (\`download_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_booking_idx\` ON \`leads\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_call_idx\` ON \`leads\` (\`call_id\`);`)
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
  	\`advisers_id\` integer,
  	\`bookings_id\` integer,
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
  	FOREIGN KEY (\`advisers_id\`) REFERENCES \`advisers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_topics_id\`) REFERENCES \`chat_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "call_import_sources_id", "call_imports_id", "source_check_runs_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "alerts_id", "alert_events_id", "alert_deliveries_id", "advisers_id", "bookings_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "call_import_sources_id", "call_imports_id", "source_check_runs_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "alerts_id", "alert_events_id", "alert_deliveries_id", "advisers_id", "bookings_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_advisers_id_idx\` ON \`payload_locked_documents_rels\` (\`advisers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`sees_leads\`;`)
}
