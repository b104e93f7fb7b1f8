/**
 * Every route against hostile input: malformed JSON, deep nesting, wrong types, huge
 * strings, prototype keys and repeated query keys, as a client, a signed-in user and a
 * guest. Nothing may answer 5xx, and nothing may reach Object.prototype. The routes are read
 * from the app itself, so a new route is fuzzed without anyone listing it here.
 */
import { expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { readSettings } from '../../server/config.ts'
import type { Db } from '../../server/db/connect.ts'
import { createPorts } from '../../server/ports/index.ts'
import { guestToken, verifiedAccount } from './accounts.ts'
import { basic, bearer, describeApi } from './harness.ts'

interface Route {
  method: string
  path: string
}

/** The app's own route table (building it touches no database). */
function routeTable(): Route[] {
  const settings = readSettings({ sandbox: true })
  const db = {} as Db
  const now = () => new Date()
  const app = createApp({ db, settings, ports: createPorts(db, { ...settings, now }), now })
  const seen = new Map<string, Route>()
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.includes('*')) continue
    seen.set(`${method} ${path}`, { method, path })
  }
  return [...seen.values()]
}

// Under the 1 MB body limit with every field set (beyond it: 413, tested in security-http).
const huge = 'x'.repeat(50_000)
const wrongTypes = {
  email: 5,
  password: [],
  id: { $ne: null },
  itemId: true,
  bookingId: -1,
  limit: 'many',
  pageNo: Number.MAX_VALUE,
  startDate: 'soon',
  endDate: {},
  amount: '12abc',
  latitude: 'north',
  longitude: [1, 2],
  userType: 'ADMIN',
  otp: 12345,
  token: null,
  name: ['a'],
}

const bodies: [string, string][] = [
  ['malformed', '{"email": "a@b.co", '],
  ['not json', 'email=a@b.co&password=x'],
  ['deep array', '['.repeat(5000)],
  ['deep object', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
  ['array', '[1, 2, 3]'],
  ['string', '"hello"'],
  ['number', '42'],
  ['null', 'null'],
  ['wrong types', JSON.stringify(wrongTypes)],
  [
    'huge strings',
    JSON.stringify(Object.fromEntries(Object.keys(wrongTypes).map((k) => [k, huge]))),
  ],
  [
    'prototype keys',
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "email": "a@b.co"}',
  ],
  ['NUL', JSON.stringify({ email: 'a\u0000@b.co', name: '\u0000' })],
]

const queries = [
  '?limit=1&limit=2&pageNo=a&pageNo[]=b&id=1&id=2&itemId[]=x&itemId[]=y',
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1&toString=1',
  `?search=${'y'.repeat(6000)}&limit=${'9'.repeat(400)}`,
  '?latitude=NaN&longitude=Infinity&startDate=-1e400&endDate=0x10&radius=%00',
  '?to=%E0%A4%A&search=%ff%fe',
]

const paramValues = ['x', '00000000-0000-0000-0000-000000000000', '%2e%2e%2f', 'z'.repeat(300)]

function fill(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+/g, value)
}

describeApi(
  'fuzz: every route, hostile input',
  (api) => {
    it('answers no 5xx and pollutes nothing', async () => {
      const routes = routeTable()
      expect(routes.length).toBeGreaterThan(80)
      const user = await verifiedAccount(api())
      const guest = await guestToken(api())
      const auths = [basic, bearer(user.token), bearer(guest)]
      const failures: string[] = []
      let sent = 0

      const send = async (route: Route, url: string, auth: string, body?: string) => {
        sent += 1
        const response = await api().call(url, {
          method: route.method,
          auth,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
          body: route.method === 'GET' || route.method === 'HEAD' ? undefined : body,
        })
        await response.arrayBuffer()
        if (response.status >= 500)
          failures.push(`${response.status} ${route.method} ${url.slice(0, 80)}`)
      }

      // Every route with every case as a signed-in user; the cheap cases also as a client and
      // a guest (who mostly meet 401/403 before any parsing): about 2,000 calls.
      const [client, signedIn, asGuest] = auths as [string, string, string]
      const cheap = new Set(['malformed', 'deep array', 'prototype keys'])
      const jobs: (() => Promise<void>)[] = []
      for (const route of routes) {
        if (!route.path.startsWith('/api/v1')) continue
        const path = route.path.replace(/^\/api\/v1/, '')
        for (const value of paramValues)
          jobs.push(() => send(route, fill(path, value), signedIn, '{}'))
        const url = fill(path, 'x')
        for (const query of queries) {
          for (const auth of [client, signedIn])
            jobs.push(() => send(route, `${url}${query}`, auth, '{}'))
        }
        if (route.method === 'GET') continue
        for (const [name, body] of bodies) {
          const who = cheap.has(name) ? [client, signedIn, asGuest] : [signedIn]
          for (const auth of who) jobs.push(() => send(route, url, auth, body))
        }
      }
      // A few at a time: enough to finish quickly, not so many the database queues for long.
      const workers = Array.from({ length: 6 }, async () => {
        for (let job = jobs.shift(); job; job = jobs.shift()) await job()
      })
      await Promise.all(workers)
      expect(sent).toBeGreaterThan(1500)
      expect(failures).toEqual([])
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }, 120_000)

    it('refuses hostile bodies outside /api/v1 too', async () => {
      for (const path of [
        '/sandbox/outbox?to[]=a&to=b',
        '/media/%00',
        `/media/${'a'.repeat(3000)}`,
      ]) {
        const response = await fetch(`${api().origin}${path}`)
        expect(response.status, path).toBeLessThan(500)
      }
    })
  },
  { server: { trustProxy: true } },
)
