import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../config.ts'
import { api, bindSession } from './client.ts'
import { ApiError } from './errors.ts'

type Reply = { status: number; body?: unknown }
let replies: Reply[]
let requests: Request[]
const signOut = vi.fn()
let token: string | undefined

beforeEach(() => {
  replies = []
  requests = []
  token = undefined
  signOut.mockReset()
  configure({
    apiBase: 'https://api.test/api/v1',
    apiKey: 'key-1',
    clientId: 'id',
    clientSecret: 'secret',
  })
  bindSession({ token: () => token, forcedSignOut: signOut })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    const reply = replies.shift() ?? { status: 200, body: { statusCode: 200, data: {} } }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    })
  })
})
afterEach(() => vi.unstubAllGlobals())

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error as ApiError,
  )

describe('api client headers', () => {
  it('sends platform, timezone, api key and basic credentials without a session', async () => {
    replies.push({ status: 200, body: { statusCode: 200, data: { ok: 1 } } })
    const data = await api.get<{ ok: number }>('/items', {
      query: { limit: 10, search: '', area: undefined },
    })
    expect(data).toEqual({ ok: 1 })
    const [request] = requests
    expect(request?.url).toBe('https://api.test/api/v1/items?limit=10')
    expect(request?.headers.get('platform')).toBe('3')
    expect(request?.headers.get('timezone')).toBe('0')
    expect(request?.headers.get('x-api-key')).toBe('key-1')
    expect(request?.headers.get('authorization')).toBe(`Basic ${btoa('id:secret')}`)
  })

  it('sends the bearer token once signed in, and basic credentials when asked', async () => {
    token = 'tok-123'
    await api.get('/user/profile')
    await api.post('/user/login', { auth: 'basic', body: { email: 'a@b.co' } })
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-123')
    expect(requests[1]?.headers.get('authorization')).toMatch(/^Basic /)
    expect(await requests[1]?.json()).toEqual({ email: 'a@b.co' })
  })
})

describe('api client error mapping', () => {
  it.each([
    [
      { status: 400, body: { statusCode: 400, message: 'limit must be a number' } },
      'limit must be a number',
    ],
    [{ status: 409, body: {} }, 'Email id already exists'],
    [{ status: 400, body: {} }, 'Invalid Credential'],
    [{ status: 200, body: { statusCode: 408 } }, 'Request Timeout'],
    [{ status: 500, body: {} }, 'Some thing went wrong'],
    [{ status: 503 }, 'Some thing went wrong'],
    [{ status: 501, body: {} }, 'THIS USER DOES NOT EXIST OR LOGGED INTO ANOTHER DEVICE.'],
  ])('maps %j to %s', async (reply, message) => {
    replies.push(reply)
    const error = await failure(api.get('/anything'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe(message)
  })

  it('maps a network failure to the generic message', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await failure(api.get('/items'))
    expect(error.message).toBe('Some thing went wrong')
    expect(error.status).toBe(0)
  })
})

describe('forced sign-out', () => {
  it.each([401, 420, 501])('signs out after %i on a signed call', async (status) => {
    token = 'tok'
    replies.push({ status, body: { statusCode: status } })
    await failure(api.get('/user/profile'))
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('signs out when the error status arrives inside a 200 body', async () => {
    token = 'tok'
    replies.push({ status: 200, body: { statusCode: 401, message: 'Session expired' } })
    const error = await failure(api.get('/user/profile'))
    expect(error.message).toBe('Session expired')
    expect(signOut).toHaveBeenCalledTimes(1)
  })

  it('does not sign out after a 401 on a call made with client credentials', async () => {
    replies.push({ status: 401, body: {} })
    await failure(api.post('/user/guest-login', { auth: 'basic' }))
    expect(signOut).not.toHaveBeenCalled()
  })

  it('does not sign out on other failures', async () => {
    token = 'tok'
    replies.push({ status: 400, body: {} }, { status: 500, body: {} })
    await failure(api.get('/a'))
    await failure(api.get('/b'))
    expect(signOut).not.toHaveBeenCalled()
  })
})
