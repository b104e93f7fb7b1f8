import { cleanup, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('../../shared/stores/listings/wizard.ts', () => ({
  saveListing: async () => ({ ok: true, itemId: 'item-1' }),
}))
const go = vi.hoisted(() => vi.fn())
vi.mock('./go.ts', () => ({ go }))

const { validDraft } = await import('../../shared/domain/listings/test-draft.ts')
const { $listingDraft } = await import('../../shared/stores/listings/draft.ts')
const { StepReview } = await import('./StepReview.tsx')

afterEach(() => {
  cleanup()
  go.mockReset()
})

describe('StepReview', () => {
  beforeEach(() => {
    const draft = validDraft({
      address: '106 The Corso, Manly NSW',
      city: 'Manly',
      state: 'NSW',
      latitude: -33.7977,
      longitude: 151.2868,
    })
    $listingDraft.set({ mode: 'new', itemId: null, draft })
    render(<StepReview />)
  })

  it('names each part by its heading alone, with an Edit link beside it that says what it edits', () => {
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Basic Information', 'Additional Information', 'Time', 'Price'])
    expect(screen.getByRole('link', { name: 'Edit Price' }).getAttribute('href')).toMatch(
      /add-listing-4/,
    )
  })

  it('shows the map location with the pick-up point marked', () => {
    const map = screen.getByRole('region', { name: 'Map of Manly, NSW' })
    expect(within(map).getByRole('img', { name: /pick-up point marked/ })).toBeTruthy()
    expect(within(map).getByRole('button', { name: 'Show interactive map' })).toBeTruthy()
  })

  it('writes the location once, without repeating the suburb', () => {
    expect(screen.getByText('106 The Corso, Manly NSW')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Manly NSW, Manly')
    expect(document.body.textContent).not.toContain('(Manly, NSW)')
  })
})

describe('StepReview without a picked point', () => {
  it('still shows the map box, on the default centre, without a marked picture', () => {
    const draft = validDraft({ latitude: null, longitude: null })
    $listingDraft.set({ mode: 'new', itemId: null, draft })
    render(<StepReview />)
    const map = screen.getByRole('region', { name: 'Map of Manly, NSW' })
    expect(within(map).queryByRole('img')).toBeNull()
  })
})

describe('StepReview without a maximum duration', () => {
  it('says the duration as a minimum, not "to No maximum"', () => {
    const draft = validDraft({ minDuration: { value: '1', type: 1 }, isNoMaxHireDuration: true })
    $listingDraft.set({ mode: 'new', itemId: null, draft })
    render(<StepReview />)
    expect(screen.getByText('Duration: 1 day or more')).toBeTruthy()
  })
})
