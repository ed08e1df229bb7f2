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
  {
    // Short functions (issue 50): a component or function that grows past this is split by what
    // it does (state into a hook, data into helpers, rendering into parts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
]

export default config
