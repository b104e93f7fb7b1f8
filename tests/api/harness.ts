/**
 * Starts the API over real HTTP for a test file: on a private copy of the prepared PGlite
 * folder, and on PostgreSQL too when TEST_DATABASE_URL is set. `describeApi` runs a
 * suite once per backend; `api()` inside it is the running server of that backend.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, inject } from 'vitest'
import { keepConnectionsAlive } from '../../server/http/keep-alive.ts'
import { attachRealtime, createApiServer, type ServerOptions } from '../../server/index.ts'
import { copyOfTestDatabase, type PostgresCopy } from './postgres-copy.ts'

export const apiKey = 'sandbox'
export const basic = `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`
export const bearer = (token: string) => `Bearer ${token}`

export interface Envelope<T = unknown> {
  statusCode: number
  message?: string
  data: T
}

export interface RunningApi {
  origin: string
  /**
   * Either way a test file has its database to itself (a copy of the seeded one: a PGlite
   * folder, or a PostgreSQL database made from the seeded template, postgres-copy.ts).
   */
  backend: Backend
  /** the PostgreSQL copy's address (for a second server process on the same data) */
  databaseUrl: string | undefined
  /** fetch below /api/v1 with the API key and basic credentials unless overridden */
  call(path: string, init?: RequestInit & { auth?: string | null }): Promise<Response>
  /** GET returning the parsed envelope, expecting HTTP 200 */
  get<T>(path: string, auth?: string): Promise<T>
  /** Moves the server's clock forward (code expiry, resend limits) */
  advanceTime(ms: number): void
  /**
   * Stops the server's clock where it is (advanceTime still moves it): a test of waits
   * measured from the clock then holds however slowly a busy machine runs it.
   */
  stopTime(): void
  close(): Promise<void>
}

export interface ApiOptions {
  /** false starts the server as with SANDBOX=false */
  sandbox?: boolean
  /** other server options (partner origins, a trusted proxy, a public sandbox…) */
  server?: Omit<ServerOptions, 'dataDir' | 'databaseUrl' | 'mediaDir' | 'now'>
}

type Backend = 'pglite' | 'postgres'

export function backends(): Backend[] {
  return inject('databaseUrl') ? ['pglite', 'postgres'] : ['pglite']
}

export async function startApi(
  backend: Backend = 'pglite',
  options: ApiOptions = {},
): Promise<RunningApi> {
  let offset = 0
  let stoppedAt: number | null = null
  let dataDir: string | undefined
  let copy: PostgresCopy | undefined
  if (backend === 'pglite') {
    dataDir = await mkdtemp(join(tmpdir(), 'hire-api-db-'))
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
  } else {
    copy = await copyOfTestDatabase(inject('databaseUrl'))
  }
  const server = await createApiServer({
    ...options.server,
    dataDir,
    databaseUrl: copy?.url,
    mediaDir: inject('mediaDir'),
    sandbox: options.sandbox ?? true,
    now: () => new Date((stoppedAt ?? Date.now()) + offset),
  })
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: server.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  keepConnectionsAlive(http as Server)
  attachRealtime(http as Server, server)
  const { port } = http.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`

  return {
    ...apiClient(origin),
    backend,
    databaseUrl: copy?.url,
    advanceTime(ms) {
      offset += ms
    },
    stopTime() {
      stoppedAt ??= Date.now()
    },
    async close() {
      // The API first: it ends realtime sockets, which would otherwise keep http open.
      const closing = server.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await closing
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
      await copy?.drop()
    },
  }
}

/** Calls and reads of an API listening at `origin` (in this process or a child). */
export function apiClient(origin: string): Pick<RunningApi, 'origin' | 'call' | 'get'> {
  const call: RunningApi['call'] = (path, init = {}) => {
    const { auth = basic, headers, ...rest } = init
    const merged = new Headers(headers)
    if (!merged.has('x-api-key')) merged.set('x-api-key', apiKey)
    if (auth && !merged.has('authorization')) merged.set('authorization', auth)
    return fetch(`${origin}/api/v1${path}`, { ...rest, headers: merged })
  }
  return {
    origin,
    call,
    async get<T>(path: string, auth?: string) {
      const response = await call(path, { auth })
      const body = (await response.json()) as Envelope<T>
      if (response.status !== 200)
        throw new Error(`GET ${path}: ${response.status} ${body.message}`)
      return body.data
    },
  }
}

/** A suite run once per backend, with the server started before and closed after. */
export function describeApi(
  name: string,
  suite: (api: () => RunningApi) => void,
  options: ApiOptions = {},
): void {
  describe.each(backends())(`${name} (%s)`, (backend) => {
    let running: RunningApi | undefined
    beforeAll(async () => {
      running = await startApi(backend, options)
    })
    afterAll(async () => {
      await running?.close()
    })
    suite(() => {
      if (!running) throw new Error('API not started')
      return running
    })
  })
}

export async function postJson(
  api: RunningApi,
  path: string,
  body: unknown,
  auth: string | null = basic,
  method = 'POST',
) {
  const response = await api.call(path, {
    method,
    auth,
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    body: (await response.json()) as Envelope<Record<string, unknown>>,
  }
}

/** A total of seeded rows: exact, as every test file has its database to itself. */
export function expectSeededTotal(total: number, seeded: number): void {
  expect(total).toBe(seeded)
}
