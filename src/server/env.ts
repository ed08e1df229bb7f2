import path from 'node:path'

import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:./data/site.db')
      .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
        message: 'DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)',
      }),
    MEDIA_DIR: z.string().trim().min(1).default('data/media'),
    FILES_DIR: optionalText,
    PAYLOAD_SECRET: optionalText.pipe(
      z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters long').optional(),
    ),
    SITE_URL: optionalText.pipe(z.url('SITE_URL must be an absolute URL').optional()),
    ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an e-mail address').optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters long').optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .url('SMTP_URL must be a URL such as smtp://user:password@host:587')
        .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    MAIL_RETRY_ATTEMPTS: z.coerce.number().int().min(0).max(30).default(10),
    MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    JOBS_AUTORUN: z
      .enum(['true', 'false'], { message: 'JOBS_AUTORUN must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    SOURCE_CHECK_ENABLED: z
      .enum(['true', 'false'], { message: 'SOURCE_CHECK_ENABLED must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    SOURCE_CHECK_HOUR: z.coerce
      .number({ message: 'SOURCE_CHECK_HOUR must be an hour from 0 to 23' })
      .int('SOURCE_CHECK_HOUR must be an hour from 0 to 23')
      .min(0, 'SOURCE_CHECK_HOUR must be an hour from 0 to 23')
      .max(23, 'SOURCE_CHECK_HOUR must be an hour from 0 to 23')
      .default(6),
    SOURCE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
    BACK_OFFICE_DAILY_ENABLED: z
      .enum(['true', 'false'], { message: 'BACK_OFFICE_DAILY_ENABLED must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    BACK_OFFICE_HOUR: z.coerce
      .number({ message: 'BACK_OFFICE_HOUR must be an hour from 0 to 23' })
      .int('BACK_OFFICE_HOUR must be an hour from 0 to 23')
      .min(0, 'BACK_OFFICE_HOUR must be an hour from 0 to 23')
      .max(23, 'BACK_OFFICE_HOUR must be an hour from 0 to 23')
      .default(7),
    LEAD_RETENTION_MONTHS: z.coerce
      .number({ message: 'LEAD_RETENTION_MONTHS must be a number of months from 1 to 120' })
      .int('LEAD_RETENTION_MONTHS must be a number of months from 1 to 120')
      .min(1, 'LEAD_RETENTION_MONTHS must be a number of months from 1 to 120')
      .max(120, 'LEAD_RETENTION_MONTHS must be a number of months from 1 to 120')
      .default(24),
    ALERTS_ENABLED: z
      .enum(['true', 'false'], { message: 'ALERTS_ENABLED must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    ALERTS_INTERVAL_SECONDS: z.coerce
      .number({ message: 'ALERTS_INTERVAL_SECONDS must be a number of seconds from 5 to 900' })
      .int()
      .min(5, 'ALERTS_INTERVAL_SECONDS must be a number of seconds from 5 to 900')
      .max(900, 'ALERTS_INTERVAL_SECONDS must be a number of seconds from 5 to 900')
      .default(60),
    ALERTS_SEND_PER_MINUTE: z.coerce
      .number({ message: 'ALERTS_SEND_PER_MINUTE must be a number of mails from 1 to 100000' })
      .int()
      .min(1, 'ALERTS_SEND_PER_MINUTE must be a number of mails from 1 to 100000')
      .max(100_000, 'ALERTS_SEND_PER_MINUTE must be a number of mails from 1 to 100000')
      .default(1000),
    LLM_BASE_URL: optionalText.pipe(
      z.url('LLM_BASE_URL must be a URL such as https://api.openai.com/v1').optional(),
    ),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
    REDIS_URL: optionalText.pipe(
      z
        .url('REDIS_URL must be a URL such as redis://127.0.0.1:6379')
        .refine(
          (url) => /^rediss?:\/\//.test(url),
          'REDIS_URL must start with redis:// or rediss://',
        )
        .optional(),
    ),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(
      z.url('S3_ENDPOINT must be a URL such as https://s3.eu-central-1.amazonaws.com').optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((value, ctx) => {
    if (value.NODE_ENV === 'production' && !value.PAYLOAD_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'PAYLOAD_SECRET is required in production',
      })
    }
    if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
    }
    if (Boolean(value.LLM_BASE_URL) !== Boolean(value.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_MODEL'],
        message:
          'LLM_BASE_URL and LLM_MODEL must be set together (LLM_API_KEY when the API needs one)',
      })
    }
    const s3 = [
      value.S3_BUCKET,
      value.S3_REGION,
      value.S3_ACCESS_KEY_ID,
      value.S3_SECRET_ACCESS_KEY,
    ]
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message:
          'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (S3_ENDPOINT for a store other than AWS)',
      })
    }
  })

export type Env = Omit<z.infer<typeof schema>, 'FILES_DIR'> & {
  SITE_URL: string
  /** Private uploads (CVs, downloads): never under MEDIA_DIR, whose files are public. */
  FILES_DIR: string
  databaseKind: 'sqlite' | 'postgres'
  /** Origins whose browsers may post to the API with the session cookie (CSRF). */
  siteOrigins: string[]
}

/**
 * The origin of SITE_URL; without SITE_URL (the local demo), the three names of this machine
 * on PORT, so /admin works whichever of them the browser was pointed at.
 */
function siteOrigins(siteUrl: string | undefined, port: number): string[] {
  if (siteUrl) return [new URL(siteUrl).origin]
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)
}

/** Reads and validates configuration; throws one readable error listing every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `- ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  }
  const data = result.data
  const filesDir = data.FILES_DIR ?? `${data.MEDIA_DIR.replace(/[/\\]+$/, '')}-private`
  const media = path.resolve(data.MEDIA_DIR)
  const files = path.resolve(filesDir)
  if (files === media || files.startsWith(media + path.sep) || media.startsWith(files + path.sep)) {
    throw new Error(
      'Invalid configuration:\n- FILES_DIR: FILES_DIR must not be inside MEDIA_DIR (or hold it): MEDIA_DIR is public',
    )
  }
  return {
    ...data,
    SITE_URL: (data.SITE_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, ''),
    FILES_DIR: filesDir,
    databaseKind: data.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres',
    siteOrigins: siteOrigins(data.SITE_URL, data.PORT),
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
