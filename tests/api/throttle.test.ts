/**
 * Throttles kept in the database: sign-in backoff per account (never a permanent lockout),
 * failed sign-ins per address, and per-address limits on guest sessions, sign-ups, codes and
 * password resets. Each test speaks from its own address (a trusted proxy's X-Forwarded-For).
 */
import { beforeAll, expect, it } from 'vitest'
import { password, register, uniqueEmail } from './accounts.ts'
import { basic, describeApi, type RunningApi } from './harness.ts'

let next = 0
const newAddress = () => {
  next += 1
  return `198.51.100.${next}`
}

async function call(api: RunningApi, path: string, body: unknown, address: string) {
  const response = await api.call(path, {
    method: 'POST',
    auth: basic,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { message?: string }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...answer }
}

const login = (api: RunningApi, email: string, secret: string, address = newAddress()) =>
  call(api, '/user/login', { email, password: secret }, address)

describeApi(
  'throttling',
  (api) => {
    // Waits are measured from the server's clock: stopped, only advanceTime moves it, so no
    // wait runs out between two calls because a busy machine was slow to send the second.
    beforeAll(() => api().stopTime())

    it('backs off sign-in per account after five failures, then lets the owner in', async () => {
      const { email } = await register(api())
      for (let i = 0; i < 5; i++) expect((await login(api(), email, 'Wrong1234')).status).toBe(400)
      const held = await login(api(), email, password)
      expect(held.status).toBe(429)
      expect(held.retryAfter).toBe('1')
      expect(held.message).toMatch(/^Too many sign-in attempts\. .*wait 1 second/)
      api().advanceTime(1100)
      expect((await login(api(), email, 'Wrong1234')).status).toBe(400)
      const longer = await login(api(), email, password)
      expect(longer.status).toBe(429)
      expect(longer.retryAfter).toBe('2')
      api().advanceTime(2100)
      expect((await login(api(), email, password)).status).toBe(200)
      // A success forgets the failures.
      expect((await login(api(), email, 'Wrong1234')).status).toBe(400)
      expect((await login(api(), email, password)).status).toBe(200)
    })

    it('stops 30 quick guesses from reaching the right password, but never for good', async () => {
      const { email } = await register(api())
      const statuses = []
      for (let i = 0; i < 30; i++) statuses.push((await login(api(), email, `Guess${i}abc`)).status)
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20)
      expect((await login(api(), email, password)).status).toBe(429)
      api().advanceTime(16 * 60 * 1000)
      expect((await login(api(), email, password)).status).toBe(200)
    })

    it('gives a burst of parallel guesses no more tries than the same guesses in turn', async () => {
      const { email } = await register(api())
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(api(), email, `Burst${i}abc`)),
      )
      expect(burst.filter((answer) => answer.status === 400)).toHaveLength(5)
      expect(burst.filter((answer) => answer.status === 429)).toHaveLength(15)
      // Across accounts from one address too: 40 at once, 30 checked.
      const address = newAddress()
      const sprayed = await Promise.all(
        Array.from({ length: 40 }, () => login(api(), uniqueEmail('burst'), 'Wrong1234', address)),
      )
      expect(sprayed.filter((answer) => answer.status === 400)).toHaveLength(30)
      // A right password still gets in once the wait is over.
      api().advanceTime(61_000)
      const owner = await register(api())
      expect((await login(api(), owner.email, password, address)).status).toBe(200)
    })

    it('treats unknown emails like known ones', async () => {
      const ghost = uniqueEmail('ghost')
      for (let i = 0; i < 5; i++) expect((await login(api(), ghost, 'Wrong1234')).status).toBe(400)
      expect((await login(api(), ghost, 'Wrong1234')).status).toBe(429)
    })

    it('caps failed sign-ins per address across accounts', async () => {
      const address = newAddress()
      for (let i = 0; i < 30; i++) {
        expect((await login(api(), uniqueEmail('spray'), 'Wrong1234', address)).status).toBe(400)
      }
      const sprayed = await login(api(), uniqueEmail('spray'), 'Wrong1234', address)
      expect(sprayed.status).toBe(429)
      expect(Number(sprayed.retryAfter)).toBeGreaterThan(0)
      expect((await login(api(), uniqueEmail('spray'), 'Wrong1234')).status).toBe(400)
    })

    it('limits guest sessions per address', async () => {
      const address = newAddress()
      for (let i = 0; i < 30; i++) {
        expect((await call(api(), '/user/guest-login', {}, address)).status).toBe(200)
      }
      const refused = await call(api(), '/user/guest-login', {}, address)
      expect(refused.status).toBe(429)
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(10)
      expect(refused.message).toMatch(/^Too many new visits/)
      expect((await call(api(), '/user/guest-login', {}, newAddress())).status).toBe(200)
      api().advanceTime(11_000)
      expect((await call(api(), '/user/guest-login', {}, address)).status).toBe(200)
    })

    it('counts an IPv6 /64 as one address: hopping within it gains no more tries', async () => {
      next += 1
      const inNetwork = (host: number) => `2001:db8:${next.toString(16)}:0::${host.toString(16)}`
      for (let host = 1; host <= 30; host++) {
        expect((await call(api(), '/user/guest-login', {}, inNetwork(host))).status).toBe(200)
      }
      expect((await call(api(), '/user/guest-login', {}, inNetwork(99))).status).toBe(429)
      for (let host = 1; host <= 30; host++) {
        const guess = await login(api(), uniqueEmail('hop'), 'Wrong1234', inNetwork(host))
        expect(guess.status).toBe(400)
      }
      expect((await login(api(), uniqueEmail('hop'), 'Wrong1234', inNetwork(99))).status).toBe(429)
      const nextNetwork = `2001:db8:${next.toString(16)}:1::1`
      expect((await call(api(), '/user/guest-login', {}, nextNetwork)).status).toBe(200)
    })

    it('limits sign-ups, codes and password resets per address, valid or not', async () => {
      const cases = [
        { path: '/user/register', limit: 30, message: /^Too many sign-ups/ },
        { path: '/user/send-otp', limit: 30, message: /^Too many codes requested/ },
        { path: '/user/forgot-password', limit: 10, message: /^Too many password reset/ },
      ]
      for (const { path, limit, message } of cases) {
        const address = newAddress()
        for (let i = 0; i < limit; i++) {
          expect((await call(api(), path, { email: 'not an email' }, address)).status).toBe(400)
        }
        const refused = await call(api(), path, { email: 'not an email' }, address)
        expect(refused.status, path).toBe(429)
        expect(refused.message).toMatch(message)
        expect(Number(refused.retryAfter)).toBeGreaterThan(0)
      }
    })
  },
  { server: { trustProxy: true } },
)
