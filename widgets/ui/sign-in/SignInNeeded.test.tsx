import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { $authPrompt, finishPrompt } from '../../../shared/stores/core/auth-prompt.ts'
import { SignInNeeded } from './SignInNeeded.tsx'

afterEach(() => {
  const open = $authPrompt.get()
  if (open) act(() => finishPrompt(open.id, false))
  document.body.innerHTML = ''
})

describe('SignInNeeded', () => {
  it('says why and opens the sign-in dialog with that reason', () => {
    render(<SignInNeeded message="Log in or sign up to manage your cards." className="x-state" />)
    const prompt = document.querySelector('.x-state') as HTMLElement
    expect(prompt.querySelector('p')?.textContent).toBe('Log in or sign up to manage your cards.')
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    expect($authPrompt.get()).toMatchObject({
      mode: 'login',
      reason: 'Log in or sign up to manage your cards.',
    })
  })

  it('offers Sign Up beside Log In in a row, and can leave the dialog without a reason', () => {
    render(
      <SignInNeeded
        message="Log in or sign up to see this page."
        className="x-state"
        signUpRow="x-actions"
        reasonInDialog={false}
      />,
    )
    const row = document.querySelector('.x-state > .x-actions') as HTMLElement
    expect([...row.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Log In',
      'Sign Up',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect($authPrompt.get()).toMatchObject({ mode: 'signup', reason: undefined })
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
    expect($authPrompt.get()).toMatchObject({ mode: 'login', reason: undefined })
  })
})
