import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'

/**
 * The marketplace and a partner site run on different origins, as in real embedding. Each
 * worker has its own pair (its own ports and database), so two workers never see each
 * other's bookings, sign-ins or throttles; a spec file runs whole in one worker. The config
 * is loaded again in every worker, where TEST_PARALLEL_INDEX names its slot (0 in the main
 * process, which only starts the servers).
 */
const workerCount = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))
const firstMarketplacePort = Number(process.env.E2E_PORT ?? 4399)
const firstPartnerPort = Number(process.env.E2E_PARTNER_PORT ?? 4398)
const portsOf = (slot: number) => ({
  marketplace: firstMarketplacePort + 10 * slot,
  partner: firstPartnerPort + 10 * slot,
})
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export const marketplacePort = portsOf(slot).marketplace
export const partnerPort = portsOf(slot).partner
export const marketplaceUrl = `http://localhost:${marketplacePort}`
export const partnerUrl = `http://127.0.0.1:${partnerPort}`

// Debian's headless shell when present: the lighter build Playwright itself runs headless,
// which ran the suite in two thirds of full Chromium's time. Full Chromium works too;
// scripts/ensure-install.mjs installs the shell when it can.
const headlessShell = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

// Each run seeds its own databases, so runs never share or corrupt each other's data. Set
// once in the main process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hire-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

/** One worker's marketplace (API, site, widgets) and partner site. */
function serversFor(slot: number): NonNullable<PlaywrightTestConfig['webServer']> {
  const ports = portsOf(slot)
  return [
    {
      command: 'node scripts/start.ts',
      url: `http://localhost:${ports.marketplace}/api/v1/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(ports.marketplace),
        DATA_DIR: join(dataDir, `pglite-${slot}`),
        MEDIA_DIR: join(dataDir, `media-${slot}`),
      },
      stdout: 'pipe',
    },
    {
      command: 'node tests/e2e/partner/server.ts',
      url: `http://127.0.0.1:${ports.partner}/health`,
      reuseExistingServer: false,
      env: { E2E_PARTNER_PORT: String(ports.partner), E2E_PORT: String(ports.marketplace) },
    },
  ]
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: workerCount,
  retries: 0,
  // Upper bounds for state waits, sized for a loaded two-core machine; a passing step
  // returns as soon as its state is reached. Slow steps (axe, whole journeys) add their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: marketplaceUrl,
    // Recording a trace of every test costs an eighth of the run even when it is thrown
    // away; a failure leaves a screenshot and the page's accessibility snapshot instead.
    // For a trace, run the failing file again with --trace retain-on-failure.
    trace: 'off',
    screenshot: 'only-on-failure',
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
  webServer: Array.from({ length: workerCount }, (_, slot) => serversFor(slot)).flat(),
})
