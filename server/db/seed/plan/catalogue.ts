/** Categories, subcategories and tags, with their icons and pictures. */
import { categorySeeds } from '../data/categories.ts'
import { seedId } from '../ids.ts'
import { type MediaJob, mediaPath, type SeedRows } from './types.ts'

export const categoryId = (key: string) => seedId(`category:${key}`)
export const subCategoryId = (category: string, sub: string) =>
  seedId(`sub-category:${category}/${sub}`)
export const tagId = (category: string, sub: string, tag: string) =>
  seedId(`tag:${category}/${sub}/${tag}`)

export function planCatalogue(): Pick<SeedRows, 'categories' | 'subCategories' | 'tags'> & {
  media: MediaJob[]
} {
  const rows: Pick<SeedRows, 'categories' | 'subCategories' | 'tags'> = {
    categories: [],
    subCategories: [],
    tags: [],
  }
  const media: MediaJob[] = []
  categorySeeds.forEach((category, position) => {
    const icon = `categories/${category.key}.svg`
    media.push({
      kind: 'icon',
      path: icon,
      glyph: category.glyph,
      colour: category.colour,
      title: category.name,
    })
    rows.categories.push({
      id: categoryId(category.key),
      name: category.name,
      icon: mediaPath(icon),
      co2Save: category.co2Save,
      position,
      isOutdoor: category.isOutdoor,
    })
    let tagPosition = 0
    category.subs.forEach((sub, subPosition) => {
      const image = `sub-categories/${category.key}-${sub.key}.svg`
      media.push({
        kind: 'scene',
        path: image,
        theme: category.theme,
        seed: image,
        w: 640,
        h: 448,
        title: sub.name,
      })
      rows.subCategories.push({
        id: subCategoryId(category.key, sub.key),
        categoryId: categoryId(category.key),
        name: sub.name,
        image: mediaPath(image),
        description: sub.description,
        position: subPosition,
      })
      for (const tag of sub.tags) {
        rows.tags.push({
          id: tagId(category.key, sub.key, tag),
          categoryId: categoryId(category.key),
          subCategoryId: subCategoryId(category.key, sub.key),
          tagName: tag,
          position: tagPosition++,
        })
      }
    })
  })
  return { ...rows, media }
}
