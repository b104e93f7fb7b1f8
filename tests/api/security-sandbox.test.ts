/**
 * Sandbox conveniences answer this machine only: the outbox (every code sent), test card
 * tokens and charges, the identity check and trusted social payloads. A client elsewhere
 * (seen through a trusted proxy here) finds nothing, unless the sandbox is opened on purpose.
 */
import { spawnSync } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { expect, it } from 'vitest'
import { register, send } from './accounts.ts'
import { basic, describeApi } from './harness.ts'

const remote = { 'x-forwarded-for': '203.0.113.7' }
const local = { 'x-forwarded-for': '127.0.0.1' }
const social = {
  socialLoginType: 'google',
  socialId: 'g-remote-1',
  email: 'someone@example.com',
  isEmailVerified: true,
  deviceId: 'd',
  deviceToken: '',
}

describeApi(
  'sandbox tools from another machine',
  (api) => {
    it('hides the outbox API and page, test tokens and charges, and the identity check', async () => {
      const { email } = await register(api())
      for (const [path, method] of [
        [`/sandbox/outbox?to=${encodeURIComponent(email)}`, 'GET'],
        ['/sandbox/tokens', 'POST'],
        ['/sandbox/charges', 'GET'],
        ['/sandbox/identity-check', 'POST'],
      ] as const) {
        const response = await api().call(path, {
          method,
          headers: { ...remote, 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        })
        expect(response.status, path).toBe(404)
        expect(JSON.stringify(await response.json())).not.toContain(email)
      }
      const page = await fetch(`${api().origin}/sandbox/outbox`, { headers: remote })
      expect(page.status).toBe(404)
      expect(await page.text()).not.toContain(email)
      // The same calls from this machine still work.
      const mine = await api().call(`/sandbox/outbox?to=${encodeURIComponent(email)}`, {
        headers: local,
      })
      expect(mine.status).toBe(200)
      expect((await fetch(`${api().origin}/sandbox/outbox`, { headers: local })).status).toBe(200)
    })

    it('hides them from a page elsewhere that points its own name at this machine', async () => {
      const { email } = await register(api())
      const port = new URL(api().origin).port
      const asked = (host: string, path: string, apiKey = true) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const outgoing = httpRequest(
            `${api().origin}${path}`,
            { headers: { host, ...local, ...(apiKey ? { 'x-api-key': 'sandbox' } : {}) } },
            (incoming) => {
              let body = ''
              incoming.on('data', (chunk) => {
                body += chunk
              })
              incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }))
            },
          )
          outgoing.on('error', reject)
          outgoing.end()
        })
      const outbox = `/api/v1/sandbox/outbox?to=${encodeURIComponent(email)}`
      for (const host of [`rebound.example:${port}`, `127.0.0.1.rebound.example:${port}`]) {
        const refused = await asked(host, outbox)
        expect(refused.status, host).toBe(404)
        expect(refused.body).not.toContain(email)
        expect((await asked(host, '/sandbox/outbox', false)).status, host).toBe(404)
      }
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
        expect((await asked(host, outbox)).status, host).toBe(200)
      }
    })

    it('refuses sandbox social sign-in, which would trust any payload', async () => {
      for (const path of ['/user/social-login', '/user/social-signup']) {
        const response = await api().call(path, {
          method: 'POST',
          auth: basic,
          headers: { ...remote, 'content-type': 'application/json' },
          body: JSON.stringify(social),
        })
        expect(response.status, path).toBe(403)
      }
      const fromHere = await send(api(), 'POST', '/user/social-login', social)
      expect(fromHere.status).not.toBe(403)
    })
  },
  { server: { trustProxy: true } },
)

describeApi(
  'sandbox opened on purpose',
  (api) => {
    it('answers every client with SANDBOX_PUBLIC', async () => {
      const response = await api().call('/sandbox/outbox?limit=1', { auth: null, headers: remote })
      expect(response.status).toBe(200)
    })
  },
  { server: { trustProxy: true, sandboxPublic: true } },
)

it('refuses to listen beyond loopback with the sandbox defaults', () => {
  const started = spawnSync(process.execPath, ['server/main.ts'], {
    env: { ...process.env, HOST: '0.0.0.0', PORT: '0', SANDBOX: '', SANDBOX_PUBLIC: '' },
    encoding: 'utf8',
    timeout: 20_000,
  })
  expect(started.status).toBe(1)
  expect(started.stderr).toContain('Refusing to listen on 0.0.0.0')
  expect(started.stderr).toContain('SANDBOX_PUBLIC=true')
})
