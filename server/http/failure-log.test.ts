import { DrizzleQueryError } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleError } from './errors.ts'
import { describeFailure, logFailure } from './failure-log.ts'

const secret = 'olivia@example.com'
const hash = 'f0e1d2c3b4a5968778695a4b3c2d1e0f'

function failedQuery() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
    params: [secret, hash],
    where: `unnamed portal parameter $1 = '${secret}'`,
  })
  return new DrizzleQueryError(
    'insert into users (email, password_hash) values ($1, $2)',
    [secret, hash],
    cause,
  )
}

describe('describeFailure', () => {
  afterEach(() => vi.restoreAllMocks())

  it("keeps a failed query's text, code and place but never its parameters", () => {
    const text = describeFailure(failedQuery())
    expect(text).toContain('DrizzleQueryError: Failed query: insert into users')
    expect(text).toContain(
      'caused by Error [23505]: duplicate key value violates unique constraint',
    )
    expect(text).toMatch(/\n\s+at /)
    expect(text).not.toContain(secret)
    expect(text).not.toContain(hash)
  })

  it('logs through one call, and names only the kind of a thrown non-error', () => {
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(args.join(' ')))
    logFailure('[api] GET /x failed:', failedQuery())
    logFailure('[api] GET /y failed:', { token: secret })
    expect(logged[0]).toMatch(/^\[api\] GET \/x failed: DrizzleQueryError/)
    expect(logged[1]).toBe('[api] GET /y failed: a thrown object')
    expect(logged.join('\n')).not.toContain(secret)
  })
})

describe('the API error handler', () => {
  it('answers a 500 and logs the route and the failure without its parameters', async () => {
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args) =>
      logged.push(args.map(String).join(' ')),
    )
    const app = new Hono()
    app.get('/x', () => {
      throw failedQuery()
    })
    app.onError(handleError)
    const answer = await app.request('/x')
    expect(answer.status).toBe(500)
    expect(logged[0]).toMatch(/^\[api\] GET \/x failed: DrizzleQueryError/)
    expect(logged.join('\n')).not.toContain(secret)
    expect(logged.join('\n')).not.toContain(hash)
  })
})
