/**
 * The marketplace to measure: the one at the URL given, or `npm start`'s launcher started
 * on a free port with a fresh seeded database and media in a temporary folder (so a running
 * `npm start` and its data are left alone), stopped at the end.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Marketplace {
  origin: string
  stop(): Promise<void>
}

const root = new URL('../../..', import.meta.url).pathname

export async function marketplace(url: string | undefined): Promise<Marketplace> {
  if (url) return { origin: new URL(url).origin, stop: async () => {} }
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'hire-bench-pages-'))
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'pglite'),
      MEDIA_DIR: join(dataDir, 'media'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(origin, () => child.exitCode !== null)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}

/** Up to four minutes: the launcher builds first when a source changed. */
async function waitForHealth(origin: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The server stopped while starting; see the output above.')
    const ok = await fetch(`${origin}/api/v1/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${origin} did not answer within four minutes`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}
