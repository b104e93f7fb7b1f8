/**
 * Load benchmark: `npm run bench:load [-- <origin>]`.
 *
 * Without an origin it starts the whole product (scripts/start.ts) on a free port with a
 * fresh sandbox database; with one (e.g. http://127.0.0.1:4321) it loads that server, whose
 * memory it cannot see. It warms up, then for BENCH_SECONDS (20) each runs 50 connections
 * (BENCH_CONNECTIONS) against search (a fixed realistic mix, bench/queries.ts), item detail,
 * the home page and a checkout mix (the demo hirer opens a product and books it with the
 * saved sandbox card, each booking on its own item and far-future dates), then search at
 * concurrency 10; each search and item path is asked once before its timed run (the cache a
 * checkout retired is warm again). It prints requests/s, p50/p95/p99, errors and non-2xx
 * answers per scenario, the server's CPU time per answer (from /proc, robust to a busy
 * machine) and the load average around each, and the server's resident memory idle and at
 * its peak, as a table and as JSON in reports/bench-load.json. BENCH_SCENARIOS=search,item
 * runs only the scenarios whose names start so. It measures; it never fails on timings.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import type Autocannon from 'autocannon'
import { type LatencySummary, summarise } from './bench/load.ts'
import { type LoadSetup, prepareLoad, publicHeaders } from './bench/load-setup.ts'
import { cpuMs, type ProductServer, rssMb, rssPeak, startProduct } from './bench/product-server.ts'
import { benchTool } from './bench/tools/load.ts'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const seconds = setting('BENCH_SECONDS', 20)
const connections = setting('BENCH_CONNECTIONS', 50)
// BENCH_SCENARIOS=search,item: only the scenarios whose names start with one of these words.
const only = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean)
const reportFile = fileURLToPath(new URL('../reports/bench-load.json', import.meta.url))

// A benchmark-only tool, installed on first use (bench/tools/load.ts).
const autocannon = await benchTool<typeof Autocannon>('autocannon')

type Request = Autocannon.Request

interface Scenario {
  name: string
  connections: number
  requests: Request[]
  /** paths asked once before the timed run: public reads are measured with a warm cache */
  prime?: { paths: string[]; headers: Record<string, string> }
}

interface ScenarioResult {
  name: string
  connections: number
  requestsPerSecond: number
  latencyMs: LatencySummary
  /** requests without an answer, timeouts included (autocannon counts a timeout as both) */
  errors: number
  timeouts: number
  non2xx: number
  statuses: Record<string, number>
  /** CPU time of the server process per answer (null: a server this script did not start) */
  serverCpuMsPerRequest: number | null
  loadAverage: { start: number[]; end: number[] }
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
  const searchPaths = api(setup.searchPaths)
  const search = rotating(searchPaths, publicHeaders)
  const primeSearch = { paths: searchPaths, headers: publicHeaders }
  const signed = { ...publicHeaders, authorization: setup.hirerAuth }
  const itemPaths = api(setup.itemPaths)
  let opened = 0
  return [
    { name: 'search', connections, requests: search, prime: primeSearch },
    {
      name: 'item detail',
      connections,
      requests: rotating(itemPaths, publicHeaders),
      prime: { paths: itemPaths, headers: publicHeaders },
    },
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
    { name: 'search at concurrency 10', connections: 10, requests: search, prime: primeSearch },
  ]
}

/** Asks each path once, four at a time (a checkout before may have retired the cache). */
async function prime(origin: string, scenario: Scenario): Promise<void> {
  const { paths, headers } = scenario.prime ?? { paths: [], headers: {} }
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const response = await fetch(`${origin}${paths[next++]}`, { headers })
      await response.arrayBuffer()
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}

const currentLoad = () => loadavg().map((n) => Math.round(n * 100) / 100)

async function run(
  origin: string,
  scenario: Scenario,
  duration: number,
  pid: number | null = null,
): Promise<ScenarioResult> {
  const loadAtStart = currentLoad()
  const cpuAtStart = pid === null ? null : cpuMs(pid)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const result = await new Promise<Autocannon.Result>((resolve, reject) => {
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
  const cpuAtEnd = pid === null ? null : cpuMs(pid)
  const cpuUsed = cpuAtStart === null || cpuAtEnd === null ? null : cpuAtEnd - cpuAtStart
  return {
    name: scenario.name,
    connections: scenario.connections,
    requestsPerSecond: Math.round((latencies.length / duration) * 10) / 10,
    latencyMs: summarise(latencies),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    serverCpuMsPerRequest:
      cpuUsed === null || latencies.length === 0
        ? null
        : Math.round((cpuUsed / latencies.length) * 100) / 100,
    loadAverage: { start: loadAtStart, end: currentLoad() },
  }
}

function table(results: ScenarioResult[]): string {
  const head = [
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors (timeouts)',
    'non-2xx',
    'cpu ms/req',
    'load 1m',
  ]
  const rows = results.map((r) => [
    r.name,
    String(r.connections),
    String(r.requestsPerSecond),
    String(r.latencyMs.p50),
    String(r.latencyMs.p95),
    String(r.latencyMs.p99),
    `${r.errors} (${r.timeouts})`,
    String(r.non2xx),
    String(r.serverCpuMsPerRequest ?? '?'),
    `${r.loadAverage.start[0]}→${r.loadAverage.end[0]}`,
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
    const all = scenarios(setup, '/api/v1').filter(
      ({ name }) => only.length === 0 || only.some((word) => name.startsWith(word)),
    )
    log(`Warming up ${origin}`)
    for (const scenario of all) await run(origin, { ...scenario, connections: 10 }, 2)
    const rssIdle = pid === null ? null : rssMb(pid)
    const peak = rssPeak(pid)
    const loadAtStart = currentLoad()
    const results: ScenarioResult[] = []
    for (const scenario of all) {
      await prime(origin, scenario)
      log(`${scenario.name}: ${scenario.connections} connections for ${seconds} s`)
      results.push(await run(origin, scenario, seconds, pid))
    }
    const report = {
      target: origin,
      secondsPerScenario: seconds,
      results,
      serverRssMb: { idle: rssIdle, peak: peak.stop() },
      loadAverage: { start: loadAtStart, end: currentLoad() },
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
