/**
 * Search benchmark: `node scripts/bench-search.ts`.
 *
 * Grows a copy of the seeded catalogue to BENCH_ITEMS listings (default 10,000) in a
 * temporary PGlite, or in DATABASE_URL's PostgreSQL (the copies are removed afterwards),
 * starts the API in a child process on an ephemeral port, fires BENCH_REQUESTS (2,000)
 * GET /items with a realistic mix of queries at BENCH_CONCURRENCY (10), BENCH_RUNS (3)
 * times, and prints each run's latency percentiles, throughput and load average, their
 * range and the pooled figures as JSON, also written to reports/bench-search.json.
 * It measures; it never fails on timings (the aim is a p95 under 50 ms).
 */
import { fork } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { asc } from 'drizzle-orm'
import { openDatabase } from '../server/db/connect.ts'
import { categories, subCategories } from '../server/db/schema.ts'
import { createApiServer } from '../server/index.ts'
import { growCatalogue, shrinkCatalogue } from './bench/grow.ts'
import { type LoadResult, runLoad } from './bench/load.ts'
import { queryMix } from './bench/queries.ts'
import { buildReport, currentLoad, type RunFigures, runFigures } from './bench/report.ts'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const target = setting('BENCH_ITEMS', 10_000)
const requests = setting('BENCH_REQUESTS', 2_000)
const concurrency = setting('BENCH_CONCURRENCY', 10)
const runs = setting('BENCH_RUNS', 3)
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
const here = fileURLToPath(import.meta.url)
const reportFile = fileURLToPath(new URL('../reports/bench-search.json', import.meta.url))

if (process.argv[2] === '--serve') await serveForBench()
else await main()

/** The child: the API on an ephemeral port, answering the parent its port. */
async function serveForBench() {
  const api = await createApiServer({
    databaseUrl,
    dataDir: process.env.BENCH_DATA_DIR,
    mediaDir: process.env.BENCH_MEDIA_DIR,
  })
  const server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send?.({ port: info.port })
  })
  // 'mark' starts counting this process's CPU time, 'report' answers it, 'stop' ends.
  let mark = process.cpuUsage()
  process.on('message', async (message) => {
    if (message === 'mark') {
      mark = process.cpuUsage()
    } else if (message === 'report') {
      const used = process.cpuUsage(mark)
      process.send?.({ cpuMs: (used.user + used.system) / 1000 })
    } else {
      server.close()
      await api.close()
      process.exit(0)
    }
  })
}

async function main() {
  const root = await mkdtemp(join(tmpdir(), 'hire-bench-'))
  const dataDir = join(root, 'pglite')
  const mediaDir = join(root, 'media')
  try {
    log(`Preparing ${databaseUrl ? 'PostgreSQL' : 'a temporary PGlite'} with ${target} listings`)
    await (await createApiServer({ databaseUrl, dataDir, mediaDir })).close()
    const database = await openDatabase({ databaseUrl, dataDir })
    let items = 0
    let catalogue: Parameters<typeof queryMix>[1]
    try {
      items = await growCatalogue(database.db, target)
      const categoryIds = (
        await database.db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id))
      ).map((row) => row.id)
      const subs = await database.db.select().from(subCategories).orderBy(asc(subCategories.id))
      const subCategoryIds = new Map<string, string[]>()
      for (const sub of subs) {
        subCategoryIds.set(sub.categoryId, [...(subCategoryIds.get(sub.categoryId) ?? []), sub.id])
      }
      catalogue = { categoryIds, subCategoryIds }
    } finally {
      await database.close()
    }

    const child = fork(here, ['--serve'], {
      env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_MEDIA_DIR: mediaDir },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve((message as { port: number }).port))
      child.once('exit', (code) => reject(new Error(`API exited early (${code})`)))
    })
    const results: LoadResult[] = []
    const figures: RunFigures[] = []
    try {
      const baseUrl = `http://127.0.0.1:${port}/api/v1`
      const headers = {
        'x-api-key': process.env.API_KEY ?? 'sandbox',
        authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
      }
      log(`Warming up, then ${runs} × ${requests} requests at concurrency ${concurrency}`)
      await runLoad(baseUrl, headers, queryMix(100, catalogue, Date.now() + 1), concurrency)
      for (let run = 1; run <= runs; run++) {
        const loadAtStart = currentLoad()
        child.send('mark')
        const result = await runLoad(baseUrl, headers, queryMix(requests, catalogue), concurrency)
        const answer = new Promise<{ cpuMs: number }>((resolve) =>
          child.once('message', (message) => resolve(message as { cpuMs: number })),
        )
        child.send('report')
        const figure = runFigures(result, (await answer).cpuMs, loadAtStart)
        log(
          `Run ${run}: p50 ${figure.latencyMs.p50} ms, p95 ${figure.latencyMs.p95} ms, ` +
            `${figure.throughputPerSecond} req/s, load ${loadAtStart[0]} → ${figure.loadAverage.end[0]}`,
        )
        results.push(result)
        figures.push(figure)
      }
    } finally {
      child.send('stop')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    const backend = databaseUrl ? 'postgres' : 'pglite'
    const report = buildReport({ backend, items, requests, concurrency }, results, figures)
    await mkdir(join(reportFile, '..'), { recursive: true })
    await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`)
    console.log(JSON.stringify(report, null, 2))
  } finally {
    if (databaseUrl) {
      const database = await openDatabase({ databaseUrl, dataDir })
      await shrinkCatalogue(database.db).finally(() => database.close())
    }
    await rm(root, { recursive: true, force: true })
  }
}

function log(message: string) {
  console.error(`[bench] ${message}`)
}
