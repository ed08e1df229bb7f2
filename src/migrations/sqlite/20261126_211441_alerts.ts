import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepOnlyTasks } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`alerts_codes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`classification\` text DEFAULT 'nkd2007' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_codes_order_idx\` ON \`alerts_codes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alerts_codes_parent_id_idx\` ON \`alerts_codes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`alerts_match_keys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_match_keys_order_idx\` ON \`alerts_match_keys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`alerts_match_keys_parent_id_idx\` ON \`alerts_match_keys\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_match_keys_key_idx\` ON \`alerts_match_keys\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`paused_by\` text,
  	\`frequency\` text DEFAULT 'instant' NOT NULL,
  	\`call_id\` integer,
  	\`any_code\` integer DEFAULT false,
  	\`county\` text,
  	\`size\` text,
  	\`programme_id\` integer,
  	\`min_amount\` numeric,
  	\`owner_id\` integer,
  	\`consent_at\` text NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`salt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`call_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alerts_email_idx\` ON \`alerts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`alerts_status_idx\` ON \`alerts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`alerts_call_idx\` ON \`alerts\` (\`call_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_any_code_idx\` ON \`alerts\` (\`any_code\`);`)
  await db.run(sql`CREATE INDEX \`alerts_programme_idx\` ON \`alerts\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_owner_idx\` ON \`alerts\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`alerts_updated_at_idx\` ON \`alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alerts_created_at_idx\` ON \`alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`alert_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`call_id\` integer,
  	\`kind\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`changes\` text,
  	\`cursor\` numeric,
  	\`lease_until\` text,
  	\`fanned_out_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`call_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_events_call_idx\` ON \`alert_events\` (\`call_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_events_fanned_out_at_idx\` ON \`alert_events\` (\`fanned_out_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_events_updated_at_idx\` ON \`alert_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_events_created_at_idx\` ON \`alert_events\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`call_kind_key_idx\` ON \`alert_events\` (\`call_id\`,\`kind\`,\`key\`);`)
  await db.run(sql`CREATE TABLE \`alert_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alert_id\` integer,
  	\`event_id\` integer,
  	\`call_id\` integer,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`claim\` text,
  	\`sent_at\` text,
  	\`not_relevant\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`alert_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`alert_events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`call_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`alert_deliveries_alert_idx\` ON \`alert_deliveries\` (\`alert_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_event_idx\` ON \`alert_deliveries\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_call_idx\` ON \`alert_deliveries\` (\`call_id\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_status_idx\` ON \`alert_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_not_relevant_idx\` ON \`alert_deliveries\` (\`not_relevant\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_updated_at_idx\` ON \`alert_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`alert_deliveries_created_at_idx\` ON \`alert_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`alert_event_idx\` ON \`alert_deliveries\` (\`alert_id\`,\`event_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alerts_id\` integer REFERENCES alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_events_id\` integer REFERENCES alert_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`alert_deliveries_id\` integer REFERENCES alert_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_events_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alert_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`alert_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await keepOnlyTasks(db, payload, ['inline', 'send-lead-mail', 'send-newsletter-mail', 'send-account-mail', 'check-sources', 'schedulePublish'])
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`alerts_codes\`;`)
  await db.run(sql`DROP TABLE \`alerts_match_keys\`;`)
  await db.run(sql`DROP TABLE \`alerts\`;`)
  await db.run(sql`DROP TABLE \`alert_events\`;`)
  await db.run(sql`DROP TABLE \`alert_deliveries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_topics_id\`) REFERENCES \`chat_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "call_import_sources_id", "call_imports_id", "source_check_runs_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "call_import_sources_id", "call_imports_id", "source_check_runs_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
