import { Hono } from 'hono'
import { object, string } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { id, queryInt } from '../../shared/contract/core/fields.ts'
import { callRoutes } from './call-routes.ts'
import type { AppEnv, Caller } from './context.ts'
import { handleError } from './errors.ts'

const userId = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
const member: Caller = {
  kind: 'session',
  sessionId: 's1',
  userId,
  userType: 'INDIVIDUAL',
  isGuest: false,
}

/** An app whose callers are who the `who` header says: a member, a client or nobody. */
function app(register: (calls: ReturnType<typeof callRoutes>) => void) {
  const routes = new Hono<AppEnv>()
  routes.use('*', async (c, next) => {
    const who = c.req.header('who')
    c.set(
      'caller',
      who === 'member' ? member : who === 'client' ? { kind: 'client' } : { kind: 'anonymous' },
    )
    await next()
  })
  register(callRoutes(routes))
  routes.onError(handleError)
  return (path: string, init: RequestInit & { who?: string } = {}) =>
    routes.request(path, { ...init, headers: { who: init.who ?? 'member', ...init.headers } })
}

const call = { method: 'PUT', path: '/things/:id' } as const
const reads = {
  params: object({ id: id() }),
  query: object({ limit: queryInt(1, 10) }),
  body: object({ name: string() }),
}

describe('callRoutes', () => {
  const send = app((calls) => {
    calls.user(call, { ...reads, message: 'Saved' }, ({ caller, params, query, body }) => ({
      userId: caller.userId,
      id: params.id,
      limit: query.limit,
      name: body.name,
    }))
    calls.public({ method: 'GET', path: '/found/:id' }, { notFound: 'Nothing here' }, ({ c }) =>
      c.req.param('id') === 'none' ? null : { id: c.req.param('id') },
    )
    calls.open({ method: 'GET', path: '/empty' }, {}, () => null)
    calls.viewer({ method: 'GET', path: '/viewer' }, {}, ({ caller }) => ({ viewer: caller }))
    calls.client({ method: 'GET', path: '/own' }, {}, ({ c }) => c.text('as it is', 202))
  })
  const put = (path: string, body: unknown, who?: string) =>
    send(path, { method: 'PUT', body: JSON.stringify(body), who })

  it('answers the work in the success envelope, with the call message', async () => {
    const response = await put(`/things/${userId}?limit=3`, { name: 'kayak' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: 'Saved',
      data: { userId, id: userId, limit: 3, name: 'kayak' },
    })
  })

  it('checks access before reading anything', async () => {
    const response = await put('/things/bad?limit=x', {}, 'anonymous')
    expect(response.status).toBe(401)
    const client = await put('/things/bad?limit=x', {}, 'client')
    expect(client.status).toBe(401)
  })

  it('reads the path, then the query, then the body', async () => {
    const bad = await put('/things/bad?limit=x', { name: 1 })
    expect((await bad.json()).message).toBe('id must be a valid id (got "bad")')
    const badQuery = await put(`/things/${userId}?limit=x`, { name: 1 })
    expect((await badQuery.json()).message).toBe('limit must be a whole number (got "x")')
    const badBody = await put(`/things/${userId}?limit=2`, { name: 1 })
    expect((await badBody.json()).message).toBe('name must be text (got 1)')
  })

  it('answers only the contract method', async () => {
    expect((await send(`/things/${userId}?limit=2`, { method: 'POST' })).status).toBe(404)
  })

  it('answers 404 with the call message when the work finds nothing', async () => {
    const missing = await send('/found/none')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'Nothing here' })
    expect(await (await send('/found/a')).json()).toEqual({ statusCode: 200, data: { id: 'a' } })
  })

  it('sends null as data when the call names no 404', async () => {
    expect(await (await send('/empty', { who: 'anonymous' })).json()).toEqual({
      statusCode: 200,
      data: null,
    })
  })

  it("gives public calls the signed-in viewer's id, null for clients", async () => {
    expect((await (await send('/viewer')).json()).data).toEqual({ viewer: userId })
    expect((await (await send('/viewer', { who: 'client' })).json()).data).toEqual({
      viewer: null,
    })
  })

  it('sends a response the work made itself as it is', async () => {
    const response = await send('/own', { who: 'client' })
    expect(response.status).toBe(202)
    expect(await response.text()).toBe('as it is')
  })
})
