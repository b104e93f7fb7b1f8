/**
 * Several API processes behind one PostgreSQL behave as one: `npm run serve:cluster` starts
 * two processes on a copy of the test database and one S3 bucket (s3rver), and the test
 * calls them alternately. A session made on one is valid on the other (and its logout ends
 * it there), a send limit counts across both, an idempotency key replays across both, 20
 * simultaneous checkouts for the last unit split across both make exactly one booking, and
 * media uploaded through one are served through the other, and an anonymous search one
 * process answered from memory changes when a booking is made through the other. PostgreSQL only
 * (TEST_DATABASE_URL; CI sets it).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { AccountSessionData } from '../../shared/contract/account/account.ts'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import type { CheckoutData } from '../../shared/contract/booking/records.ts'
import type { SandboxChargesData } from '../../shared/contract/checkout/payments.ts'
import type { UploadedMedia } from '../../shared/contract/core/media.ts'
import { register, send, verifiedAccount } from './accounts.ts'
import {
  checkoutBody,
  type Hirer,
  hirerWithCard,
  itemOf,
  listings,
  request,
  serverClock,
} from './bookings-support.ts'
import { apiClient, bearer, type Envelope, type RunningApi } from './harness.ts'
import { startTestBucket, type TestBucket } from './object-storage.ts'
import { copyOfTestDatabase, type PostgresCopy } from './postgres-copy.ts'

const databaseUrl = inject('databaseUrl')
if (!databaseUrl) {
  console.info('cluster.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL database to run it')
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/** Two free consecutive ports: the cluster takes PORT and PORT+1. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 30_000)
    if ((await isFree(port)) && (await isFree(port + 1))) return port
  }
  throw new Error('No two free consecutive ports')
}

/** `npm run serve:cluster` with two processes; resolves with their origins once both serve. */
async function startCluster(env: Record<string, string>) {
  const port = await freePortPair()
  const child = spawn(process.execPath, ['scripts/serve-cluster.ts'], {
    env: { ...process.env, ...env, API_PROCESSES: '2', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk)
  })
  const origins = await new Promise<string[]>((resolve, reject) => {
    // Migrating, then two processes starting, on a loaded 2-core machine.
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`The cluster did not start: ${errors}`))
    }, 180_000)
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
      const ready = [...output.matchAll(/ready in \d+ ms: http:\/\/[\d.]+:(\d+)\/api\/v1/g)]
      if (ready.length === 2) {
        clearTimeout(timer)
        resolve(ready.map((match) => `http://127.0.0.1:${match[1]}`).sort())
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The cluster exited (${code}): ${errors}`))
    })
  })
  return { child, origins }
}

function running(origin: string): RunningApi {
  return {
    ...apiClient(origin),
    backend: 'postgres',
    databaseUrl: undefined,
    advanceTime() {
      throw new Error('A process of its own keeps the real clock')
    },
    stopTime() {
      throw new Error('A process of its own keeps the real clock')
    },
    close: async () => {},
  }
}

const lastUnit = (item: { availableUnits?: number | null }) => item.availableUnits === 1
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png'),
])

describe.skipIf(!databaseUrl)('two API processes on one PostgreSQL (postgres)', () => {
  let copy: PostgresCopy
  let bucket: TestBucket
  let cluster: ChildProcess | undefined
  let one: RunningApi
  let two: RunningApi

  beforeAll(async () => {
    copy = await copyOfTestDatabase(databaseUrl)
    bucket = await startTestBucket()
    const started = await startCluster({
      ...bucket.env(),
      DATABASE_URL: copy.url,
      MEDIA_DIR: inject('mediaDir'),
    })
    cluster = started.child
    one = running(started.origins[0] as string)
    two = running(started.origins[1] as string)
  }, 240_000)

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((resolve) => cluster?.once('exit', resolve))
      cluster.kill('SIGTERM')
      await exited
    }
    await bucket?.close()
    await copy?.drop()
  }, 60_000)

  it('are two processes', () => {
    expect(one.origin).not.toBe(two.origin)
  })

  it('accept a session made on either, and a logout on one ends it on the other', async () => {
    const account = await verifiedAccount(one)
    const auth = bearer(account.token)
    const profile = await two.get<ProfileData>('/user/profile', auth)
    expect(profile.user._id).toBe(account.userId)
    const login = await send(two, 'POST', '/user/login', {
      email: account.email,
      password: 'Password1',
    })
    expect(login.status).toBe(200)
    const second = bearer((login.body.data as unknown as AccountSessionData).accessToken)
    expect((await one.call('/user/profile', { auth: second })).status).toBe(200)
    expect((await send(one, 'POST', '/user/logout', {}, second)).status).toBe(200)
    expect((await two.call('/user/profile', { auth: second })).status).toBe(401)
  })

  it('count a send limit across both', async () => {
    const { email, status } = await register(one)
    expect(status).toBe(200)
    // The sign-up code took this address's slot on one process: the other refuses a resend.
    const resend = await send(two, 'POST', '/user/send-otp', { email })
    expect(resend.status).toBe(429)
    expect(resend.body.message).toMatch(/wait/i)
  })

  it('replay an idempotency key on the other process, charging once', async () => {
    const clock = serverClock(() => one)
    const hirer = await hirerWithCard(one)
    const item = await itemOf(one, listings(9, lastUnit)[0] as string)
    const { body } = checkoutBody(
      item,
      hirer.card.id,
      { startDate: clock.day(40), endDate: clock.day(41) },
      clock.now(),
    )
    const key = `cluster-${process.pid}-${Date.now()}`
    const headers = { 'Idempotency-Key': key }
    const first = await request<CheckoutData>(
      one,
      'POST',
      '/booking/checkout',
      body,
      hirer.auth,
      headers,
    )
    expect(first.status).toBe(200)
    const retry = await request<CheckoutData>(
      two,
      'POST',
      '/booking/checkout',
      body,
      hirer.auth,
      headers,
    )
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.body).toEqual(first.body)
    const charges = await two.get<SandboxChargesData>('/sandbox/charges', hirer.auth)
    expect(charges.list).toHaveLength(1)
  })

  it('give the last unit to exactly one of 20 checkouts split across both', async () => {
    const clock = serverClock(() => one)
    const hirers = await Promise.all([hirerWithCard(one), hirerWithCard(two)])
    const item = await itemOf(two, listings(9, lastUnit)[1] as string)
    const plan = { startDate: clock.day(50), endDate: clock.day(52) }
    const bodies = hirers.map((hirer) => checkoutBody(item, hirer.card.id, plan, clock.now()).body)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const which = index % 2
        return request(
          which === 0 ? one : two,
          'POST',
          '/booking/checkout',
          bodies[which],
          (hirers[which] as Hirer).auth,
        )
      }),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    const booked = await Promise.all(
      hirers.map(async (hirer) => {
        const list = await one.get<{ list: unknown[] }>(
          '/booking?type=Current&limit=100',
          hirer.auth,
        )
        return list.list.length
      }),
    )
    expect(booked.reduce((sum, count) => sum + count, 0)).toBe(1)
  })

  it('answer an anonymous search afresh on one after a booking on the other', async () => {
    const clock = serverClock(() => one)
    const item = await itemOf(one, listings(9, lastUnit)[2] as string)
    const plan = { startDate: clock.day(60), endDate: clock.day(61) }
    const query = new URLSearchParams({
      search: item.itemName,
      limit: '50',
      startDate: String(plan.startDate),
      endDate: String(plan.endDate),
    })
    const found = async () =>
      (await two.get<{ list: { _id: string }[] }>(`/items?${query}`)).list.map((card) => card._id)
    // Asked twice: the second answer comes from the process's memory.
    expect(await found()).toContain(item._id)
    expect(await found()).toContain(item._id)
    const hirer = await hirerWithCard(one)
    const { body } = checkoutBody(item, hirer.card.id, plan, clock.now())
    expect((await request(one, 'POST', '/booking/checkout', body, hirer.auth)).status).toBe(200)
    expect(await found()).not.toContain(item._id)
  })

  it('serve media uploaded through one from the other (one bucket)', async () => {
    const { token } = await verifiedAccount(two)
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(png)]), 'photo.png')
    const uploaded = await one.call('/media-upload', {
      method: 'POST',
      body: form,
      auth: bearer(token),
    })
    expect(uploaded.status).toBe(200)
    const media = ((await uploaded.json()) as Envelope<UploadedMedia>).data
    expect(await bucket.keys()).toContain(media.fileName)
    const served = await fetch(`${two.origin}/media/uploads/${media.fileName}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
    const removed = await send(two, 'DELETE', '/media', { fileName: media.fileName }, bearer(token))
    expect(removed.status).toBe(200)
    expect((await fetch(`${one.origin}/media/uploads/${media.fileName}`)).status).toBe(404)
  })
})
