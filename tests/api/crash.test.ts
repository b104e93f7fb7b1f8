/**
 * Durability under a crash: the real server (`server/main.ts`) runs as a child process on a
 * copy of the seeded PGlite folder while several clients make writes (bookmarks, profile
 * edits, questions, bookings with their payments); it is killed with SIGKILL mid-stream,
 * restarted on the same folder, and every write it had acknowledged must be there, and no
 * booking may be without its payment rows. Waits for states, never for fixed times.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, inArray } from 'drizzle-orm'
import { expect, inject, it } from 'vitest'
import { freePort, waitForOk } from '../../scripts/bench/product-server.ts'
import { openDatabase } from '../../server/db/connect.ts'
import { bookings, bookmarks, payments, questions, users } from '../../server/db/schema.ts'
import { send } from './accounts.ts'
import { checkoutBody, DAY, hirerWithCard, itemOf, listings } from './bookings-support.ts'
import { apiClient, bearer, type RunningApi } from './harness.ts'
import { plan } from './seed-facts.ts'

const mainScript = fileURLToPath(new URL('../../server/main.ts', import.meta.url))
const names = ['Alice', 'Bella', 'Chloe', 'Daisy', 'Emily', 'Grace', 'Hazel', 'Isla']

interface Running {
  child: ChildProcess
  api: RunningApi
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freePort()
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MEDIA_DIR: inject('mediaDir'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForOk(`${origin}/api/v1/health`, 45_000, child)
  const api: RunningApi = {
    ...apiClient(origin),
    backend: 'pglite',
    databaseUrl: undefined,
    advanceTime: () => {
      throw new Error('the child server keeps its own clock')
    },
    stopTime: () => {
      throw new Error('the child server keeps its own clock')
    },
    close: async () => {},
  }
  return { child, api }
}

function exited(child: ChildProcess): Promise<unknown> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve))
}

it('keeps every acknowledged write through kill -9, and half of none', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hire-crash-'))
  await cp(inject('pgliteTemplate'), dataDir, { recursive: true })
  let server: Running | undefined
  try {
    server = await startServer(dataDir)
    const api = server.api
    const hirer = await hirerWithCard(api)
    const auth = bearer(hirer.token)
    const products = listings(7)
    const details = await Promise.all(products.slice(0, 6).map((id) => itemOf(api, id)))
    const itemIds = plan.rows.items.map((item) => item.id as string)

    const acked = {
      bookmarks: [] as string[],
      questions: [] as string[],
      bookings: [] as string[],
      names: [] as string[],
    }
    let crashed = false
    const keepGoing = async (write: (n: number) => Promise<void>) => {
      for (let n = 0; !crashed; n++) {
        try {
          await write(n)
        } catch {
          // The server is gone: this write was never acknowledged.
          return
        }
      }
    }
    const today = Math.floor(Date.now() / DAY) * DAY
    const workers = [
      keepGoing(async (n) => {
        // Each item once: an acknowledged bookmark is never taken back by a later toggle.
        const itemId = itemIds[n]
        if (!itemId) throw new Error('every item bookmarked')
        const reply = await send(api, 'POST', '/items/bookmarks', { itemId }, auth)
        if (reply.status === 200) acked.bookmarks.push(itemId)
      }),
      keepGoing(async (n) => {
        const firstName = names[n % names.length] as string
        const reply = await send(api, 'PATCH', '/user/profile', { firstName }, auth)
        if (reply.status === 200) acked.names.push(firstName)
      }),
      keepGoing(async (n) => {
        const itemId = itemIds[n % itemIds.length] as string
        const question = `Is it ready by ${n + 6} am?`
        const reply = await send(api, 'POST', '/user/question', { itemId, question }, auth)
        if (reply.status === 200) acked.questions.push(String(reply.body.data._id))
      }),
      ...[0, 1].map((lane) =>
        keepGoing(async (n) => {
          const item = details[(n * 2 + lane) % details.length]
          if (!item) throw new Error('no product to book')
          const startDate = today + (500 + n * 4 + lane * 2) * DAY
          const choice = { startDate, endDate: startDate + DAY }
          const { body } = checkoutBody(item, hirer.card.id, choice, Date.now())
          const reply = await send(api, 'POST', '/booking/checkout', body, auth)
          if (reply.status === 200) acked.bookings.push(String(reply.body.data.bookingId))
        }),
      ),
    ]
    const count = () => Object.values(acked).reduce((total, list) => total + list.length, 0)
    await expect.poll(count, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(30)
    expect(acked.bookings.length).toBeGreaterThan(0)
    server.child.kill('SIGKILL')
    crashed = true
    await exited(server.child)
    await Promise.all(workers)

    // Back on the same folder: it opens, answers, and has every acknowledged write.
    server = await startServer(dataDir)
    const profile = await send(server.api, 'GET', '/user/profile', undefined, auth)
    expect(profile.status).toBe(200)
    const lastName = acked.names.at(-1)
    server.child.kill('SIGTERM')
    await exited(server.child)
    server = undefined

    const database = await openDatabase({ dataDir })
    try {
      const { db } = database
      const [me] = await db.select().from(users).where(eq(users.id, hirer.userId))
      if (lastName) {
        // The last edit acknowledged, or the next one if it committed before the kill.
        const possible = [lastName, names[(names.indexOf(lastName) + 1) % names.length]]
        expect(possible).toContain(me?.firstName)
      }
      const saved = await db
        .select({ itemId: bookmarks.itemId })
        .from(bookmarks)
        .where(eq(bookmarks.userId, hirer.userId))
      expect(saved.map((row) => row.itemId)).toEqual(expect.arrayContaining(acked.bookmarks))
      const asked = acked.questions.length
        ? await db
            .select({ id: questions.id })
            .from(questions)
            .where(inArray(questions.id, acked.questions))
        : []
      expect(asked).toHaveLength(acked.questions.length)
      const booked = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.hirerId, hirer.userId))
      expect(booked.map((row) => row.id)).toEqual(expect.arrayContaining(acked.bookings))
      // Nothing half-written: every booking that exists has its payment.
      const paid = new Set(
        (
          await db
            .select({ bookingId: payments.bookingId })
            .from(payments)
            .where(
              inArray(
                payments.bookingId,
                booked.map((row) => row.id),
              ),
            )
        ).map((row) => row.bookingId),
      )
      expect(booked.filter((row) => !paid.has(row.id))).toEqual([])
    } finally {
      await database.close()
    }
  } finally {
    if (server) {
      server.child.kill('SIGKILL')
      await exited(server.child)
    }
    await rm(dataDir, { recursive: true, force: true })
  }
}, 120_000)
