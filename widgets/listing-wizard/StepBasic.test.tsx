import { cleanup, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const go = vi.hoisted(() => vi.fn())
vi.mock('./go.ts', () => ({ go }))
vi.mock('../../shared/stores/catalogue/categories.ts', async () => {
  const { map } = await import('nanostores')
  const category = { _id: 'c1', name: 'Water sports', icon: '', subCategories: [], tags: [] }
  return {
    $categories: map({ status: 'ready', list: [category] }),
    ensureCategories: () => {},
  }
})

const { emptyDraft } = await import('../../shared/domain/listings/draft.ts')
const { $listingDraft } = await import('../../shared/stores/listings/draft.ts')
const { StepBasic } = await import('./StepBasic.tsx')

beforeEach(() => {
  $listingDraft.set({ mode: 'new', itemId: null, draft: emptyDraft() })
  render(<StepBasic />)
})
afterEach(() => {
  cleanup()
  go.mockReset()
  localStorage.clear()
})

describe('StepBasic', () => {
  it('a refused group is described by its message', () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(go).not.toHaveBeenCalled()
    const type = screen.getByRole('group', { name: 'Type' })
    expect(type.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(type.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please select the item type',
    )
    const category = screen.getByRole('group', { name: 'Category' })
    const message = document.getElementById(category.getAttribute('aria-describedby') ?? '')
    expect(message?.getAttribute('role')).toBe('alert')
    expect(message?.textContent).toBeTruthy()
  })

  it('a group with nothing wrong has no description', () => {
    expect(screen.getByRole('group', { name: 'Type' }).hasAttribute('aria-describedby')).toBe(false)
  })
})
