import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/** The marketplace and a partner site run on different origins, as in real embedding. */
export const marketplacePort = Number(process.env.E2E_PORT ?? 4399)
export const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4398)
export const marketplaceUrl = `http://localhost:${marketplacePort}`
export const partnerUrl = `http://127.0.0.1:${partnerPort}`

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Each run seeds its own database, so runs never share or corrupt each other's data. Set
// once in the main process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hire-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Upper bounds for state waits, sized for a loaded two-core machine; a passing step
  // returns as soon as its state is reached. Slow steps (axe, whole journeys) add their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: marketplaceUrl,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node scripts/start.ts',
      url: `${marketplaceUrl}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(marketplacePort),
        DATA_DIR: join(dataDir, 'pglite'),
        MEDIA_DIR: join(dataDir, 'media'),
      },
      stdout: 'pipe',
    },
    {
      command: 'node tests/e2e/partner/server.ts',
      url: `${partnerUrl}/health`,
      reuseExistingServer: false,
      env: { E2E_PARTNER_PORT: String(partnerPort), E2E_PORT: String(marketplacePort) },
    },
  ],
})
