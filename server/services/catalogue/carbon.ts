/**
 * Carbon credits: each hire saves its category's co2Save (kg CO2e per hire) against buying.
 * The caller's savings come from their hires; the global figure from every listing's hire
 * count. What a saving equals is the shared rule in shared/domain/catalogue/carbon.ts.
 */
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm'
import type { CarbonData } from '../../../shared/contract/catalogue/carbon.ts'
import { notHiredStatuses } from '../../../shared/domain/booking/status.ts'
import { carbonEquivalents, carbonSaved } from '../../../shared/domain/catalogue/carbon.ts'
import type { Db } from '../../db/connect.ts'
import { bookings, carbonFacts, categories, items } from '../../db/schema.ts'

export async function carbonData(db: Db, userId: string | null): Promise<CarbonData> {
  const [categoryRows, hires, [global], content] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, co2Save: categories.co2Save })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    userId
      ? db
          .select({ categoryId: items.categoryId, count: count() })
          .from(bookings)
          .innerJoin(items, eq(items.id, bookings.itemId))
          .where(and(eq(bookings.hirerId, userId), notInArray(bookings.status, notHiredStatuses)))
          .groupBy(items.categoryId)
      : Promise.resolve([]),
    db
      .select({
        kg: sql<number>`coalesce(sum(${items.hireCount} * ${categories.co2Save}), 0)`.mapWith(
          Number,
        ),
      })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId)),
    db.select().from(carbonFacts).orderBy(asc(carbonFacts.kind), asc(carbonFacts.position)),
  ])
  const hiresOf = new Map(hires.map((row) => [row.categoryId, row.count]))
  const data = categoryRows
    .map((category) => ({
      _id: category.id,
      name: category.name,
      co2Save: carbonSaved([{ co2Save: category.co2Save, count: hiresOf.get(category.id) ?? 0 }]),
    }))
    .sort((a, b) => b.co2Save - a.co2Save)
  const totalCarbon = carbonSaved(
    categoryRows.map((category) => ({
      co2Save: category.co2Save,
      count: hiresOf.get(category.id) ?? 0,
    })),
  )
  return {
    totalCarbon,
    globalEmission: Math.round(global?.kg ?? 0),
    data,
    yourSaving: carbonEquivalents(totalCarbon),
    facts: content
      .filter((row) => row.kind === 'FACT')
      .map((row) => ({ _id: row.id, description: row.description })),
    que: content
      .filter((row) => row.kind === 'QUIZ')
      .map((row) => ({ _id: row.id, description: row.description, answer: row.answer === true })),
    unit: 'kg',
  }
}
