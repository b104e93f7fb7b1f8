/**
 * Awaiting badge benchmark: `node scripts/bench-awaiting.ts`.
 *
 * Starts the API in this process on a temporary PGlite (or DATABASE_URL's PostgreSQL),
 * signs the demo supplier in, and has BENCH_CLIENTS (default 200) browsers poll the
 * awaiting count (GET /orders?type=AWAITING&limit=0) every 5 seconds, each starting at a
 * random moment, for BENCH_SECONDS (30). Prints the latency percentiles, the request rate
 * and the count's query plan. It measures; it never fails on timings.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../server/db/connect.ts'
import { createApiServer } from '../server/index.ts'

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value > 0 ? value : fallback
}
const clients = setting('BENCH_CLIENTS', 200)
const seconds = setting('BENCH_SECONDS', 30)
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined
const basic = `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`
const base = 'http://127.0.0.1/api/v1'

const root = await mkdtemp(join(tmpdir(), 'hire-bench-awaiting-'))
const options = { databaseUrl, dataDir: join(root, 'pglite'), mediaDir: join(root, 'media') }
const api = await createApiServer(options)
try {
  const headers = { 'x-api-key': 'sandbox', 'content-type': 'application/json', platform: '3' }
  const login = await api.fetch(
    new Request(`${base}/user/login`, {
      method: 'POST',
      headers: { ...headers, authorization: basic },
      body: JSON.stringify({ email: 'supplier@example.com', password: 'Password1' }),
    }),
  )
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken
  const poll = async () => {
    const started = performance.now()
    const response = await api.fetch(
      new Request(`${base}/orders?type=AWAITING&limit=0`, {
        headers: { ...headers, authorization: `Bearer ${token}` },
      }),
    )
    await response.text()
    if (!response.ok) throw new Error(`poll answered ${response.status}`)
    return performance.now() - started
  }
  await poll()
  const latencies: number[] = []
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5000))
      while (Date.now() < end) {
        latencies.push(await poll())
        await new Promise((resolve) => setTimeout(resolve, 5000))
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  // The plan needs a second connection, which only PostgreSQL allows (PGlite has one owner).
  // The seed's bookings fit a page or two, where a sequential scan wins; with it off, the
  // plan shows the partial index serves the count once the table grows.
  const database = databaseUrl
    ? await openDatabase({ databaseUrl, dataDir: options.dataDir })
    : null
  const plan = await database?.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute(
        sql`explain select count(*) from bookings where supplier_id = (select id from users where email = 'supplier@example.com' limit 1) and (status in ('REQUESTED', 'CHANGE_REQUEST', 'RETRUNED') or (status = 'PENDING_CANCELATION' and cancel_request->>'requestedBy' = 'HIRER')) and (status <> 'REQUESTED' or start_at > now())`,
      )
    })
    .catch((error: Error) => [{ error: error.message }])
  await database?.close()
  console.log(
    JSON.stringify(
      {
        backend: databaseUrl ? 'postgresql' : 'pglite',
        clients,
        seconds,
        requests: latencies.length,
        perSecond: Math.round((latencies.length / seconds) * 10) / 10,
        ms: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
        plan: plan
          ? Array.isArray(plan)
            ? plan
            : (plan as { rows: unknown[] }).rows
          : 'PostgreSQL only',
      },
      null,
      2,
    ),
  )
} finally {
  await api.close()
  await rm(root, { recursive: true, force: true })
}
