import { describe, expect, it } from 'vitest'

import { parseEnv } from './env'

const secret = 'x'.repeat(32)

describe('parseEnv', () => {
  it('uses the embedded SQLite database and port 3000 by default', () => {
    const env = parseEnv({ NODE_ENV: 'development' })
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.databaseKind).toBe('sqlite')
    expect(env.PORT).toBe(3000)
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.MEDIA_DIR).toBe('data/media')
    expect(env.FILES_DIR).toBe('data/media-private')
  })

  it('keeps private files out of the public media folder', () => {
    expect(parseEnv({ MEDIA_DIR: 'data/run-7/' }).FILES_DIR).toBe('data/run-7-private')
    expect(parseEnv({ FILES_DIR: '/srv/private' }).FILES_DIR).toBe('/srv/private')
    expect(() => parseEnv({ MEDIA_DIR: 'data/media', FILES_DIR: 'data/media/cv' })).toThrow(
      /FILES_DIR must not be inside MEDIA_DIR/,
    )
    expect(() => parseEnv({ MEDIA_DIR: 'data/media', FILES_DIR: 'data' })).toThrow(
      /FILES_DIR must not be inside MEDIA_DIR/,
    )
  })

  it('chooses PostgreSQL when DATABASE_URL starts with postgres', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' })
    expect(env.databaseKind).toBe('postgres')
  })

  it('refuses to start in production without PAYLOAD_SECRET', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYLOAD_SECRET: PAYLOAD_SECRET is required in production/,
    )
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret }).PAYLOAD_SECRET).toBe(secret)
  })

  it('rejects a short secret, a foreign database URL and a half-set admin account', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/at least 32 characters/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/must start with file:/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'a@b.hr' })).toThrow(/must be set together/)
  })

  it('lets browsers post with the session only from the origin of SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://www.example.hr/hr/' }).siteOrigins).toEqual([
      'https://www.example.hr',
    ])
    expect(parseEnv({ PORT: '3100' }).siteOrigins).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ])
  })

  it('strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://example.hr/' }).SITE_URL).toBe('https://example.hr')
  })

  it('sends mail only with a valid SMTP_URL, and retries ten times from 30 s by default', () => {
    const env = parseEnv({})
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.MAIL_RETRY_ATTEMPTS).toBe(10)
    expect(env.MAIL_RETRY_DELAY_MS).toBe(30_000)
    expect(env.JOBS_AUTORUN).toBe(true)
    expect(parseEnv({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' }).SMTP_URL).toBe(
      'smtp://u:p@127.0.0.1:2525',
    )
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\/ or smtps:/)
    expect(() => parseEnv({ JOBS_AUTORUN: 'yes' })).toThrow(/JOBS_AUTORUN must be true or false/)
    expect(parseEnv({ JOBS_AUTORUN: 'false' }).JOBS_AUTORUN).toBe(false)
  })

  it("checks the calls' sources daily at 6:00 with a 15 s timeout unless switched off", () => {
    const env = parseEnv({})
    expect(env.SOURCE_CHECK_ENABLED).toBe(true)
    expect(env.SOURCE_CHECK_HOUR).toBe(6)
    expect(env.SOURCE_CHECK_TIMEOUT_MS).toBe(15_000)
    expect(parseEnv({ SOURCE_CHECK_ENABLED: 'false' }).SOURCE_CHECK_ENABLED).toBe(false)
    expect(parseEnv({ SOURCE_CHECK_HOUR: '0' }).SOURCE_CHECK_HOUR).toBe(0)
    expect(() => parseEnv({ SOURCE_CHECK_ENABLED: 'no' })).toThrow(/SOURCE_CHECK_ENABLED/)
    expect(() => parseEnv({ SOURCE_CHECK_HOUR: '24' })).toThrow(/hour from 0 to 23/)
    expect(() => parseEnv({ SOURCE_CHECK_HOUR: '6.5' })).toThrow(/hour from 0 to 23/)
    expect(() => parseEnv({ SOURCE_CHECK_TIMEOUT_MS: '10' })).toThrow(/SOURCE_CHECK_TIMEOUT_MS/)
  })

  it('shares state through Redis and stores uploads in S3 only when fully configured', () => {
    const env = parseEnv({})
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.S3_BUCKET).toBeUndefined()
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    )
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/redis:\/\/ or rediss:/)
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(/must be set together/)
    const s3 = parseEnv({
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(s3.S3_FORCE_PATH_STYLE).toBe(true)
    expect(s3.S3_ENDPOINT).toBe('http://127.0.0.1:4569')
  })
})
