/**
 * `client:interaction` hands what the visitor did before hydration to the island: the
 * first keystroke in a typeahead must reach it as an input event after the field's focus is
 * restored, so the list it opens stays open.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import interactionDirective from './interaction.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A stand-in island: a typeahead whose list opens on input and closes on blur. */
function island() {
  const el = document.createElement('astro-island')
  el.innerHTML = '<input type="text" value="">'
  document.body.append(el)
  const input = el.querySelector('input') as HTMLInputElement
  const seen = { open: false, text: '', hydrated: false }
  const hydrate = async () => {
    seen.hydrated = true
    input.addEventListener('input', () => {
      seen.text = input.value
      seen.open = true
    })
    input.addEventListener('blur', () => {
      seen.open = false
    })
  }
  interactionDirective(async () => hydrate, { name: 'interaction', value: '' }, el)
  return { el, input, seen }
}

describe('client:interaction', () => {
  it('the first key typed before hydration opens the list', async () => {
    const { input, seen } = island()
    input.focus()
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }))
    // The browser inserts the letter into the server's markup before the island runs.
    input.value = 'k'
    await vi.waitFor(() => expect(seen.hydrated).toBe(true))
    await vi.waitFor(() => expect(seen.text).toBe('k'))
    expect(seen.open).toBe(true)
    expect(document.activeElement).toBe(input)
  })

  it('a letter that lands after hydration starts is still handed over', async () => {
    const { input, seen } = island()
    input.focus()
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true }))
    await Promise.resolve()
    input.value = 'h'
    await vi.waitFor(() => expect(seen.text).toBe('h'))
    expect(seen.open).toBe(true)
  })

  it('a value the server rendered is not announced again', async () => {
    const { el, seen } = island()
    const input = el.querySelector('input') as HTMLInputElement
    input.defaultValue = 'Sydney'
    input.value = 'Sydney'
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    await vi.waitFor(() => expect(seen.hydrated).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(seen.text).toBe('')
  })
})
