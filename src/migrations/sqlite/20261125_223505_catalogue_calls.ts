import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { carryOverFundingLabels, type FundingLabel } from '../carryOverFundingLabels'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The old free-text labels, read before their column goes (carried over at the end).
  const labels = (await db.all(
    sql`SELECT "id", "funding" FROM \`funding_calls\` WHERE "funding" IS NOT NULL;`,
  )) as FundingLabel[]
  await db.run(sql`CREATE TABLE \`funding_calls_applicant_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`funding_calls_applicant_types_order_idx\` ON \`funding_calls_applicant_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_applicant_types_parent_idx\` ON \`funding_calls_applicant_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_applicant_types_value_idx\` ON \`funding_calls_applicant_types\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`funding_calls_counties\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`funding_calls_counties_order_idx\` ON \`funding_calls_counties\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_counties_parent_idx\` ON \`funding_calls_counties\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_counties_value_idx\` ON \`funding_calls_counties\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_funding_calls_v_version_applicant_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_funding_calls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_applicant_types_order_idx\` ON \`_funding_calls_v_version_applicant_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_applicant_types_parent_idx\` ON \`_funding_calls_v_version_applicant_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_applicant_types_value_idx\` ON \`_funding_calls_v_version_applicant_types\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_funding_calls_v_version_counties\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_funding_calls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_counties_order_idx\` ON \`_funding_calls_v_version_counties\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_counties_parent_idx\` ON \`_funding_calls_v_version_counties\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_counties_value_idx\` ON \`_funding_calls_v_version_counties\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_funding_calls_v_version_nkd_codes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`code_division\` text,
  	\`code_group\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_funding_calls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_nkd_codes_order_idx\` ON \`_funding_calls_v_version_nkd_codes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_nkd_codes_parent_id_idx\` ON \`_funding_calls_v_version_nkd_codes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_nkd_codes_code_idx\` ON \`_funding_calls_v_version_nkd_codes\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_nkd_codes_code_division_idx\` ON \`_funding_calls_v_version_nkd_codes\` (\`code_division\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_nkd_codes_code_group_idx\` ON \`_funding_calls_v_version_nkd_codes\` (\`code_group\`);`)
  await db.run(sql`CREATE TABLE \`_funding_calls_v\` (
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
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_parent_idx\` ON \`_funding_calls_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_image_idx\` ON \`_funding_calls_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_programme_idx\` ON \`_funding_calls_v\` (\`version_programme_id\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_opens_at_idx\` ON \`_funding_calls_v\` (\`version_opens_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_deadline_idx\` ON \`_funding_calls_v\` (\`version_deadline\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_amount_min_idx\` ON \`_funding_calls_v\` (\`version_amount_min\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_amount_max_idx\` ON \`_funding_calls_v\` (\`version_amount_max\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_updated_at_idx\` ON \`_funding_calls_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_version_version_created_at_idx\` ON \`_funding_calls_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_created_at_idx\` ON \`_funding_calls_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_funding_calls_v_updated_at_idx\` ON \`_funding_calls_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_funding_calls_v_locales\` (
  	\`version_fund_name\` text NOT NULL,
  	\`version_short_description\` text NOT NULL,
  	\`version_full_description\` text,
  	\`version_amount_note\` text,
  	\`version_change_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_funding_calls_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_funding_calls_v_locales_locale_parent_id_unique\` ON \`_funding_calls_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_kind_idx\` ON \`programmes\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`programmes_locales\` (
  	\`name\` text NOT NULL,
  	\`managing_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_locales_locale_parent_id_unique\` ON \`programmes_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // The new columns start empty; only the columns the old table has are copied.
  await db.run(sql`INSERT INTO \`__new_funding_calls\`("id", "image_id", "deadline", "updated_at", "created_at") SELECT "id", "image_id", "deadline", "updated_at", "created_at" FROM \`funding_calls\`;`)
  await db.run(sql`DROP TABLE \`funding_calls\`;`)
  await db.run(sql`ALTER TABLE \`__new_funding_calls\` RENAME TO \`funding_calls\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`funding_calls_image_idx\` ON \`funding_calls\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_programme_idx\` ON \`funding_calls\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_opens_at_idx\` ON \`funding_calls\` (\`opens_at\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_deadline_idx\` ON \`funding_calls\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_amount_min_idx\` ON \`funding_calls\` (\`amount_min\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_amount_max_idx\` ON \`funding_calls\` (\`amount_max\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_updated_at_idx\` ON \`funding_calls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_created_at_idx\` ON \`funding_calls\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` ADD \`code_division\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` ADD \`code_group\` text;`)
  await db.run(sql`CREATE INDEX \`funding_calls_nkd_codes_code_division_idx\` ON \`funding_calls_nkd_codes\` (\`code_division\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_nkd_codes_code_group_idx\` ON \`funding_calls_nkd_codes\` (\`code_group\`);`)
  await db.run(sql`ALTER TABLE \`funding_calls_locales\` ADD \`amount_note\` text;`)
  await db.run(sql`ALTER TABLE \`funding_calls_locales\` ADD \`change_note\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`programmes_id\` integer REFERENCES programmes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  // Existing codes get their division and group; labels become amounts or notes.
  await db.run(sql`UPDATE \`funding_calls_nkd_codes\` SET \`code_division\` = substr(\`code\`, 1, 2), \`code_group\` = CASE WHEN length(\`code\`) >= 4 THEN substr(\`code\`, 1, 4) END;`)
  const { amounts, notes } = carryOverFundingLabels(labels)
  for (const { id, amountMax } of amounts) {
    await db.run(sql`UPDATE \`funding_calls\` SET \`amount_max\` = ${amountMax} WHERE \`id\` = ${id};`)
  }
  for (const { id, note } of notes) {
    await db.run(sql`UPDATE \`funding_calls_locales\` SET \`amount_note\` = ${note} WHERE \`_parent_id\` = ${id} AND \`_locale\` = 'hr';`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`DROP TABLE \`funding_calls_applicant_types\`;`)
  await db.run(sql`DROP TABLE \`funding_calls_counties\`;`)
  await db.run(sql`DROP TABLE \`_funding_calls_v_version_applicant_types\`;`)
  await db.run(sql`DROP TABLE \`_funding_calls_v_version_counties\`;`)
  await db.run(sql`DROP TABLE \`_funding_calls_v_version_nkd_codes\`;`)
  await db.run(sql`DROP TABLE \`_funding_calls_v\`;`)
  await db.run(sql`DROP TABLE \`_funding_calls_v_locales\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes_locales\`;`)
  await db.run(sql`CREATE TABLE \`__new_funding_calls\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`deadline\` text NOT NULL,
  	\`funding\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_funding_calls\`("id", "image_id", "deadline", "updated_at", "created_at") SELECT "id", "image_id", COALESCE("deadline", "created_at"), "updated_at", "created_at" FROM \`funding_calls\`;`)
  await db.run(sql`DROP TABLE \`funding_calls\`;`)
  await db.run(sql`ALTER TABLE \`__new_funding_calls\` RENAME TO \`funding_calls\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`funding_calls_image_idx\` ON \`funding_calls\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_deadline_idx\` ON \`funding_calls\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_updated_at_idx\` ON \`funding_calls\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funding_calls_created_at_idx\` ON \`funding_calls\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`funding_calls_id\` integer,
  	\`articles_id\` integer,
  	\`case_studies_id\` integer,
  	\`categories_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`chat_topics_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funding_calls_id\`) REFERENCES \`funding_calls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_topics_id\`) REFERENCES \`chat_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "funding_calls_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "media_id", "leads_id", "newsletter_subscribers_id", "mail_outbox_id", "chat_topics_id", "users_id") SELECT "id", "order", "parent_id", "path", "funding_calls_id", "articles_id", "case_studies_id", "categories_id", "faqs_id", "media_id", "leads_id", "newsletter_subscribers_id", "mail_outbox_id", "chat_topics_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funding_calls_id_idx\` ON \`payload_locked_documents_rels\` (\`funding_calls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`funding_calls_nkd_codes_code_division_idx\`;`)
  await db.run(sql`DROP INDEX \`funding_calls_nkd_codes_code_group_idx\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` DROP COLUMN \`code_division\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls_nkd_codes\` DROP COLUMN \`code_group\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls_locales\` DROP COLUMN \`amount_note\`;`)
  await db.run(sql`ALTER TABLE \`funding_calls_locales\` DROP COLUMN \`change_note\`;`)
}
