import { defineConfig } from 'vitest/config'
import { preactAliases } from './build/widgets/aliases.ts'

/**
 * Two projects: `unit` runs the tests beside the code (components on the Preact runtime
 * that ships, in happy-dom); `api` drives the sandbox server over HTTP on PGlite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: preactAliases },
        test: {
          // Widgets import their CSS with ?inline; tests need the real text, not an empty string.
          css: { include: [/\.css$/] },
          name: 'unit',
          include: [
            'shared/**/*.test.{ts,tsx}',
            'widgets/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'site/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.react.test.tsx', '**/node_modules/**'],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/unit.ts'],
          pool: 'threads',
          maxWorkers: 2,
          // State waits may take up to 10 s on a busy machine (tests/setup/unit.ts).
          testTimeout: 30_000,
        },
      },
      {
        // The same components on real React, for hosts that bring their own.
        test: {
          name: 'react',
          include: ['widgets/**/*.react.test.tsx'],
          css: { include: [/\.css$/] },
          environment: 'happy-dom',
          setupFiles: ['tests/setup/unit.ts'],
          pool: 'threads',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
