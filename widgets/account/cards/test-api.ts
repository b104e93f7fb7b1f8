/**
 * Unit-test stand-in for `shared/api/client.ts`: answers calls from a table of handlers
 * keyed by 'METHOD /path' and records each call. Use it with
 * `vi.mock('../../../shared/api/client.ts', async () => (await import('./test-api.ts')).fakeClient)`.
 */

import type { CallOptions } from '../../../shared/api/client.ts'
import { ApiError } from '../../../shared/api/errors.ts'

export interface Call {
  key: string
  options: CallOptions | undefined
}
type Handler = (options: CallOptions | undefined) => unknown

export const handlers = new Map<string, Handler>()
export const calls: Call[] = []

function method(name: string) {
  return async (path: string, options?: CallOptions) => {
    const key = `${name} ${path}`
    calls.push({ key, options })
    // Mounting the session signs a visitor without a token in as a guest.
    if (key === 'POST /user/guest-login') return { accessToken: 'guest' }
    const handler = handlers.get(key)
    if (!handler) throw new ApiError(`No fake for ${key}`, 404, {})
    return handler(options)
  }
}

export const fakeClient = {
  api: {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    delete: method('DELETE'),
    patch: method('PATCH'),
  },
  bindSession: () => {},
}

export function resetApi(): void {
  handlers.clear()
  calls.length = 0
}

export const callsTo = (key: string) => calls.filter((call) => call.key === key)

export const hirer = {
  _id: 'u1',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  referralCode: 'HARRIET123',
  profileStep: 416,
} as never

export const visa = {
  id: 'card-1',
  name: 'Harriet Hirer',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
  brand: 'visa',
}
