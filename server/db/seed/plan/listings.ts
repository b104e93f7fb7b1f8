/**
 * Listings: every template is placed at one hub that suits it, then templates are placed
 * at a second hub until the catalogue reaches its target size. Each listing gets local
 * prices, an address on a real street near the hub, ratings, counts, tags and pictures.
 */
import type { Random } from '../../../lib/random.ts'
import { locality } from '../../../places/lookup.ts'
import { categorySeeds } from '../data/categories.ts'
import { type HubSeed, hubSeeds, type Setting } from '../data/hubs.ts'
import { reviewTagSeeds } from '../data/people.ts'
import type { ItemTemplate } from '../data/templates/define.ts'
import { allTemplates } from '../data/templates/index.ts'
import { seedId } from '../ids.ts'
import { categoryId, subCategoryId, tagId } from './catalogue.ts'
import { describeListing, hireDurations, localPrices, pickUpTimes } from './listing-details.ts'
import { type MediaJob, mediaPath, type SeedRows, slug } from './types.ts'

export const listingTarget = 252
const dayMs = 24 * 60 * 60 * 1000
const settingThemes = {
  city: 'city',
  coast: 'coast',
  reef: 'beach',
  bush: 'hiking',
  snow: 'snow',
  wine: 'cycling',
  outback: 'tours',
} as const

export const itemKey = (template: ItemTemplate, hubKey: string) =>
  `${template.category}/${template.sub}/${slug(template.name)}@${hubKey}`
export const itemId = (key: string) => seedId(`item:${key}`)

type ListingRows = Pick<SeedRows, 'items' | 'itemPrices' | 'itemMedia' | 'itemTags'>

export function planListings(rng: Random, suppliersByHub: Map<string, string[]>, anchor: Date) {
  const rows: ListingRows = { items: [], itemPrices: [], itemMedia: [], itemTags: [] }
  const media: MediaJob[] = []
  const used = new Map<ItemTemplate, Set<string>>()
  const suits = (template: ItemTemplate) =>
    hubSeeds.filter((hub) => hub.settings.some((setting) => template.settings.includes(setting)))

  const place = (template: ItemTemplate): boolean => {
    const taken = used.get(template) ?? new Set<string>()
    const options = suits(template).filter((hub) => !taken.has(hub.key))
    if (options.length === 0) return false
    const hub = rng.pick(options)
    taken.add(hub.key)
    used.set(template, taken)
    addListing(template, hub)
    return true
  }
  for (const template of rng.shuffle(allTemplates)) place(template)
  for (const template of rng.shuffle(allTemplates)) {
    if (rows.items.length >= listingTarget) break
    place(template)
  }
  return { ...rows, media }

  function addListing(template: ItemTemplate, hub: HubSeed) {
    const key = itemKey(template, hub.key)
    const id = itemId(key)
    const category = categorySeeds.find((entry) => entry.key === template.category)
    const sub = category?.subs.find((entry) => entry.key === template.sub)
    if (!category || !sub) throw new Error(`Template ${key} names an unknown category`)
    const [, state, latitude, longitude] = locality(hub.place, hub.state)
    const streetName = rng.pick(hub.streets)
    const street = `${rng.int(1, 180)} ${streetName}`
    const address = streetName.includes(',')
      ? `${street} ${hub.state}`
      : `${street}, ${hub.place} ${hub.state}`
    const { prices, dayPriceCents } = localPrices(rng, template.price)
    const reviewCount = rng.chance(0.1) ? 0 : rng.int(1, 140)
    const units = template.kind === 'product' ? rng.int(...template.units) : 1
    rows.items.push({
      id,
      supplierId: rng.pick(suppliersByHub.get(hub.key) ?? []),
      categoryId: categoryId(template.category),
      subCategoryId: subCategoryId(template.category, template.sub),
      itemName:
        template.kind === 'experience' ? `${template.name} \u2013 ${hub.city}` : template.name,
      ...describeListing(rng, template, hub, street),
      itemCategoryType: template.kind === 'experience' ? 1 : 2,
      availableUnits: units,
      isGroupBooking: template.group !== null,
      minimumGroupNumber: template.group?.[0] ?? null,
      maximumGroupNumber: template.group?.[1] ?? null,
      ...hireDurations(rng, template),
      pickUpDaysAndTime: pickUpTimes(rng),
      address,
      city: hub.city,
      state,
      latitude: latitude + rng.float(-0.008, 0.008, 5),
      longitude: longitude + rng.float(-0.008, 0.008, 5),
      bondCents: template.bond * 100,
      dayPriceCents,
      instantBooking: rng.chance(0.5),
      isInsuranceAvailable: template.bond >= 300 && rng.chance(0.6),
      rating: reviewCount === 0 ? 0 : rng.float(3.7, 5, 1),
      reviewCount,
      reviewTag: reviewCount === 0 ? '' : rng.pick(reviewTagSeeds.POSITIVE),
      hireCount: Math.floor(rng.next() ** 2 * 420),
      bookmarkCount: Math.floor(rng.next() ** 2 * 160),
      createdAt: new Date(anchor.getTime() - rng.int(1, 400) * dayMs),
    })
    for (const price of prices) rows.itemPrices.push({ itemId: id, ...price })
    const themes = [
      category.theme,
      ...hub.settings.map((setting: Setting) => settingThemes[setting]),
    ]
    const pictures = [
      themes[0],
      themes[1] ?? category.theme,
      ...(rng.chance(0.3) ? [category.theme] : []),
    ]
    pictures.forEach((theme, position) => {
      const file = `items/${slug(key)}-${position + 1}.svg`
      media.push({
        kind: 'scene',
        path: file,
        theme: theme ?? category.theme,
        seed: file,
        w: 800,
        h: 560,
        title: template.name,
      })
      rows.itemMedia.push({
        id: seedId(`media:${file}`),
        itemId: id,
        url: mediaPath(file),
        thumbnailUrl: mediaPath(file),
        type: 1,
        position,
      })
    })
    for (const tag of rng.shuffle(sub.tags).slice(0, rng.int(1, 2))) {
      rows.itemTags.push({ itemId: id, tagId: tagId(template.category, template.sub, tag) })
    }
  }
}
