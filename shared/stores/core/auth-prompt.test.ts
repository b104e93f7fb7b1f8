import { beforeEach, describe, expect, it } from 'vitest'
import {
  $authPrompt,
  $authPromptLayers,
  finishPrompt,
  promptSignIn,
  registerAuthPromptLayer,
  switchPromptMode,
} from './auth-prompt.ts'

beforeEach(() => {
  const open = $authPrompt.get()
  if (open) finishPrompt(open.id, false)
})

describe('promptSignIn', () => {
  it('opens a prompt and resolves with the outcome', async () => {
    const result = promptSignIn({ mode: 'signup', reason: 'Sign up to book.' })
    const prompt = $authPrompt.get()
    expect(prompt).toMatchObject({ mode: 'signup', reason: 'Sign up to book.' })
    switchPromptMode('login')
    expect($authPrompt.get()?.mode).toBe('login')
    finishPrompt(prompt?.id ?? -1, true)
    await expect(result).resolves.toBe(true)
    expect($authPrompt.get()).toBeNull()
  })

  it('defaults to login, and a new prompt ends the previous one', async () => {
    const first = promptSignIn()
    expect($authPrompt.get()?.mode).toBe('login')
    const second = promptSignIn({ mode: 'signup' })
    await expect(first).resolves.toBe(false)
    finishPrompt($authPrompt.get()?.id ?? -1, false)
    await expect(second).resolves.toBe(false)
  })

  it('ignores a stale finish', async () => {
    const result = promptSignIn()
    const id = $authPrompt.get()?.id ?? -1
    finishPrompt(id + 100, true)
    expect($authPrompt.get()?.id).toBe(id)
    finishPrompt(id, false)
    await expect(result).resolves.toBe(false)
  })

  it('keeps prompt layers in mount order', () => {
    const a = registerAuthPromptLayer('a')
    const b = registerAuthPromptLayer('b')
    expect($authPromptLayers.get()).toEqual(['a', 'b'])
    a()
    expect($authPromptLayers.get()).toEqual(['b'])
    b()
    expect($authPromptLayers.get()).toEqual([])
  })
})
