import { act, renderHook } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('./go.ts', () => ({ go: vi.fn() }))

const { emptyDraft } = await import('../../shared/domain/listings/draft.ts')
const { $listingDraft } = await import('../../shared/stores/listings/draft.ts')
const { useDraft } = await import('./use-draft.ts')

beforeEach(() => {
  $listingDraft.set({ mode: 'new', itemId: null, draft: emptyDraft() })
})
afterEach(() => {
  localStorage.clear()
})

describe('useDraft', () => {
  it('binds a checkbox and a field to one value of the draft each', () => {
    const { result } = renderHook(() => useDraft(4))
    expect(result.current.flag('instantBooking').checked).toBe(false)
    expect(result.current.text('bond').value).toBe('')
    act(() => result.current.flag('instantBooking').onChange(true))
    act(() => result.current.text('bond').onChange('250'))
    expect(result.current.draft).toMatchObject({ instantBooking: true, bond: '250' })
    expect(result.current.flag('instantBooking').checked).toBe(true)
    expect(result.current.text('bond').value).toBe('250')
    expect(result.current.draft.isInsuranceAvailable).toBe(false)
  })
})
