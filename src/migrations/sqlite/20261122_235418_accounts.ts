import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { keepOnlyTasks } from '../narrowChoices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`_verified\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`_verificationtoken\` text;`)
  // Accounts that exist before e-mail confirmation was introduced count as confirmed.
  await db.run(sql`UPDATE \`users\` SET \`_verified\` = 1;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await keepOnlyTasks(db, payload, ['inline', 'send-lead-mail', 'send-newsletter-mail'])
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`_verified\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`_verificationtoken\`;`)
}
