import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/stores/listings/wizard.ts', () => ({
  uploadListingFile: async () => ({ url: '/media/terms.pdf' }),
}))
const go = vi.hoisted(() => vi.fn())
vi.mock('./go.ts', () => ({ go }))

const { listingMessages: m } = await import('../../shared/contract/listings/messages.ts')
const { emptyDraft } = await import('../../shared/domain/listings/draft.ts')
const { $listingDraft } = await import('../../shared/stores/listings/draft.ts')
const { StepPrice } = await import('./StepPrice.tsx')

beforeEach(() => {
  $listingDraft.set({ mode: 'new', itemId: null, draft: emptyDraft() })
  render(<StepPrice />)
})
afterEach(() => {
  cleanup()
  go.mockReset()
  localStorage.clear()
})

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
const continueStep = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
function priceDay(amount: string) {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Per day' }))
  fireEvent.input(screen.getByLabelText('Per day ($)'), { target: { value: amount } })
}

describe('StepPrice', () => {
  it('a price over $1 with three decimals is refused for its decimals', () => {
    priceDay('12.345')
    continueStep()
    expect(alerts()).toEqual([m.priceDecimals])
    expect(alerts()).not.toContain(m.priceAtLeastOne)
    expect(go).not.toHaveBeenCalled()
  })

  it('two decimals go on to the review', () => {
    priceDay('12.34')
    continueStep()
    expect(alerts()).toEqual([])
    expect(go).toHaveBeenCalledWith('/listing/add-listing-5')
  })
})
