/** A category with named subcategories (ids from the names), for tests. */
import type { Category } from '../../contract/catalogue/catalogue.ts'

export const testCategory = (name: string, subs: string[] = []): Category => ({
  _id: `c-${name}`,
  name,
  icon: `${name}.svg`,
  co2Save: 0,
  subCategories: subs.map((sub) => ({
    _id: `s-${sub}`,
    name: sub,
    image: '',
    description: '',
    tags: [],
  })),
  tags: [],
})
