import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configure } from '../../shared/config.ts'
import { clearOnboarding } from '../../shared/stores/account/onboarding.ts'
import { $authPrompt, promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn, clearSession } from '../../shared/stores/core/session.ts'
import { fakeApi, mountSession, sessionAnswer } from '../../tests/fixtures/fake-client.ts'
import { AuthPromptLayer } from './AuthPromptLayer.tsx'

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

let unmountSession = () => {}

beforeEach(() => {
  unmountSession = mountSession()
  localStorage.clear()
  sessionStorage.clear()
  clearSession()
  clearOnboarding()
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  unmountSession()
  act(() => $authPrompt.set(null))
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function Page() {
  return (
    <>
      <button
        type="button"
        onClick={() => void promptSignIn({ mode: 'login', reason: 'Log in to save items.' })}
      >
        Save
      </button>
      <AuthPromptLayer />
      <AuthPromptLayer />
    </>
  )
}

async function openPrompt() {
  const opener = screen.getByRole('button', { name: 'Save' })
  opener.focus()
  fireEvent.click(opener)
  return screen.findByRole('dialog', { name: 'Log In' })
}

describe('the sign-in prompt', () => {
  it('opens once, as a modal dialog that takes focus, and Escape closes it', async () => {
    fakeApi({})
    render(<Page />)
    const result = promptSignIn({ mode: 'login' })
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await expect(result).resolves.toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab inside the dialog and gives focus back on close', async () => {
    fakeApi({})
    render(<Page />)
    const dialog = await openPrompt()
    expect(within(dialog).getByText('Log in to save items.')).toBeTruthy()
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    cancel.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'))
    fireEvent.keyDown(within(dialog).getByLabelText('Email'), { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(cancel)
    fireEvent.click(cancel)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }))
  })

  it('signs a guest in without leaving the page', async () => {
    fakeApi({ 'POST /user/login': () => sessionAnswer(416) })
    render(<Page />)
    const result = promptSignIn({ mode: 'login' })
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'hirer@example.com' },
    })
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Password1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }))
    await expect(result).resolves.toBe(true)
    expect($signedIn.get()).toBe(true)
    expect(assign).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('switches between log in and sign up in place, and shows errors inside', async () => {
    fakeApi({
      'POST /user/register': () =>
        new Response(JSON.stringify({ statusCode: 409 }), { status: 409 }),
    })
    render(<Page />)
    const dialog = await openPrompt()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }))
    const signup = await screen.findByRole('dialog', { name: 'Sign Up' })
    fireEvent.input(within(signup).getByLabelText('Email'), {
      target: { value: 'hirer@example.com' },
    })
    fireEvent.input(within(signup).getByLabelText('Password'), { target: { value: 'Password1' } })
    fireEvent.click(within(signup).getByRole('checkbox'))
    fireEvent.click(within(signup).getByRole('button', { name: 'Sign Up' }))
    expect(await within(signup).findByText('Email id already exists')).toBeTruthy()
  })

  it('takes a user with onboarding left to their next step', async () => {
    fakeApi({ 'POST /user/login': () => sessionAnswer(415) })
    // On the marketplace itself: on a partner's page favourite categories are skipped.
    configure({ siteUrl: location.origin })
    render(<Page />)
    const dialog = await openPrompt()
    fireEvent.input(within(dialog).getByLabelText('Email'), {
      target: { value: 'hirer@example.com' },
    })
    fireEvent.input(within(dialog).getByLabelText('Password'), { target: { value: 'Password1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${location.origin}/auth/FavCategoryScreen`),
    )
  })

  it('a second prompt replaces the first, which resolves false', async () => {
    fakeApi({})
    render(<Page />)
    const first = promptSignIn({ mode: 'login' })
    void promptSignIn({ mode: 'signup' })
    await expect(first).resolves.toBe(false)
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy()
  })
})
