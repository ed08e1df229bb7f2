import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    // Server logs (one line per stored enquiry, say) only for a test that failed.
    silent: 'passed-only',
    // Files run side by side, one per core: unit files share nothing, and each integration file
    // works on a database of its own (tests/int/payload.ts). One setting for both projects, so
    // that `vitest run --project unit --project int` runs them in one pool.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The files of a worker share its loaded modules instead of each loading its own (React,
          // zod, the copy...): 13 s instead of 41 s for the whole project on two cores. They can,
          // as none changes the environment, a global or a module's state that another reads
          // (checked with --sequence.shuffle).
          isolate: false,
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          globalSetup: ['tests/int/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Two app instances, two workers, PostgreSQL, Redis and an S3 store on loopback: run by
        // `npm run test:fleet` (CI, after the PostgreSQL leg), not by `npm test`.
        extends: true,
        test: {
          name: 'fleet',
          include: ['tests/fleet/**/*.fleet.spec.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
})
