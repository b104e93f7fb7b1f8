import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'

const { get, post } = vi.hoisted(() => ({
  get: vi.fn(async () => ({})),
  post: vi.fn(async () => ({})),
}))
vi.mock('../../shared/api/client.ts', () => ({ api: { get, post }, bindSession: () => {} }))

const { $session } = await import('../../shared/stores/core/session.ts')
const { $authPrompt } = await import('../../shared/stores/core/auth-prompt.ts')
const { ConsoleWidget } = await import('./ConsoleWidget.tsx')
const { ListingWizard } = await import('../listing-wizard/ListingWizard.tsx')

const signedOut = $session.get()
afterEach(() => {
  cleanup()
  $session.set(signedOut)
  $authPrompt.set(null)
})

describe('supplier widgets for a guest', () => {
  const cases = [
    {
      name: 'the console',
      widget: () => <ConsoleWidget view="orders" />,
      why: 'manage your orders',
    },
    {
      name: 'the listing wizard',
      widget: () => <ListingWizard view="1" />,
      why: 'list your items',
    },
  ]
  for (const { name, widget, why } of cases) {
    it(`${name} says why to sign in, asks nothing of the API and offers Log In`, async () => {
      $session.set({ accessToken: 'guest', isGuestUser: '1' })
      render(widget())
      const reason = `Log in or sign up to ${why}.`
      await screen.findByText(reason)
      expect(get).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
      expect($authPrompt.get()).toMatchObject({ mode: 'login' })
    })
  }
})
