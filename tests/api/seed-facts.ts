/**
 * What the tests know about the seeded data: the same deterministic plan the seeder
 * inserted (seeded today, as the global setup does), indexed for look-ups.
 */
import { buildSeedPlan } from '../../server/db/seed/plan/index.ts'

export const plan = buildSeedPlan()
export const seededItems = new Map(plan.rows.items.map((item) => [item.id as string, item]))
export const seededUsers = new Map(plan.rows.users.map((user) => [user.id as string, user]))
export const seededCategories = plan.rows.categories

export function seededItem(id: string) {
  const item = seededItems.get(id)
  if (!item) throw new Error(`Item ${id} is not in the seed`)
  return item
}

export function supplierOf(itemId: string) {
  const user = seededUsers.get(seededItem(itemId).supplierId)
  if (!user) throw new Error(`Supplier of ${itemId} is not in the seed`)
  return user
}

export const categoryIdByName = (name: string) => {
  const category = seededCategories.find((entry) => entry.name === name)
  if (!category?.id) throw new Error(`No category ${name}`)
  return category.id
}

/** True when the numbers never increase. */
export const descending = (values: number[]) =>
  values.every((value, i) => i === 0 || value <= (values[i - 1] ?? value))
export const ascending = (values: number[]) =>
  values.every((value, i) => i === 0 || value >= (values[i - 1] ?? value))

export const demoHirerId = plan.demo.hirerId
export const demoSupplierId = plan.demo.supplierId

/** Great-circle distance in km, as the server computes it. */
export function haversineKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180
  const a =
    Math.sin(((to.latitude - from.latitude) * rad) / 2) ** 2 +
    Math.cos(from.latitude * rad) *
      Math.cos(to.latitude * rad) *
      Math.sin(((to.longitude - from.longitude) * rad) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Seeded items within radiusKm of a point. */
export const itemsNear = (point: { latitude: number; longitude: number }, radiusKm: number) =>
  plan.rows.items.filter((item) => haversineKm(point, item) <= radiusKm)

export function seededUser(id: string) {
  const user = seededUsers.get(id)
  if (!user) throw new Error(`User ${id} is not in the seed`)
  return user
}
