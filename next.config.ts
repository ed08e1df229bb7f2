import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: {
      path: './src/i18n/messages',
      format: 'json',
      locales: 'infer',
      precompile: true,
    },
  },
})

const nextConfig: NextConfig = {
  // The browser tests build into their own folder (.next-e2e), so that `npm test` never leaves
  // a build of the test database where `npm start` would serve it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Unknown paths get a localized, server-rendered 404 (src/app/global-not-found.tsx).
  // Turbopack's build cache is written into the build folder, which every build starts by
  // removing (scripts/lib.mjs): 20 s of writing that no later build reads.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: false },
  images: { formats: ['image/avif', 'image/webp'] },
  // `npm test` checks the types of the whole project as its first step (tsconfig.check.json, a
  // superset of this one), then builds for the browser tests without checking them again.
  typescript: {
    tsconfigPath: './tsconfig.json',
    ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1',
  },
  // Several instances (REDIS_URL set): rendered pages and their tags live in Redis, shared by all
  // of them, and no instance keeps its own copy in memory (cache-handler.mjs).
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload's admin reads the colour-scheme client hint, and withPayload asks for it on every
 * path (Accept-CH, Critical-CH, Vary). On the public pages that makes Chrome restart each first
 * navigation to send the hint, and the Vary keeps shared caches from storing the pages: only
 * /admin gets those headers.
 */
async function headers() {
  const rules = (await config.headers?.()) ?? []
  return rules.map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )
}

const siteConfig: NextConfig = { ...config, headers }

export default siteConfig
