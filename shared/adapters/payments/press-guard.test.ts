import { afterEach, describe, expect, it } from 'vitest'
import { pressGuard } from './press-guard.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function form() {
  const root = document.createElement('form')
  root.innerHTML = '<input><button type="submit">Save</button><span>text</span>'
  document.body.append(root)
  return root
}

describe('pressGuard', () => {
  it('holds blur checks while a button is pressed, until after the click', async () => {
    const root = form()
    const guard = pressGuard(root)
    const button = root.querySelector('button') as HTMLButtonElement
    expect(guard.pressing()).toBe(false)
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))
    expect(guard.pressing()).toBe(true)
    document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }))
    expect(guard.pressing()).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(guard.pressing()).toBe(false)
    guard.stop()
  })

  it('ignores presses elsewhere, and says so when focus moves to a button', () => {
    const root = form()
    const guard = pressGuard(root)
    root.querySelector('span')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(guard.pressing()).toBe(false)
    expect(guard.pressing({ relatedTarget: root.querySelector('button') })).toBe(true)
    expect(guard.pressing({ relatedTarget: root.querySelector('input') })).toBe(false)
    guard.stop()
    root.querySelector('button')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(guard.pressing()).toBe(false)
  })
})
