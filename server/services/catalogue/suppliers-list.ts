/** Suppliers with at least one listed item, for the sitemap: oldest account first. */
import { asc, count, countDistinct, eq, max } from 'drizzle-orm'
import type { SupplierEntry } from '../../../shared/contract/catalogue/sitemap.ts'
import type { ListData } from '../../../shared/contract/core/envelope.ts'
import type { Db } from '../../db/connect.ts'
import { isListed, items, users } from '../../db/schema.ts'
import { displayName } from '../account/people.ts'

export async function listedSuppliers(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ListData<SupplierEntry>> {
  const newest = max(items.createdAt)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        userType: users.userType,
        firstName: users.firstName,
        lastName: users.lastName,
        companyName: users.companyName,
        newest,
        listed: count(items.id),
      })
      .from(users)
      .innerJoin(items, eq(items.supplierId, users.id))
      .where(isListed)
      .groupBy(users.id)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: countDistinct(items.supplierId) })
      .from(items)
      .where(isListed),
  ])
  const list = rows.map((row) => ({
    _id: row.id,
    name: displayName(row),
    updated: new Date(row.newest ?? 0).toISOString(),
  }))
  return { list, total: total?.n ?? 0 }
}
