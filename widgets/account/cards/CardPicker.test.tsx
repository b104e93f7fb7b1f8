import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Card } from '../../../shared/contract/checkout/payments.ts'

const {
  handlers,
  hirer,
  mastercard: master,
  resetApi,
  visa,
} = await import('../../../tests/fixtures/fake-client.ts')
resetApi()
const { $session, startSession, clearSession } = await import(
  '../../../shared/stores/core/session.ts'
)
const { $cards, $addedCardId, forgetAddedCard, markCardAdded } = await import(
  '../../../shared/stores/account/cards.ts'
)
const { dismissToast } = await import('../../../shared/stores/core/feedback.ts')
const { CardPicker, noSavedCards } = await import('./CardPicker.tsx')

$session.listen(() => {})
let saved: Card[] = []

beforeEach(() => {
  saved = [visa, master]
  handlers.set('GET /user/cards', () => ({ cardsList: saved }))
})
afterEach(() => {
  act(() => dismissToast())
  forgetAddedCard()
  clearSession()
  $cards.set({ status: 'idle', list: [] })
  resetApi()
  document.body.innerHTML = ''
})

/** Signs in, which starts loading the cards: each test sets its fake answers first. */
function signIn() {
  startSession('token', 'INDIVIDUAL', hirer)
}

function Checkout({
  onSelect = () => {},
  ...props
}: {
  onSelect?: (card: Card) => void
  addCardHref?: string
  error?: string
}) {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <CardPicker
      {...props}
      selected={selected}
      onSelect={(card) => {
        setSelected(card.id)
        onSelect(card)
      }}
    />
  )
}

describe('CardPicker', () => {
  it('is a radio group named by its label', async () => {
    const onSelect = vi.fn()
    signIn()
    render(<Checkout onSelect={onSelect} />)
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeTruthy()
    const visaRadio = await screen.findByRole('radio', { name: /Visa ending in 4242/ })
    const masterRadio = screen.getByRole('radio', { name: /Mastercard ending in 4444/ })
    fireEvent.click(masterRadio)
    expect(onSelect).toHaveBeenCalledWith(master)
    await waitFor(() => expect((masterRadio as HTMLInputElement).checked).toBe(true))
    expect((visaRadio as HTMLInputElement).checked).toBe(false)
  })

  it("selects the card added on the page 'Add card' led to, once", async () => {
    markCardAdded('card-2')
    const onSelect = vi.fn()
    signIn()
    render(<Checkout onSelect={onSelect} addCardHref="/item/add-card?back=%2Fitem%2Fbooking" />)
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(master))
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect($addedCardId.get()).toBeNull()
    expect(sessionStorage.getItem('hire:addedCard')).toBeNull()
    expect(screen.getByRole('link', { name: 'Add card' }).getAttribute('href')).toBe(
      '/item/add-card?back=%2Fitem%2Fbooking',
    )
  })

  it('starts with a lone saved card chosen, and leaves the choice to the hirer among several', async () => {
    saved = [visa]
    const onSelect = vi.fn()
    signIn()
    const view = render(<Checkout onSelect={onSelect} />)
    const only = await screen.findByRole('radio', { name: /Visa ending in 4242/ })
    await waitFor(() => expect((only as HTMLInputElement).checked).toBe(true))
    expect(onSelect).toHaveBeenCalledTimes(1)
    view.unmount()

    saved = [visa, master]
    $cards.set({ status: 'idle', list: [] })
    clearSession()
    signIn()
    render(<Checkout onSelect={onSelect} />)
    await screen.findByRole('radio', { name: /Mastercard ending in 4444/ })
    for (const radio of screen.getAllByRole('radio')) {
      expect((radio as HTMLInputElement).checked).toBe(false)
    }
    expect(onSelect).toHaveBeenCalledTimes(1)
  })

  it('shows the checkout message linked to the group', async () => {
    signIn()
    render(<Checkout error="Please select the card from list or add new card!" />)
    const group = screen.getByRole('group', { name: 'Pay with' })
    const message = screen.getByText('Please select the card from list or add new card!')
    expect(group.getAttribute('aria-describedby')).toBe(message.id)
  })

  it('has an empty state and, without a link, adds a card in a dialog', async () => {
    saved = []
    signIn()
    render(<Checkout />)
    expect(await screen.findByText(noSavedCards)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }))
    expect(await screen.findByRole('dialog', { name: 'Add card' })).toBeTruthy()
    expect(await screen.findByLabelText('Card number')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('a failed load says why and offers Try again', async () => {
    handlers.set('GET /user/cards', () => {
      throw new Error('Request Timeout')
    })
    signIn()
    render(<Checkout />)
    expect(await screen.findByText('Request Timeout')).toBeTruthy()
    handlers.set('GET /user/cards', () => ({ cardsList: [visa] }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radio', { name: /Visa ending in 4242/ })).toBeTruthy()
  })
})
