/**
 * Hostile requests: deeply nested JSON, huge echoed values, bodies over the limit, and
 * cross-origin calls from pages we do not know.
 */
import { request as httpRequest } from 'node:http'
import { expect, it } from 'vitest'
import { basic, describeApi, postJson } from './harness.ts'

const partnerOrigin = 'https://partner.example.com'

/** One raw HTTP/1.1 exchange, to see the Connection header and whether the socket closes. */
function rawPost(origin: string, path: string, size: number) {
  return new Promise<{ status: number; connection: string | undefined; closed: boolean }>(
    (resolve, reject) => {
      const request = httpRequest(
        `${origin}${path}`,
        {
          method: 'POST',
          headers: {
            'x-api-key': 'sandbox',
            authorization: basic,
            'content-type': 'application/json',
            'content-length': String(size),
            connection: 'keep-alive',
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => {
            const socket = response.socket
            setImmediate(() =>
              resolve({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                closed: socket.destroyed || socket.readableEnded,
              }),
            )
          })
        },
      )
      request.on('error', reject)
      request.end(Buffer.alloc(Math.min(size, 64 * 1024), 'a'))
    },
  )
}

describeApi('security: hostile input', (api) => {
  it('answers 5,000 nested brackets with a quick 400 on every kind of JSON call', async () => {
    for (const body of ['['.repeat(5000), `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`]) {
      for (const path of ['/user/login', '/user/register', '/user/forgot-password']) {
        const started = performance.now()
        const { status, body: answer } = await postJson(api(), path, body)
        expect(status, path).toBe(400)
        expect(answer.message).toContain('nested too deeply')
        // Refused before any parsing (milliseconds); the bound is loose for busy test machines.
        expect(performance.now() - started).toBeLessThan(2000)
      }
    }
    // Ordinary nesting still reads normally.
    const { status } = await postJson(api(), '/user/login', { email: 'a', password: 'b' })
    expect(status).toBe(400)
  })

  it('never echoes more than a short prefix of a rejected value', async () => {
    const huge = 'x'.repeat(100_000)
    // URLs stay under Node's 16 KB header limit (beyond it: 431, nothing echoed at all).
    const long = huge.slice(0, 8000)
    const response = await api().call(`/items?limit=${long}`)
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text.length).toBeLessThan(400)
    expect(text).toContain('limit must be a whole number')
    const { status, body } = await postJson(api(), '/user/login', { email: huge, password: 'x' })
    expect(status).toBe(400)
    expect(String(body.message).length).toBeLessThan(300)
    const unknown = await api().call(`/${long}`)
    expect(unknown.status).toBe(404)
    expect((await unknown.text()).length).toBeLessThan(400)
  })

  it('closes the connection after a 413, and says so', async () => {
    const answer = await rawPost(api().origin, '/api/v1/user/login', 2 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(answer.connection).toBe('close')
    expect(answer.closed).toBe(true)
  })

  it('sends nosniff on API answers', async () => {
    const response = await api().call('/items/categories?chunk=1')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const error = await api().call('/nowhere')
    expect(error.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describeApi(
  'security: CORS',
  (api) => {
    const preflight = (origin: string, method: string) =>
      fetch(`${api().origin}/api/v1/user/profile`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, x-api-key, content-type',
        },
      })

    it('answers signed calls only for the site, configured partners and loopback pages', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://partner.example.com']) {
        const answer = await preflight(origin, 'POST')
        expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull()
        const signed = await api().call('/user/profile', {
          auth: 'Bearer not-a-token',
          headers: { origin },
        })
        expect(signed.headers.get('access-control-allow-origin'), origin).toBeNull()
      }
      for (const origin of [partnerOrigin, 'http://127.0.0.1:4398', 'http://localhost:4399']) {
        const answer = await preflight(origin, 'POST')
        expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin)
      }
    })

    it('keeps public reads open to any page but never reflects null', async () => {
      const open = await api().call('/items/categories?chunk=1', {
        headers: { origin: 'https://evil.example' },
      })
      expect(open.headers.get('access-control-allow-origin')).toBe('*')
      const opaque = await api().call('/items/categories?chunk=1', { headers: { origin: 'null' } })
      expect(opaque.headers.get('access-control-allow-origin')).toBeNull()
      expect(
        (await preflight('https://evil.example', 'GET')).headers.get('access-control-allow-origin'),
      ).toBe('*')
    })
  },
  { server: { partnerOrigins: [partnerOrigin] } },
)

describeApi(
  'security: CORS without the sandbox',
  (api) => {
    it('does not trust loopback pages outside sandbox mode', async () => {
      const answer = await fetch(`${api().origin}/api/v1/user/profile`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:4398', 'access-control-request-method': 'POST' },
      })
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    })
  },
  { sandbox: false },
)
