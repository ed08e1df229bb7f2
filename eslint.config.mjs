import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'bench/reference/.next/**',
      '.next-e2e*/**',
      '.next-bench/**',
      '.next-fleet/**',
      'node_modules/**',
      'data/**',
      '.cache/**',
      'test-results*/**',
      'playwright-report/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  {
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Import Link from @/i18n/navigation so the locale is kept.',
            },
          ],
        },
      ],
    },
  },
]

export default config
