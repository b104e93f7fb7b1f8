/**
 * `npm run serve:cluster`: several API processes on one PostgreSQL and one media store, to
 * put behind a load balancer. It migrates and seeds once, then starts API_PROCESSES
 * (default 2) copies of `server/main.ts` on PORT, PORT+1, … (default 8787), each with the
 * same environment: DATABASE_URL is required (PGlite belongs to one process), media go to
 * the S3 bucket (S3_*) or a MEDIA_DIR every process sees. Sessions, throttles, codes,
 * idempotency keys, bookings and chat all live in PostgreSQL, so any process may answer any
 * request. If one process dies the others are stopped and the script exits 1, for the
 * supervisor (systemd, a container platform) to restart the whole set.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { readSettings } from '../server/config.ts'
import { deploymentProblem } from '../server/deployment.ts'
import { defaultHost, exposureProblem } from '../server/exposure.ts'
import { createApiServer } from '../server/index.ts'

const count = Number(process.env.API_PROCESSES ?? 2)
const firstPort = Number(process.env.PORT ?? 8787)
const host = process.env.HOST?.trim() || defaultHost
const settings = readSettings()
const problem =
  (settings.databaseUrl
    ? null
    : 'Refusing to start several processes on PGlite: set DATABASE_URL to a PostgreSQL database.') ??
  (Number.isInteger(count) && count >= 1
    ? null
    : 'API_PROCESSES must be a whole number, 1 or more.') ??
  exposureProblem(host, settings) ??
  deploymentProblem(settings)
if (problem) {
  console.error(problem)
  process.exit(1)
}

// Migrations, the seed and the generated media happen once, before any process serves.
const prepared = await createApiServer()
await prepared.close()

const main = fileURLToPath(new URL('../server/main.ts', import.meta.url))
const children: ChildProcess[] = []
let stopping = false

function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) resolve()
          else child.once('exit', () => resolve())
        }),
    ),
  ).then(() => process.exit(code))
}

for (let index = 0; index < count; index++) {
  const port = firstPort + index
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const label = `[api ${index + 1}] `
  const relay = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) => {
    let rest = ''
    stream?.on('data', (chunk) => {
      const lines = (rest + String(chunk)).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`${label}${line}\n`)
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`${label}exited (${signal ?? code}): stopping the others`)
    stopAll(1)
  })
  children.push(child)
}

process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))
