import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // The browser tests build into their own folder (.next-e2e), so that `npm test` never leaves
  // a build of the test database where `npm start` would serve it.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Unknown paths get a localized, server-rendered 404 (src/app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  images: { formats: ['image/avif', 'image/webp'] },
  typescript: { tsconfigPath: './tsconfig.json' },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
