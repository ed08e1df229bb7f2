import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepOnlyTasks } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`call_import_sources_mapping\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`column\` text NOT NULL,
  	\`field\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`call_import_sources\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`call_import_sources_mapping_order_idx\` ON \`call_import_sources_mapping\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`call_import_sources_mapping_parent_id_idx\` ON \`call_import_sources_mapping\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`call_import_sources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`call_import_sources_name_idx\` ON \`call_import_sources\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`call_import_sources_updated_at_idx\` ON \`call_import_sources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`call_import_sources_created_at_idx\` ON \`call_import_sources\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`call_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'previewed',
  	\`applied_at\` text,
  	\`row_count\` numeric,
  	\`created\` numeric,
  	\`changed\` numeric,
  	\`unchanged\` numeric,
  	\`rejected\` numeric,
  	\`report\` text,
  	\`rows\` text,
  	\`prefix\` text DEFAULT 'imports',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`source_id\`) REFERENCES \`call_import_sources\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`call_imports_source_idx\` ON \`call_imports\` (\`source_id\`);`)
  await db.run(sql`CREATE INDEX \`call_imports_updated_at_idx\` ON \`call_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`call_imports_created_at_idx\` ON \`call_imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`call_imports_filename_idx\` ON \`call_imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`source_check_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`started_at\` text,
  	\`finished_at\` text,
  	\`checked\` numeric,
  	\`unchanged\` numeric,
  	\`flagged\` numeric,
  	\`failed\` numeric,
  	\`mailed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`source_check_runs_day_idx\` ON \`source_check_runs\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`source_check_runs_updated_at_idx\` ON \`source_check_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`source_check_runs_created_at_idx\` ON \`source_check_runs\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` ADD \`classification\` text DEFAULT 'nkd2007';`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_flagged\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_state\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_detail\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_moved_to\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_reachable_at\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_content_hash\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`source_check_flagged_at\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`import_source_id\` integer REFERENCES call_import_sources(id);`)
  await db.run(sql`ALTER TABLE \`funding_calls\` ADD \`external_id\` text;`)
  await db.run(sql`CREATE INDEX \`funding_calls_source_check_source_check_flagged_idx\` ON \`funding_calls\` (\`source_check_flagged\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_import_source_idx\` ON \`funding_calls\` (\`import_source_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_external_id_idx\` ON \`funding_calls\` (\`external_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`importSource_externalId_idx\` ON \`funding_calls\` (\`import_source_id\`,\`external_id\`);`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v_version_nkd_codes\` ADD \`classification\` text DEFAULT 'nkd2007';`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_flagged\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_state\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_detail\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_moved_to\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_reachable_at\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_content_hash\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_source_check_flagged_at\` text;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_import_source_id\` integer REFERENCES call_import_sources(id);`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v\` ADD \`version_external_id\` text;`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_source_check_version_source_che_idx\` ON \`_funding_calls_v\` (\`version_source_check_flagged\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_import_source_idx\` ON \`_funding_calls_v\` (\`version_import_source_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_external_id_idx\` ON \`_funding_calls_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`version_importSource_version_externalId_idx\` ON \`_funding_calls_v\` (\`version_import_source_id\`,\`version_external_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`call_import_sources_id\` integer REFERENCES call_import_sources(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`call_imports_id\` integer REFERENCES call_imports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`source_check_runs_id\` integer REFERENCES source_check_runs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_import_sources_id_idx\` ON \`payload_locked_documents_rels\` (\`call_import_sources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`call_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_source_check_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`source_check_runs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await keepOnlyTasks(db, payload, ['inline', 'send-lead-mail', 'send-newsletter-mail', 'send-account-mail', 'schedulePublish'])
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`call_import_sources_mapping\`;`)
  await db.run(sql`DROP TABLE \`call_import_sources\`;`)
  await db.run(sql`DROP TABLE \`call_imports\`;`)
  await db.run(sql`DROP TABLE \`source_check_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_funding_calls\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`programme_id\` integer,
  	\`opens_at\` text,
  	\`deadline\` text,
  	\`amount_min\` numeric,
  	\`amount_max\` numeric,
  	\`aid_intensity_max\` numeric,
  	\`source_url\` text,
  	\`last_verified\` text,
  	\`deadline_sort\` text,
  	\`amount_sort\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_funding_calls\`("id", "image_id", "programme_id", "opens_at", "deadline", "amount_min", "amount_max", "aid_intensity_max", "source_url", "last_verified", "deadline_sort", "amount_sort", "updated_at", "created_at") SELECT "id", "image_id", "programme_id", "opens_at", "deadline", "amount_min", "amount_max", "aid_intensity_max", "source_url", "last_verified", "deadline_sort", "amount_sort", "updated_at", "created_at" FROM \`funding_calls\`;`)
  await db.run(sql`DROP TABLE \`funding_calls\`;`)
  await db.run(sql`ALTER TABLE \`__new_funding_calls\` RENAME TO \`funding_calls\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`funding_calls_image_idx\` ON \`funding_calls\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_programme_idx\` ON \`funding_calls\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_opens_at_idx\` ON \`funding_calls\` (\`opens_at\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_deadline_idx\` ON \`funding_calls\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_amount_min_idx\` ON \`funding_calls\` (\`amount_min\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_amount_max_idx\` ON \`funding_calls\` (\`amount_max\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_deadline_sort_idx\` ON \`funding_calls\` (\`deadline_sort\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_amount_sort_idx\` ON \`funding_calls\` (\`amount_sort\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_updated_at_idx\` ON \`funding_calls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_created_at_idx\` ON \`funding_calls\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__funding_calls_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_programme_id\` integer,
  	\`version_opens_at\` text,
  	\`version_deadline\` text,
  	\`version_amount_min\` numeric,
  	\`version_amount_max\` numeric,
  	\`version_aid_intensity_max\` numeric,
  	\`version_source_url\` text,
  	\`version_last_verified\` text,
  	\`version_deadline_sort\` text,
  	\`version_amount_sort\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__funding_calls_v\`("id", "parent_id", "version_image_id", "version_programme_id", "version_opens_at", "version_deadline", "version_amount_min", "version_amount_max", "version_aid_intensity_max", "version_source_url", "version_last_verified", "version_deadline_sort", "version_amount_sort", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_image_id", "version_programme_id", "version_opens_at", "version_deadline", "version_amount_min", "version_amount_max", "version_aid_intensity_max", "version_source_url", "version_last_verified", "version_deadline_sort", "version_amount_sort", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_funding_calls_v\`;`)
  await db.run(sql`DROP TABLE \`_funding_calls_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__funding_calls_v\` RENAME TO \`_funding_calls_v\`;`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_parent_idx\` ON \`_funding_calls_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_image_idx\` ON \`_funding_calls_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_programme_idx\` ON \`_funding_calls_v\` (\`version_programme_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_opens_at_idx\` ON \`_funding_calls_v\` (\`version_opens_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_deadline_idx\` ON \`_funding_calls_v\` (\`version_deadline\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_amount_min_idx\` ON \`_funding_calls_v\` (\`version_amount_min\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_amount_max_idx\` ON \`_funding_calls_v\` (\`version_amount_max\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_deadline_sort_idx\` ON \`_funding_calls_v\` (\`version_deadline_sort\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_amount_sort_idx\` ON \`_funding_calls_v\` (\`version_amount_sort\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_updated_at_idx\` ON \`_funding_calls_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_created_at_idx\` ON \`_funding_calls_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_created_at_idx\` ON \`_funding_calls_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_updated_at_idx\` ON \`_funding_calls_v\` (\`updated_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "funding_calls_id", "programmes_id", "activity_codes_id", "activity_code_links_id", "activity_code_imports_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "team_members_id", "testimonials_id", "jobs_id", "downloads_id", "media_id", "leads_id", "application_files_id", "newsletter_subscribers_id", "mail_outbox_id", "chat_topics_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` DROP COLUMN \`classification\`;`)
  await db.run(sql`ALTER TABLE \`_funding_calls_v_version_nkd_codes\` DROP COLUMN \`classification\`;`)
}
