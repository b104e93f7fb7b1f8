/**
 * A seeded hirer's saved card: the sandbox's succeeding test number, expiring four years
 * after the seed year, with the sandbox processor's record of it (its token already spent).
 */
import { seedId } from '../ids.ts'

export function savedCard(anchor: Date, hirer: { key: string; id: string; name: string }) {
  const id = seedId(`card:${hirer.key}`)
  const card = {
    name: hirer.name,
    last4: '4242',
    brand: 'visa',
    expMonth: 12,
    expYear: anchor.getUTCFullYear() + 4,
  }
  const paymentMethod = `pm_seed_${hirer.id.slice(0, 8)}`
  return {
    id,
    cards: [{ id, userId: hirer.id, processor: 'sandbox', processorRef: paymentMethod, ...card }],
    sandboxCards: [
      {
        id: seedId(`sandbox-card:${hirer.key}`),
        tokenHash: `seed-${id}`,
        paymentMethod,
        customer: hirer.id,
        ...card,
        usedAt: anchor,
      },
    ],
  }
}
