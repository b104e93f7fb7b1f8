import { defineConfig } from 'vitest/config'
import { preactAliases } from './build/widgets/aliases.ts'

/**
 * Folders whose tests never touch a page (server code, scripts, rules, contracts, the API
 * client and the site's server-side helpers): they run in plain Node, which starts far faster
 * than a happy-dom window per file. A test added there that needs a page says so with
 * `// @vitest-environment happy-dom`.
 */
const nodeFolders = [
  'server',
  'scripts',
  'shared/domain',
  'shared/contract',
  'shared/api',
  'site/lib',
]

/**
 * Four projects: `unit` runs the tests beside the code (components on the Preact runtime
 * that ships, in happy-dom) and `unit-node` those of the folders above (`--project 'unit*'`
 * runs both); `react` the same components on real React; `api` drives the sandbox server
 * over HTTP on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
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
            'site/**/*.test.{ts,tsx}',
          ],
          exclude: [
            '**/*.react.test.tsx',
            '**/node_modules/**',
            ...nodeFolders.map((folder) => `${folder}/**`),
          ],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/unit.ts'],
          // Each file still gets a fresh context and window, but inside a worker that stays
          // up: starting a worker and loading happy-dom per file took two thirds of the run.
          // Server-side code that loads jsdom or other native ESM runs in `unit-node`.
          pool: 'vmThreads',
          maxWorkers: 2,
          // State waits may take up to 10 s on a busy machine (tests/setup/unit.ts).
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias: preactAliases },
        test: {
          name: 'unit-node',
          include: nodeFolders.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
          exclude: ['**/*.react.test.tsx', '**/node_modules/**'],
          environment: 'node',
          pool: 'threads',
          maxWorkers: 2,
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
          // Mounting on React may take seconds on a busy machine, as in the unit project.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          pool: 'forks',
          // Files share their worker's process: each file starts its own server on its own
          // database copy, and loading the server and PGlite once per worker rather than once
          // per file halves the run. A file that changes process-wide state undoes it.
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
