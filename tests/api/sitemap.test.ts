import { expect, it } from 'vitest'
import type { SupplierEntry } from '../../shared/contract/catalogue/sitemap.ts'
import type { ListData } from '../../shared/contract/core/envelope.ts'
import { describeApi, expectSeededTotal } from './harness.ts'
import { demoSupplierId, plan, seededUser } from './seed-facts.ts'

const supplierIds = [...new Set(plan.rows.items.map((item) => item.supplierId as string))]

describeApi('suppliers for the sitemap', (api) => {
  it('lists every user with a listed item once, with a display name and a date', async () => {
    const data = await api().get<ListData<SupplierEntry>>('/users/suppliers')
    expectSeededTotal(data.total, supplierIds.length)
    const ids = data.list.map((entry) => entry._id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => supplierIds.includes(id)).sort()).toEqual([...supplierIds].sort())
    const demo = data.list.find((entry) => entry._id === demoSupplierId)
    const user = seededUser(demoSupplierId)
    expect(demo?.name).toBe(
      user.userType === 'BUSINESS' && user.companyName
        ? user.companyName
        : `${user.firstName} ${user.lastName}`.trim(),
    )
    for (const entry of data.list) expect(Number.isNaN(Date.parse(entry.updated))).toBe(false)
    const business = plan.rows.users.find(
      (entry) => entry.userType === 'BUSINESS' && supplierIds.includes(entry.id as string),
    )
    if (business) {
      expect(data.list.find((entry) => entry._id === business.id)?.name).toBe(business.companyName)
    }
  })

  it('pages without overlap', async () => {
    const first = await api().get<ListData<SupplierEntry>>('/users/suppliers?limit=3&pageNo=1')
    const second = await api().get<ListData<SupplierEntry>>('/users/suppliers?limit=3&pageNo=2')
    expect(first.list).toHaveLength(3)
    expectSeededTotal(first.total, supplierIds.length)
    const seen = new Set(first.list.map((entry) => entry._id))
    expect(second.list.some((entry) => seen.has(entry._id))).toBe(false)
  })

  it('refuses bad paging and callers without credentials', async () => {
    expect((await api().call('/users/suppliers?limit=0')).status).toBe(400)
    expect((await api().call('/users/suppliers?limit=1001')).status).toBe(400)
    expect((await api().call('/users/suppliers?pageNo=x')).status).toBe(400)
    expect((await api().call('/users/suppliers', { auth: null })).status).toBe(401)
  })

  it('leaves out users without listed items', async () => {
    const listedOnly = await api().get<ListData<SupplierEntry>>('/users/suppliers?limit=1000')
    const withoutItems = plan.rows.users.filter((user) => !supplierIds.includes(user.id as string))
    expect(withoutItems.length).toBeGreaterThan(0)
    for (const user of withoutItems) {
      expect(listedOnly.list.some((entry) => entry._id === user.id)).toBe(false)
    }
  })
})
