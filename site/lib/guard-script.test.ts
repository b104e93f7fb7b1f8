// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routeKind } from '../../shared/domain/account/route-guards.ts'
import { guardScript } from './guard-script.ts'

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>

function run(path: string): string | null {
  new Function(guardScript(path, routeKind(path), 'hire'))()
  return document.documentElement.getAttribute('data-guard')
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  document.documentElement.removeAttribute('data-guard')
  replace = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'replace').mockImplementation(replace)
})
afterEach(() => vi.restoreAllMocks())

function signIn(guest: '0' | '1') {
  localStorage.setItem('hire:accessToken', 'token')
  localStorage.setItem('hire:userType', 'INDIVIDUAL')
  localStorage.setItem('hire:isGuestUser', guest)
}

describe('guard script', () => {
  it('lets a signed-in user see a signed-in page', () => {
    signIn('0')
    expect(run('/edit-profile')).toBe('allow')
    expect(replace).not.toHaveBeenCalled()
  })

  it('marks a guest page and sends a visitor without a token home', () => {
    signIn('1')
    expect(run('/booking/current')).toBe('guest')
    localStorage.clear()
    expect(run('/listing')).toBe('redirect')
    expect(replace).toHaveBeenCalledWith('/')
  })

  it('waits for a partner hand-over before deciding, then decides on what it brought', () => {
    sessionStorage.setItem('hire:handover', 'code')
    expect(run('/booking/current')).toBe('wait')
    expect(replace).not.toHaveBeenCalled()
    sessionStorage.removeItem('hire:handover')
    signIn('0')
    window.dispatchEvent(new StorageEvent('storage', { key: 'hire:accessToken' }))
    expect(document.documentElement.getAttribute('data-guard')).toBe('allow')
  })

  it('reads only our own namespaced keys', () => {
    localStorage.setItem('accessToken', 'someone-elses')
    localStorage.setItem('other:accessToken', 'someone-elses')
    expect(run('/edit-profile')).toBe('redirect')
  })

  it('needs a live flow in this tab for flow screens', () => {
    localStorage.setItem('hire:userType', 'INDIVIDUAL')
    expect(run('/auth/ResetPassword')).toBe('redirect')
    expect(replace).toHaveBeenLastCalledWith('/auth/Login')
    sessionStorage.setItem('hire:PENDING_AUTH_TYPE', 'CompleteProfile')
    expect(run('/auth/CompleteProfileScreen')).toBe('allow')
  })

  it('runs again when another tab signs out', () => {
    signIn('0')
    expect(run('/notification-setting')).toBe('allow')
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: 'hire:accessToken' }))
    expect(document.documentElement.getAttribute('data-guard')).toBe('redirect')
    expect(replace).toHaveBeenCalledWith('/')
  })

  it('cannot be broken out of by the path', () => {
    const script = guardScript('/edit-profile</script><script>alert(1)', 'logged-in', 'hire')
    expect(script).not.toContain('</script>')
  })
})
