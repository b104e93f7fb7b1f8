import { defineConfig, devices } from '@playwright/test'

/** The marketplace and a partner site run on different origins, as in real embedding. */
export const marketplacePort = Number(process.env.E2E_PORT ?? 4399)
export const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4398)
export const marketplaceUrl = `http://localhost:${marketplacePort}`
export const partnerUrl = `http://127.0.0.1:${partnerPort}`

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
        DATA_DIR: '.data/e2e/pglite',
        MEDIA_DIR: '.data/e2e/media',
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
