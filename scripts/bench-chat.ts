/**
 * Chat delivery latency: `node scripts/bench-chat.ts`. Starts the API on a temporary copy
 * of a freshly seeded PGlite (or on DATABASE_URL's PostgreSQL), connects a hirer and a
 * supplier to the realtime channel, and sends BENCH_CHAT_MESSAGES (200) messages one after
 * another from one to the other, timing each from the send frame to the other client's
 * message frame. Then it sends the same number all at once (concurrency) and times the
 * whole burst. Prints median, p95 and max as JSON (also reports/bench-chat.json). Never
 * fails on timings.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import WebSocket from 'ws'
import { attachRealtime, createApiServer } from '../server/index.ts'
import type { InboxEntry, ServerFrame } from '../shared/contract/chat/chat.ts'
import { encodeText } from '../shared/domain/chat/messages.ts'

const count = Number(process.env.BENCH_CHAT_MESSAGES) || 200
const root = new URL('..', import.meta.url).pathname
const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), 'hire-chat-'))
const api = await createApiServer({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  mediaDir: join(root, '.data/media'),
})
const http = await new Promise<Server>((resolve) => {
  const started = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' }, () =>
    resolve(started as Server),
  ) as Server
})
attachRealtime(http, api)
const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`

async function call<T>(path: string, auth: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': 'sandbox', authorization: auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const answer = (await response.json()) as { data: T; message?: string }
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`)
  return answer.data
}

const basic = `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`
const signIn = (email: string) =>
  call<{ accessToken: string; user: { _id: string } }>('/user/login', basic, {
    email,
    password: 'Password1',
  })
const hirer = (await signIn('hirer@example.com')).accessToken
const supplierLogin = await signIn('supplier@example.com')
const supplier = supplierLogin.accessToken
const supplierId = supplierLogin.user._id
// A listing of the demo supplier the demo hirer has booked: the room is between the two.
const bookings = await call<{ list: { itemId: string; supplierId: string }[] }>(
  '/booking?type=Current&limit=50',
  `Bearer ${hirer}`,
)
const booked = bookings.list.find((booking) => booking.supplierId === supplierId)
if (!booked) throw new Error('The demo hirer has no booking with the demo supplier')
const room = await call<InboxEntry>('/user/chat-room', `Bearer ${hirer}`, {
  itemId: booked.itemId,
})
const roomId = room.roomId

function connect(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/v1/realtime`)
    socket.once('error', reject)
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })))
    socket.on('message', function ready(raw) {
      if ((JSON.parse(String(raw)) as ServerFrame).type !== 'ready') return
      socket.off('message', ready)
      resolve(socket)
    })
  })
}

const sender = await connect(hirer)
const receiver = await connect(supplier)
const arrived = new Map<string, number>()
const waiting = new Map<string, () => void>()
receiver.on('message', (raw) => {
  const frame = JSON.parse(String(raw)) as ServerFrame
  if (frame.type !== 'message') return
  arrived.set(frame.message.messageId, performance.now())
  waiting.get(frame.message.messageId)?.()
})

function send(text: string): { id: string; sent: number; delivered: Promise<void> } {
  const id = randomUUID()
  const delivered = new Promise<void>((resolve) => waiting.set(id, resolve))
  const sent = performance.now()
  sender.send(
    JSON.stringify({
      type: 'send',
      roomId,
      message: { messageId: id, messageType: 'text', messageText: encodeText(text) },
    }),
  )
  return { id, sent, delivered }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round = (ms: number) => Math.round(ms * 100) / 100

for (let i = 0; i < 10; i++) await send(`warm-up ${i}`).delivered
const latencies: number[] = []
for (let i = 0; i < count; i++) {
  const message = send(`message ${i}`)
  await message.delivered
  latencies.push((arrived.get(message.id) ?? 0) - message.sent)
}
latencies.sort((a, b) => a - b)

const burstStart = performance.now()
const burst = Array.from({ length: count }, (_, i) => send(`burst ${i}`))
await Promise.all(burst.map((message) => message.delivered))
const burstMs = performance.now() - burstStart
const burstLatencies = burst.map((m) => (arrived.get(m.id) ?? 0) - m.sent).sort((a, b) => a - b)

const report = {
  database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  messages: count,
  oneAtATime: {
    medianMs: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(latencies.at(-1) ?? 0),
  },
  allAtOnce: {
    totalMs: round(burstMs),
    medianMs: round(percentile(burstLatencies, 50)),
    p95Ms: round(percentile(burstLatencies, 95)),
  },
}
console.log(JSON.stringify(report, null, 2))
await mkdir(join(root, 'reports'), { recursive: true })
await writeFile(join(root, 'reports/bench-chat.json'), `${JSON.stringify(report, null, 2)}\n`)
sender.close()
receiver.close()
const closing = api.close()
await new Promise<void>((resolve) => http.close(() => resolve()))
await closing
if (dataDir) await rm(dataDir, { recursive: true, force: true })
