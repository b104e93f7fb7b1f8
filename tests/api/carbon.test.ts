import { expect, it } from 'vitest'
import type { CarbonData } from '../../shared/contract/catalogue/carbon.ts'
import { guestToken, signIn, verifiedAccount } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'
import { demoHirerId, plan, seededItem } from './seed-facts.ts'

const notHired = ['REQUESTED', 'DECLINED', 'CANCELED', 'EXPIRED', 'PAYMENT_REQUIRED']
const co2Of = new Map(plan.rows.categories.map((category) => [category.id, category.co2Save ?? 0]))

describeApi('carbon credits', (api) => {
  it('adds up the hirer\u2019s savings per category and what they equal', async () => {
    const login = await signIn(api(), 'hirer@example.com')
    const data = await api().get<CarbonData>(
      '/user/carbon',
      bearer(String(login.body.data.accessToken)),
    )
    const perCategory = new Map<string, number>()
    for (const booking of plan.rows.bookings) {
      if (booking.hirerId !== demoHirerId || notHired.includes(booking.status)) continue
      const categoryId = seededItem(booking.itemId).categoryId
      perCategory.set(categoryId, (perCategory.get(categoryId) ?? 0) + (co2Of.get(categoryId) ?? 0))
    }
    const expected = [...perCategory.values()].reduce((sum, kg) => sum + kg, 0)
    expect(perCategory.size).toBeGreaterThanOrEqual(3)
    expect(data.totalCarbon).toBeCloseTo(expected, 5)
    expect(data.unit).toBe('kg')
    expect(data.data).toHaveLength(plan.rows.categories.length)
    for (const entry of data.data) {
      expect(entry.co2Save, entry.name).toBeCloseTo(perCategory.get(entry._id) ?? 0, 5)
    }
    const saved = data.data.map((entry) => entry.co2Save)
    expect(saved).toEqual([...saved].sort((a, b) => b - a))
    // EPA factors in kg CO2e per unit: 0.393 per mile, 8.887 per gallon, 7930 per home-year,
    // 0.905 per pound of coal, 0.0124 per smartphone charge, 60 per tree seedling.
    const kg = data.totalCarbon
    expect(data.yourSaving.miles).toBeCloseTo(kg / 0.393, 1)
    expect(data.yourSaving.gasoline).toBeCloseTo(kg / 8.887, 2)
    expect(data.yourSaving.home).toBeCloseTo(kg / 7930, 4)
    expect(data.yourSaving.coal).toBeCloseTo(kg / 0.905, 1)
    expect(data.yourSaving.smartPhone).toBe(Math.round(kg / 0.0124))
    expect(data.yourSaving.trees).toBeCloseTo(kg / 60, 2)
  })

  it('gives guests and new users zero savings, the global figure, facts and a quiz', async () => {
    const guest = await api().get<CarbonData>('/user/carbon', bearer(await guestToken(api())))
    const account = await verifiedAccount(api())
    const fresh = await api().get<CarbonData>('/user/carbon', bearer(account.token))
    const client = await api().get<CarbonData>('/user/carbon')
    const globalKg = plan.rows.items.reduce(
      (sum, item) => sum + (item.hireCount ?? 0) * (co2Of.get(item.categoryId) ?? 0),
      0,
    )
    for (const data of [guest, fresh, client]) {
      expect(data.totalCarbon).toBe(0)
      expect(data.data.every((entry) => entry.co2Save === 0)).toBe(true)
      expect(Object.values(data.yourSaving).every((value) => value === 0)).toBe(true)
      expect(data.globalEmission).toBe(Math.round(globalKg))
      expect(data.facts.length).toBeGreaterThanOrEqual(5)
      expect(data.que.length).toBeGreaterThanOrEqual(5)
      expect(data.que.every((question) => typeof question.answer === 'boolean')).toBe(true)
      expect(new Set(data.que.map((question) => question.answer))).toEqual(new Set([true, false]))
      expect(new Set(data.que.map((question) => question._id)).size).toBe(data.que.length)
    }
    expect((await api().call('/user/carbon', { auth: null })).status).toBe(401)
  })
})
