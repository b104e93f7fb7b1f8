/**
 * Load benchmark: `npm run bench:load [-- <origin>]`.
 *
 * Without an origin it starts the whole product (scripts/start.ts) on a free port with a
 * fresh sandbox database; with one (e.g. http://127.0.0.1:4321) it loads that server, whose
 * memory it cannot see. It warms up, then for BENCH_SECONDS (20) each runs 50 connections
 * (BENCH_CONNECTIONS) against search (a fixed realistic mix, bench/queries.ts), item detail,
 * the home page and a checkout mix (the demo hirer opens a product and books it with the
 * saved sandbox card, each booking on its own item and far-future dates), then search at
 * concurrency 10. It prints requests/s, p50/p95/p99, errors and non-2xx answers per
 * scenario and the server's resident memory idle and at its peak, as a table and as JSON
 * in reports/bench-load.json. It measures; it never fails on timings.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { type LatencySummary, summarise } from './bench/load.ts'
import { type LoadSetup, prepareLoad, publicHeaders } from './bench/load-setup.ts'
import { type ProductServer, rssMb, rssPeak, startProduct } from './bench/product-server.ts'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const seconds = setting('BENCH_SECONDS', 20)
const connections = setting('BENCH_CONNECTIONS', 50)
const reportFile = fileURLToPath(new URL('../reports/bench-load.json', import.meta.url))

type Request = autocannon.Request

interface Scenario {
  name: string
  connections: number
  requests: Request[]
}

interface ScenarioResult {
  name: string
  connections: number
  requestsPerSecond: number
  latencyMs: LatencySummary
  errors: number
  timeouts: number
  non2xx: number
  statuses: Record<string, number>
}

/** Cycles through `paths`, one per request, shared by every connection. */
function rotating(paths: string[], headers: Record<string, string> = {}): Request[] {
  let next = 0
  return [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }),
    },
  ]
}

function scenarios(setup: LoadSetup, apiPath: string): Scenario[] {
  const api = (paths: string[]) => paths.map((path) => `${apiPath}${path}`)
  const search = rotating(api(setup.searchPaths), publicHeaders)
  const signed = { ...publicHeaders, authorization: setup.hirerAuth }
  const itemPaths = api(setup.itemPaths)
  let opened = 0
  return [
    { name: 'search', connections, requests: search },
    { name: 'item detail', connections, requests: rotating(itemPaths, publicHeaders) },
    { name: 'home page', connections, requests: rotating(['/']) },
    {
      name: 'checkout mix',
      connections,
      requests: [
        {
          method: 'GET',
          headers: signed,
          setupRequest: (request) => ({
            ...request,
            path: itemPaths[opened++ % itemPaths.length] as string,
          }),
        },
        {
          method: 'POST',
          path: `${apiPath}/booking/checkout`,
          headers: { ...signed, 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: setup.nextCheckout() }),
        },
      ],
    },
    { name: 'search at concurrency 10', connections: 10, requests: search },
  ]
}

async function run(origin: string, scenario: Scenario, duration: number): Promise<ScenarioResult> {
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = {
      url: origin,
      connections: scenario.connections,
      duration,
      timeout: 10,
      requests: scenario.requests,
    }
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
  })
  return {
    name: scenario.name,
    connections: scenario.connections,
    requestsPerSecond: Math.round((latencies.length / duration) * 10) / 10,
    latencyMs: summarise(latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  }
}

function table(results: ScenarioResult[]): string {
  const head = ['scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx']
  const rows = results.map((r) => [
    r.name,
    String(r.connections),
    String(r.requestsPerSecond),
    String(r.latencyMs.p50),
    String(r.latencyMs.p95),
    String(r.latencyMs.p99),
    String(r.errors + r.timeouts),
    String(r.non2xx),
  ])
  const widths = head.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  )
  return [head, ...rows]
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n')
}

async function main() {
  const target = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg))
  let server: ProductServer | null = null
  if (!target) {
    log('Starting the marketplace on a fresh sandbox database')
    server = await startProduct()
  }
  const origin = (target ?? server?.origin ?? '').replace(/\/$/, '')
  const pid = server?.pid ?? null
  try {
    const setup = await prepareLoad(`${origin}/api/v1`)
    const all = scenarios(setup, '/api/v1')
    log(`Warming up ${origin}`)
    for (const scenario of all) await run(origin, { ...scenario, connections: 10 }, 2)
    const rssIdle = pid === null ? null : rssMb(pid)
    const peak = rssPeak(pid)
    const loadAtStart = loadavg().map((n) => Math.round(n * 100) / 100)
    const results: ScenarioResult[] = []
    for (const scenario of all) {
      log(`${scenario.name}: ${scenario.connections} connections for ${seconds} s`)
      results.push(await run(origin, scenario, seconds))
    }
    const report = {
      target: origin,
      secondsPerScenario: seconds,
      results,
      serverRssMb: { idle: rssIdle, peak: peak.stop() },
      loadAverage: { start: loadAtStart, end: loadavg().map((n) => Math.round(n * 100) / 100) },
    }
    await mkdir(fileURLToPath(new URL('../reports/', import.meta.url)), { recursive: true })
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`)
    console.log(table(results))
    console.log(
      `server RSS: idle ${rssIdle ?? '?'} MB, peak ${report.serverRssMb.peak ?? '?'} MB; ` +
        `load average ${loadAtStart.join(' ')} → ${report.loadAverage.end.join(' ')}`,
    )
  } finally {
    await server?.stop()
  }
}

function log(message: string) {
  console.error(`[bench:load] ${message}`)
}

await main()
