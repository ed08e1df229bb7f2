import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_change_token\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_change_expiration\` text;`)
  await db.run(sql`CREATE INDEX \`users_email_change_token_idx\` ON \`users\` (\`email_change_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_email_change_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_change_token\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_change_expiration\`;`)
}
