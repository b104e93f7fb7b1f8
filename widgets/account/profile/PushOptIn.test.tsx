/** The device opt-in over a fake push: asked only on a click, every browser state told. */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PushAvailability } from '../../../shared/adapters/push/index.ts'
import { type DevicePush, PushOptIn, pushOptInMessages as texts } from './PushOptIn.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

/** A browser whose permission starts at `state`; answering the prompt moves it to `answer`. */
function fakePush(state: PushAvailability, answer: PushAvailability = state, registers = true) {
  let current = state
  const push: DevicePush = {
    availability: () => current,
    enable: vi.fn(async () => {
      current = answer
      return answer === 'granted' && registers
    }),
  }
  return push
}

const button = () => screen.queryByRole('button', { name: texts.turnOn })

describe('PushOptIn', () => {
  it('shows nothing outside FCM mode (the bell polls)', () => {
    const { container } = render(<PushOptIn push={fakePush('off')} />)
    expect(container.innerHTML).toBe('')
  })

  it('asks only when the button is pressed, then says push is on', async () => {
    const push = fakePush('default', 'granted')
    render(<PushOptIn push={push} />)
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy()
    expect(push.enable).not.toHaveBeenCalled()
    fireEvent.click(button() as HTMLElement)
    expect(push.enable).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.on))
    expect(button()).toBeNull()
  })

  it('tells a refused permission apart from a dismissed prompt', async () => {
    const refused = fakePush('default', 'denied')
    render(<PushOptIn push={refused} />)
    fireEvent.click(button() as HTMLElement)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.denied))
    expect(button()).toBeNull()
    document.body.innerHTML = ''

    render(<PushOptIn push={fakePush('default', 'default')} />)
    fireEvent.click(button() as HTMLElement)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.dismissed))
    expect(button()).toBeTruthy()
  })

  it('keeps the button with an error when the token could not be registered', async () => {
    render(<PushOptIn push={fakePush('default', 'granted', false)} />)
    fireEvent.click(button() as HTMLElement)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.failed))
    expect(button()).toBeTruthy()
  })

  it('shows the blocked, unsupported and already-on states without a button', () => {
    for (const [state, text] of [
      ['denied', texts.denied],
      ['unsupported', texts.unsupported],
      ['granted', texts.on],
    ] as const) {
      render(<PushOptIn push={fakePush(state)} />)
      expect(screen.getByRole('status').textContent).toBe(text)
      expect(button()).toBeNull()
      document.body.innerHTML = ''
    }
  })
})
