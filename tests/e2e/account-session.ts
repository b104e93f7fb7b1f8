/**
 * Signing in for browser tests without the sign-in screens: the demo hirer logs in through
 * the API (basic client credentials and the sandbox key), and the session is written into
 * our namespaced keys the way the site stores it.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test'

export const hirer = { email: 'hirer@example.com', password: 'Password1' }

const publicHeaders = {
  'x-api-key': 'sandbox',
  authorization: `Basic ${Buffer.from('sandbox:sandbox').toString('base64')}`,
  platform: '3',
  timezone: '0',
}

export interface ApiSession {
  accessToken: string
  user: { _id: string; firstName: string; lastName: string; referralCode: string }
}

export async function loginByApi(request: APIRequestContext): Promise<ApiSession> {
  const response = await request.post('/api/v1/user/login', {
    headers: publicHeaders,
    data: { ...hirer, userType: 'INDIVIDUAL' },
  })
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`)
  return (await response.json()).data as ApiSession
}

/** Calls the API as the signed-in user (to set up or undo what a test changes). */
export async function callAsUser(
  request: APIRequestContext,
  session: ApiSession,
  method: 'GET' | 'PATCH' | 'PUT',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { ...publicHeaders, authorization: `Bearer ${session.accessToken}` },
    ...(data === undefined ? {} : { data }),
  })
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()}`)
  return (await response.json()).data
}

export interface SignInOptions {
  /** leave the tour unseen, so it shows as after a first sign-in */
  tour?: boolean
}

/** Signs the demo hirer in on `page` (which ends on a neutral public page). */
export async function signInAsHirer(page: Page, options: SignInOptions = {}): Promise<ApiSession> {
  const session = await loginByApi(page.request)
  await page.goto('/under-construction')
  // The page signs the visitor in as a guest first; writing before that lands would be
  // overwritten by it.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hire:accessToken')))
    .toBeTruthy()
  await page.evaluate(
    ({ session, tourSeen }) => {
      localStorage.setItem('hire:accessToken', session.accessToken)
      localStorage.setItem('hire:userType', 'INDIVIDUAL')
      localStorage.setItem('hire:userInfo', JSON.stringify(session.user))
      localStorage.setItem('hire:isGuestUser', '0')
      if (tourSeen) localStorage.setItem('hire:tourSeen', '1')
    },
    { session, tourSeen: !options.tour },
  )
  return session
}

/** The session keys as the page holds them. */
export function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('hire:accessToken'),
    isGuestUser: localStorage.getItem('hire:isGuestUser'),
    userInfo: localStorage.getItem('hire:userInfo'),
  }))
}
