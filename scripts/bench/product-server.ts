/**
 * The whole product (`scripts/start.ts`: API, site, widgets) in a child process on a free
 * port with a fresh sandbox database, and its resident memory sampled from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const startScript = fileURLToPath(new URL('../start.ts', import.meta.url))

export interface ProductServer {
  origin: string
  pid: number
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Polls until `url` answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`)
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** `script`: what to run instead of the whole product (the API alone: server/main.ts). */
export async function startProduct(
  env: Record<string, string> = {},
  script = startScript,
): Promise<ProductServer> {
  const root = await mkdtemp(join(tmpdir(), 'hire-bench-load-'))
  const port = await freePort()
  // BENCH_SERVER_FLAGS: Node flags for the server alone, e.g. --cpu-prof --cpu-prof-dir=/tmp/p
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean)
  const child = spawn(process.execPath, [...flags, script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(root, 'pglite'),
      MEDIA_DIR: join(root, 'media'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    // A first start migrates, seeds, draws the media and may build: minutes on a busy machine.
    await waitForOk(`${origin}/api/v1/health`, 600_000, child)
  } catch (error) {
    child.kill('SIGKILL')
    await rm(root, { recursive: true, force: true })
    throw error
  }
  return {
    origin,
    pid: child.pid as number,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      await rm(root, { recursive: true, force: true })
    },
  }
}

/** Resident memory of a process in MB (Linux), or null when it cannot be read. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}

/**
 * CPU time a process has used so far in ms (user + system, Linux /proc/<pid>/stat, in clock
 * ticks of 10 ms), or null when it cannot be read. Robust to a busy machine, unlike latency.
 */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces: count fields after its closing bracket.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return Number.isFinite(ticks) ? ticks * 10 : null
  } catch {
    return null
  }
}

/** Samples a process's RSS every `everyMs` and remembers the highest. */
export function rssPeak(pid: number | null, everyMs = 200) {
  let peak: number | null = null
  const sample = () => {
    const now = pid === null ? null : rssMb(pid)
    if (now !== null && (peak === null || now > peak)) peak = now
  }
  const timer = setInterval(sample, everyMs)
  return {
    stop(): number | null {
      clearInterval(timer)
      sample()
      return peak
    },
  }
}
