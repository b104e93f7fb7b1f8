/**
 * `client:interaction`: hydrates an island on the visitor's first interaction with the page
 * (pointer, touch, key, wheel, scroll or focus anywhere), so its code is not part of the
 * page's initial JavaScript. Until then the server-rendered markup stands in, and what the
 * visitor did to it in the meantime is carried over: text typed early is put back and
 * announced with an input event, a field focused early is focused again (so its focus
 * behaviour runs), a field or button clicked early is clicked again, and a form submitted
 * early is held and submitted once hydrated.
 */
import type { ClientDirective } from 'astro'

const triggers = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
]

function inputsOf(el: HTMLElement): HTMLInputElement[] {
  return [...el.querySelectorAll('input')]
}

const interactionDirective: ClientDirective = (load, _options, el) => {
  let started = false
  let heldForm: HTMLFormElement | null = null
  let clicked: HTMLElement | null = null

  const holdSubmit = (event: Event) => {
    event.preventDefault()
    heldForm = event.target instanceof HTMLFormElement ? event.target : null
  }
  const noteClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.('button, input')
    if (!(target instanceof HTMLElement) || !el.contains(target)) return
    if (target instanceof HTMLButtonElement && target.type === 'submit') return
    clicked = target
  }

  const start = async () => {
    if (started) return
    started = true
    for (const type of triggers) window.removeEventListener(type, start, true)
    const hydrate = await load()
    const early = inputsOf(el).map((input) => input.value)
    const focused = inputsOf(el).indexOf(document.activeElement as HTMLInputElement)
    await hydrate()
    el.removeEventListener('submit', holdSubmit, true)
    el.removeEventListener('click', noteClick, true)

    // Focus first: re-focusing blurs the field, and a typeahead closes its list on blur.
    const inputs = inputsOf(el)
    const field = inputs[focused]
    if (field) {
      if (document.activeElement === field) field.blur()
      field.focus()
    }
    // Whatever differs from the server's value was typed before the island listened (the
    // key that started hydration, or one typed while its code loaded): hand it over even
    // when the markup still shows it, since the island's own state never saw it.
    inputs.forEach((input, index) => {
      if (input.type === 'hidden') return
      const text = input.value !== input.defaultValue ? input.value : early[index]
      if (!text || text === input.defaultValue) return
      input.value = text
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const target = clicked as HTMLElement | null
    if (target?.isConnected) target.click()
    if (heldForm?.isConnected) heldForm.requestSubmit()
  }

  el.addEventListener('submit', holdSubmit, true)
  el.addEventListener('click', noteClick, true)
  for (const type of triggers) {
    window.addEventListener(type, start, { capture: true, passive: true })
  }
}

export default interactionDirective
