import { describe, expect, it } from 'vitest'
import { seedId } from '../ids.ts'
import { savedCard } from './saved-card.ts'

describe('savedCard', () => {
  const anchor = new Date('2025-06-01T00:00:00Z')
  const hirer = { key: 'some-hirer', id: '0a1b2c3d-0000-5000-8000-000000000000', name: 'Sam' }
  const { id, cards, sandboxCards } = savedCard(anchor, hirer)

  it('is the hirer’s own, with ids that survive a reseed', () => {
    expect(id).toBe(seedId('card:some-hirer'))
    expect(cards).toEqual([expect.objectContaining({ id, userId: hirer.id })])
    expect(sandboxCards).toEqual([
      expect.objectContaining({ id: seedId('sandbox-card:some-hirer'), customer: hirer.id }),
    ])
  })

  it('shows the same card on both sides: the succeeding test number, expiring in four years', () => {
    const face = { name: 'Sam', last4: '4242', brand: 'visa', expMonth: 12, expYear: 2029 }
    expect(cards[0]).toMatchObject({
      ...face,
      processor: 'sandbox',
      processorRef: 'pm_seed_0a1b2c3d',
    })
    expect(sandboxCards[0]).toMatchObject({ ...face, paymentMethod: 'pm_seed_0a1b2c3d' })
  })

  it('is saved already: the sandbox spent its token when the seed day began', () => {
    expect(sandboxCards[0]).toMatchObject({ tokenHash: `seed-${id}`, usedAt: anchor })
  })
})
