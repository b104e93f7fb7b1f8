/**
 * The realtime channel across restarts and processes: a client that reconnects after the
 * server restarts catches up from its last seq without losing or repeating a message (and
 * a message re-sent after the drop is stored once); with TEST_DATABASE_URL, a message sent
 * through one server process reaches a client of another through PostgreSQL.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { describe, expect, inject, it } from 'vitest'
import { attachRealtime, createApiServer } from '../../server/index.ts'
import { decodeText } from '../../shared/domain/chat/messages.ts'
import { ChatClient, chatItem, newPerson, openRoom, supplierOfItem } from './chat-support.ts'
import { basic, type RunningApi, startApi } from './harness.ts'

/** A server on a PGlite folder that can be stopped and started again on the same port. */
async function restartable(dataDir: string) {
  let port = 0
  let stop: () => Promise<void> = async () => {}
  async function start(): Promise<RunningApi> {
    const api = await createApiServer({ dataDir, mediaDir: inject('mediaDir') })
    const http = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: api.fetch, port, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      ) as Server
    })
    attachRealtime(http, api)
    port = (http.address() as AddressInfo).port
    const origin = `http://127.0.0.1:${port}`
    stop = async () => {
      const closing = api.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await closing
    }
    return {
      backend: 'pglite',
      databaseUrl: undefined,
      origin,
      call: (path, init = {}) => {
        const { auth = basic, headers, ...rest } = init
        const merged = new Headers(headers)
        merged.set('x-api-key', 'sandbox')
        if (auth) merged.set('authorization', auth)
        return fetch(`${origin}/api/v1${path}`, { ...rest, headers: merged })
      },
      get: async () => {
        throw new Error('unused')
      },
      advanceTime: () => {},
      stopTime: () => {},
      close: () => stop(),
    }
  }
  return { start, stop: () => stop() }
}

describe('chat resume after a server restart (pglite)', () => {
  it('loses and repeats nothing; a message re-sent after the drop is stored once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hire-chat-resume-'))
    await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
    const server = await restartable(dataDir)
    try {
      let api = await server.start()
      const { itemId } = chatItem(1)
      const hirer = await newPerson(api)
      const supplier = await supplierOfItem(api, itemId)
      const room = await openRoom(api, hirer, itemId)
      const [a] = await ChatClient.connect(api.origin, hirer.token)
      const [b] = await ChatClient.connect(api.origin, supplier.token)
      await a.subscribe(room.roomId)
      await b.subscribe(room.roomId)
      for (const text of ['one', 'two', 'three']) await a.say(room.roomId, text)
      await b.waitForCount(room.roomId, 3)
      const lastSeen = b.lastSeq(room.roomId)

      await server.stop()
      expect(a.closed && b.closed).toBe(true)
      api = await server.start()

      // The hirer comes back first and writes while the supplier is still away; the last
      // of them is re-sent, as an offline queue does when no ack came.
      const [a2] = await ChatClient.connect(api.origin, hirer.token)
      await a2.subscribe(room.roomId, a.lastSeq(room.roomId))
      const repeated = randomUUID()
      await a2.say(room.roomId, 'four')
      await a2.say(room.roomId, 'five')
      const six = await a2.say(room.roomId, 'six', repeated)
      expect(await a2.say(room.roomId, 'six', repeated)).toBe(six)

      const [b2, inbox] = await ChatClient.connect(api.origin, supplier.token)
      const entry = inbox.find((item) => item.roomId === room.roomId)
      expect(entry?.unreadMessages).toBe(6)
      expect(decodeText(entry?.lastMsg?.messageText ?? '')).toBe('six')
      await b2.subscribe(room.roomId, lastSeen)
      await b2.waitForCount(room.roomId, 3)
      const caughtUp = [...b.messages(room.roomId), ...b2.messages(room.roomId)]
      expect(caughtUp.map((m) => decodeText(m.messageText))).toEqual([
        'one',
        'two',
        'three',
        'four',
        'five',
        'six',
      ])
      expect(caughtUp.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6])
      await Promise.all([a2.close(), b2.close()])
    } finally {
      await server.stop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

/** `node server/main.ts` on the test PostgreSQL, on a port of its own. */
async function otherProcess(databaseUrl: string): Promise<{ origin: string; stop(): void }> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const free = (probe.address() as AddressInfo).port
      probe.close(() => resolve(free))
    })
  })
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      MEDIA_DIR: inject('mediaDir'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The second server did not start')), 30_000)
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += String(chunk)
      const match = /http:\/\/([\d.]+|localhost):(\d+)\/api\/v1/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${match[2]}`)
      }
    })
    child.once('exit', (code) => reject(new Error(`The second server exited (${code})`)))
  })
  return { origin, stop: () => child.kill('SIGTERM') }
}

const databaseUrl = inject('databaseUrl')

describe.skipIf(!databaseUrl)('chat across two server processes (postgres)', () => {
  it('delivers a message sent through one process to a client of the other', async () => {
    const api = await startApi('postgres')
    const other = await otherProcess(api.databaseUrl ?? databaseUrl)
    try {
      const { itemId } = chatItem(2)
      const hirer = await newPerson(api)
      const supplier = await supplierOfItem(api, itemId)
      const room = await openRoom(api, hirer, itemId)
      const [a] = await ChatClient.connect(other.origin, hirer.token)
      const [b] = await ChatClient.connect(api.origin, supplier.token)
      await a.subscribe(room.roomId)
      await b.subscribe(room.roomId)
      for (let i = 0; i < 20; i++) await a.say(room.roomId, `from A ${i}`)
      await b.say(room.roomId, 'from B')
      await b.waitForCount(room.roomId, 21)
      await a.waitForCount(room.roomId, 21)
      expect(b.messages(room.roomId).map((m) => m.seq)).toEqual(
        Array.from({ length: 21 }, (_, i) => i + 1),
      )
      const unread = b.frames.filter((f) => f.type === 'message' && f.unreadMessages !== undefined)
      expect(unread.at(-1)).toMatchObject({ unreadMessages: 20 })
      await Promise.all([a.close(), b.close()])
    } finally {
      other.stop()
      await api.close()
    }
  })
})
