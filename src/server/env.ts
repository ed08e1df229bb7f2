import path from 'node:path'

import { z } from 'zod'

import { featureEnvProblems, featureEnvShape } from '@/core/feature'
import { features } from '@/features/registry'
import { onOff, optionalText } from '@/lib/envFields'

/**
 * The site's settings: the core's below, and every feature's own (its `env` in
 * src/features/<feature>/feature.ts), read and checked together.
 */
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
    JOBS_AUTORUN: onOff('JOBS_AUTORUN', 'true'),
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
    S3_FORCE_PATH_STYLE: onOff('S3_FORCE_PATH_STYLE', 'false'),
    ...featureEnvShape(features),
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
    for (const { variable, message } of featureEnvProblems(features, value)) {
      ctx.addIssue({ code: 'custom', path: [variable], message })
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
