import { act, render } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import {
  $authPrompt,
  finishPrompt,
  promptSignIn,
  registerAuthPromptLayer,
} from '../../../shared/stores/core/auth-prompt.ts'
import { promptHostSelector, useAuthPromptHost } from './use-auth-prompt-host.ts'

function Widget() {
  useAuthPromptHost()
  return null
}

afterEach(() => {
  const open = $authPrompt.get()
  if (open) act(() => finishPrompt(open.id, false))
  document.body.innerHTML = ''
})

describe('useAuthPromptHost', () => {
  it('adds a hidden hire-account for the prompt when no account widget is on the page', () => {
    render(<Widget />)
    expect(document.querySelector(promptHostSelector)).toBeNull()
    act(() => void promptSignIn())
    const host = document.querySelector(promptHostSelector) as HTMLElement
    expect(host).not.toBeNull()
    expect(host.style.minHeight).toBe('0')
    act(() => void promptSignIn())
    expect(document.querySelectorAll(promptHostSelector)).toHaveLength(1)
  })

  it('adds nothing when an account widget already shows prompts', () => {
    const unregister = registerAuthPromptLayer('account-widget')
    render(<Widget />)
    act(() => void promptSignIn())
    expect(document.querySelector(promptHostSelector)).toBeNull()
    unregister()
  })
})
