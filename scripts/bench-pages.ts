/**
 * `npm run bench:pages [URL]`: page speed of home, search results, an item, a story and a
 * location page. Without a URL it starts the launcher on a free port with a fresh database
 * (scripts/bench/pages/server.ts); with one it measures that running site.
 *
 * For each page: the HTML, JS and CSS a phone-sized Chromium fetches until the network is
 * idle, as sent (compressed) and decoded; then BENCH_RUNS (3) Lighthouse mobile runs and
 * their medians of the performance score, LCP, TBT and CLS, and of the accessibility,
 * best-practices and SEO scores (BENCH_LIGHTHOUSE=0 skips them).
 * Prints a table and writes reports/bench-pages.json. Chromium: bench/browser.ts. Never
 * fails on figures; a shared, busy machine inflates TBT.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { benchChromium } from './bench/browser.ts'
import { measureBytes, type PageBytes } from './bench/pages/bytes.ts'
import { type LighthouseFigures, lighthouseMedians } from './bench/pages/lighthouse.ts'
import { freePort, marketplace } from './bench/pages/server.ts'
import { pagesToMeasure } from './bench/pages/targets.ts'

const root = new URL('..', import.meta.url).pathname
const runs = Number(process.env.BENCH_RUNS) || 3
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0'

interface PageReport {
  name: string
  path: string
  bytes: PageBytes
  lighthouse: LighthouseFigures | null
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)

function print(report: PageReport): void {
  const { bytes, lighthouse } = report
  const sizes = (['html', 'js', 'css'] as const)
    .map((kind) => `${kind.toUpperCase()} ${kib(bytes[kind].sent)} / ${kib(bytes[kind].decoded)}`)
    .join(', ')
  const scores = lighthouse
    ? `performance ${lighthouse.performance}, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls}; accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}`
    : 'Lighthouse skipped'
  console.log(`${report.name.padEnd(15)} ${scores}\n${''.padEnd(15)} KiB sent / decoded: ${sizes}`)
}

const site = await marketplace(process.argv[2])
const debuggingPort = await freePort()
const browser = await chromium.launch({
  executablePath: benchChromium,
  args: ['--no-sandbox', `--remote-debugging-port=${debuggingPort}`],
})
const reports: PageReport[] = []
try {
  console.log(
    `Measuring ${site.origin}${withLighthouse ? ` (Lighthouse mobile, median of ${runs})` : ''}`,
  )
  for (const target of await pagesToMeasure(site.origin)) {
    const url = `${site.origin}${target.path}`
    const bytes = await measureBytes(browser, url)
    const lighthouse = withLighthouse ? await lighthouseMedians(url, debuggingPort, runs) : null
    const report = { ...target, bytes, lighthouse }
    reports.push(report)
    print(report)
  }
} finally {
  await browser.close()
  await site.stop()
}
await mkdir(`${root}reports`, { recursive: true })
await writeFile(
  `${root}reports/bench-pages.json`,
  `${JSON.stringify({ origin: site.origin, runs, measuredAt: new Date().toISOString(), pages: reports }, null, 2)}\n`,
)
