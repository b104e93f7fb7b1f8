import { expect, it } from 'vitest'
import type { CategoriesData } from '../../shared/contract/catalogue/catalogue.ts'
import { bearer, describeApi, postJson } from './harness.ts'
import { plan, seededCategories } from './seed-facts.ts'

const hiresByCategory = new Map<string, number>()
for (const item of plan.rows.items) {
  hiresByCategory.set(
    item.categoryId,
    (hiresByCategory.get(item.categoryId) ?? 0) + (item.hireCount ?? 0),
  )
}

describeApi('categories', (api) => {
  it('lists every category with subcategories, their tags and icons', async () => {
    const data = await api().get<CategoriesData>('/items/categories')
    expect(data.total).toBe(seededCategories.length)
    expect(data.total).toBeGreaterThanOrEqual(10)
    expect(data.categoriesList.map((category) => category.name)).toEqual(
      seededCategories.map((c) => c.name),
    )
    for (const category of data.categoriesList) {
      expect(category.icon).toMatch(/^http:\/\/.+\/media\/categories\/.+\.svg$/)
      expect(category.subCategories.length).toBeGreaterThanOrEqual(3)
      expect(category.subCategories.length).toBeLessThanOrEqual(6)
      expect(category.isSelected).toBe(false)
      const subTags = category.subCategories.flatMap((sub) => sub.tags.map((tag) => tag._id))
      expect(category.tags.map((tag) => tag._id).sort()).toEqual(subTags.sort())
      for (const sub of category.subCategories) {
        expect(sub).toMatchObject({ name: expect.any(String), description: expect.any(String) })
        expect(sub.image).toMatch(/\/media\/sub-categories\/.+\.svg$/)
        expect(sub.tags.length).toBeGreaterThan(0)
      }
    }
    const icon = await fetch(data.categoriesList[0]?.icon ?? '')
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('pages by chunk and pageNo', async () => {
    const first = await api().get<CategoriesData>('/items/categories?chunk=5&pageNo=1')
    const second = await api().get<CategoriesData>('/items/categories?chunk=5&pageNo=2')
    const beyond = await api().get<CategoriesData>('/items/categories?chunk=5&pageNo=10')
    expect(first.categoriesList).toHaveLength(5)
    expect(second.categoriesList.map((c) => c.name)).toEqual(
      seededCategories.slice(5, 10).map((c) => c.name),
    )
    expect(beyond).toEqual({ categoriesList: [], total: seededCategories.length })
  })

  it('shows guests the most hired categories on home', async () => {
    const data = await api().get<CategoriesData>('/user/categories/home?chunk=6')
    expect(data.categoriesList).toHaveLength(6)
    const hires = data.categoriesList.map((category) => hiresByCategory.get(category._id) ?? 0)
    const top = [...hiresByCategory.values()].sort((a, b) => b - a).slice(0, 6)
    expect(hires).toEqual(top)
  })

  it("shows a signed-in user's favourite categories, marked selected", async () => {
    const login = await postJson(api(), '/user/login', {
      email: 'hirer@example.com',
      password: 'Password1',
    })
    const token = bearer(String(login.body.data.accessToken))
    const home = await api().get<CategoriesData>('/user/categories/home?chunk=6', token)
    expect(home.total).toBe(4)
    expect(home.categoriesList.map((c) => c.name).sort()).toEqual([
      'Camping',
      'Hiking',
      'Surfing',
      'Water sports',
    ])
    expect(home.categoriesList.every((c) => c.isSelected)).toBe(true)
    const all = await api().get<CategoriesData>('/items/categories', token)
    expect(all.categoriesList.filter((c) => c.isSelected)).toHaveLength(4)
  })

  it('falls back to the top categories for a user without favourites', async () => {
    const login = await postJson(api(), '/user/login', {
      email: 'supplier@example.com',
      password: 'Password1',
    })
    const token = bearer(String(login.body.data.accessToken))
    const home = await api().get<CategoriesData>('/user/categories/home?chunk=3', token)
    expect(home.total).toBe(seededCategories.length)
    expect(home.categoriesList.every((c) => c.isSelected === false)).toBe(true)
  })
})
