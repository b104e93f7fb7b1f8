/**
 * Test helper: answers the API client's fetch calls from a table of handlers keyed by
 * 'METHOD /path' (path after /api/v1), recording every call. Handlers return the `data`
 * of a 200 envelope, or a Response for anything else.
 */
import { vi } from 'vitest'
import { configure } from '../../../shared/config.ts'
import { $session } from '../../../shared/stores/core/session.ts'

export interface RecordedCall {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  authorization: string | null
}

export type Handler = (call: RecordedCall) => unknown | Promise<unknown>

export const apiBase = 'https://api.test/api/v1'

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = []
  configure({ apiBase, siteUrl: 'https://hire.test', reloadOnSignOut: false })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const path = url.pathname.replace('/api/v1', '')
    const text = await request.text()
    const call: RecordedCall = {
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    }
    calls.push(call)
    const handler = handlers[`${call.method} ${path}`]
    if (!handler)
      return Response.json(
        { statusCode: 404, message: `No fake for ${call.method} ${path}` },
        { status: 404 },
      )
    const answer = await handler(call)
    if (answer instanceof Response) return answer
    return Response.json({ statusCode: 200, data: answer ?? {} })
  })
  return {
    calls,
    find: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  }
}

/** A failure the way the sandbox answers one. */
export const failure = (status: number, message?: string) =>
  Response.json({ statusCode: status, ...(message ? { message } : {}) }, { status })

export const demoUser = {
  _id: '5f0c2c1e-0000-4000-8000-000000000001',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  verifyStatus: 'VERIFIED',
  referralCode: 'ABCDEFGHIJ',
  profileStep: 416,
}

/** What a sign-in call answers for `profileStep`. */
export const sessionAnswer = (profileStep: number, email = demoUser.email) => ({
  accessToken: `token-${profileStep}`,
  profileStep,
  userType: 'INDIVIDUAL',
  user: { ...demoUser, email, profileStep },
})

/**
 * Keeps the session store mounted, as a page does. The unit setup's storage engine cannot
 * list its keys, so a store mounted later would restore an empty session and drop keys
 * written while it was idle; real localStorage lists them. Returns the unsubscribe.
 */
export function mountSession(): () => void {
  // Mounting starts a guest sign-in; it must not reach the network before fakeApi() runs.
  configure({ apiBase })
  vi.stubGlobal('fetch', async () => failure(404))
  return $session.listen(() => {})
}
