import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  $authPrompt,
  $authPromptLayers,
  finishPrompt,
  promptSignIn,
} from '../../shared/stores/core/auth-prompt.ts'
import { mountSession } from '../../tests/fixtures/fake-client.ts'
import { AccountWidget } from './AccountWidget.tsx'
import { views } from './views.ts'

let unmountSession = () => {}
beforeEach(() => {
  unmountSession = mountSession()
})
afterEach(() => {
  unmountSession()
  const open = $authPrompt.get()
  if (open) act(() => finishPrompt(open.id, false))
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('AccountWidget', () => {
  it('shows the heading and a loading state, then the view', async () => {
    render(<AccountWidget view="user-type" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: /Individual/ })).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull()
  })

  it('says so for a view it does not know', async () => {
    render(<AccountWidget view="nope" />)
    const message = await screen.findByText('Unknown account view: nope')
    expect(message.closest('[role="alert"]')).not.toBeNull()
  })

  it('offers a retry when a view fails to load', async () => {
    const original = views.login
    let attempts = 0
    views.login = () => {
      attempts += 1
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : (original as NonNullable<typeof original>)()
    }
    try {
      render(<AccountWidget view="login" />)
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy()
    } finally {
      views.login = original as NonNullable<typeof original>
    }
  })

  it("'sign-in' shows nothing but hosts the prompt", async () => {
    const { container } = render(<AccountWidget view="sign-in" />)
    expect(screen.queryByRole('heading')).toBeNull()
    expect(container.querySelector('[aria-label="Loading"]')).toBeNull()
    await waitFor(() => expect($authPromptLayers.get()).toHaveLength(1))
    void promptSignIn({ mode: 'signup' })
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy()
  })
})
