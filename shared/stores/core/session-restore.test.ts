/**
 * A page load of a signed-in user: the session comes back from storage before anything
 * decides the visitor is a guest, so no guest-login call is made.
 */
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => vi.unstubAllGlobals())

it('restores a stored session on mount without calling guest-login', async () => {
  localStorage.setItem('hire:accessToken', 'tok-stored')
  localStorage.setItem('hire:userType', 'INDIVIDUAL')
  localStorage.setItem('hire:isGuestUser', '0')
  const calls: string[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init).url)
    return Response.json({ statusCode: 200, data: { accessToken: 'guest-1' } })
  })
  // Imported only now, as a page's first script would be, with the storage already filled.
  const { $session, $signedIn } = await import('./session.ts')
  const stop = $signedIn.listen(() => {})
  await vi.waitFor(() => expect($session.get().accessToken).toBe('tok-stored'))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect($signedIn.get()).toBe(true)
  expect(calls.filter((url) => url.endsWith('/user/guest-login'))).toEqual([])
  stop()
})
