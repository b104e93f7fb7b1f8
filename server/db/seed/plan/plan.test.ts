import { describe, expect, it } from 'vitest'
import { seedId } from '../ids.ts'
import { buildSeedPlan } from './index.ts'

const plan = buildSeedPlan(new Date('2025-06-01T00:00:00Z'))
const { rows } = plan

describe('seed plan', () => {
  it('is deterministic, apart from dates', () => {
    const again = buildSeedPlan(new Date('2025-07-01T00:00:00Z'))
    expect(again.rows.items.map((item) => [item.id, item.itemName, item.dayPriceCents])).toEqual(
      rows.items.map((item) => [item.id, item.itemName, item.dayPriceCents]),
    )
    expect(seedId('item:x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  it('has a rich catalogue: 10-14 categories of 3-6 subcategories, 240+ listings of both kinds', () => {
    expect(rows.categories.length).toBeGreaterThanOrEqual(10)
    expect(rows.categories.length).toBeLessThanOrEqual(14)
    for (const category of rows.categories) {
      const subs = rows.subCategories.filter((sub) => sub.categoryId === category.id)
      expect(subs.length, category.name).toBeGreaterThanOrEqual(3)
      expect(subs.length, category.name).toBeLessThanOrEqual(6)
      expect(
        rows.items.some((item) => item.categoryId === category.id),
        category.name,
      ).toBe(true)
    }
    expect(rows.items.length).toBeGreaterThanOrEqual(240)
    const experiences = rows.items.filter((item) => item.itemCategoryType === 1)
    expect(experiences.length).toBeGreaterThan(50)
    expect(experiences.every((item) => item.isGroupBooking && item.minimumGroupNumber)).toBe(true)
    const instant = rows.items.filter((item) => item.instantBooking).length / rows.items.length
    expect(instant).toBeGreaterThan(0.35)
    expect(instant).toBeLessThan(0.65)
  })

  it('gives every listing prices in cents, a per-day price and pictures', () => {
    for (const item of rows.items) {
      const prices = rows.itemPrices.filter((price) => price.itemId === item.id)
      expect(prices.length, item.itemName).toBeGreaterThan(0)
      expect(prices.every((price) => Number.isInteger(price.amountCents))).toBe(true)
      expect(item.dayPriceCents).toBeGreaterThan(0)
      expect(
        rows.itemMedia.filter((media) => media.itemId === item.id).length,
      ).toBeGreaterThanOrEqual(2)
    }
    expect(new Set(rows.items.map((item) => item.id)).size).toBe(rows.items.length)
  })

  it('has the demo accounts, the footer destinations and stories of every type', () => {
    const emails = rows.users.map((user) => user.email)
    expect(emails).toEqual(expect.arrayContaining(['hirer@example.com', 'supplier@example.com']))
    expect(
      rows.items.filter((item) => item.supplierId === plan.demo.supplierId).length,
    ).toBeGreaterThanOrEqual(5)
    const verifiedBusinesses = rows.users.filter(
      (u) => u.userType === 'BUSINESS' && u.verifyStatus === 'VERIFIED',
    )
    expect(verifiedBusinesses.length).toBeGreaterThan(5)
    expect(rows.destinations.length).toBeGreaterThanOrEqual(15)
    expect(rows.destinations.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Gold coast', 'Melbourne', 'Adelaide']),
    )
    expect(rows.stories.length).toBeGreaterThanOrEqual(12)
    expect(new Set(rows.stories.map((story) => story.storyType)).size).toBe(4)
    expect(rows.banners[0]?.media).toEqual([{ url: '/media/banners/home.jpg' }])
    expect(plan.media.some((job) => job.path === 'banners/home.jpg')).toBe(true)
  })
})
