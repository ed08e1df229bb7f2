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
  experimental: { globalNotFound: true },
  images: { formats: ['image/avif', 'image/webp'] },
  typescript: { tsconfigPath: './tsconfig.json' },
  // Several instances (REDIS_URL set): rendered pages and their tags live in Redis, shared by all
  // of them, and no instance keeps its own copy in memory (cache-handler.mjs).
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
