/**
 * Details the first listing plan left at their defaults: business listings open with the
 * business's hours, suppliers' own terms documents (PDF) for about one listing in five,
 * experiences without a maximum group size, and a short video on about one listing in
 * twenty. A random stream of its own keeps the listings themselves unchanged.
 */
import { createRandom } from '../../../lib/random.ts'
import { categorySeeds } from '../data/categories.ts'
import { seedId } from '../ids.ts'
import { categoryId } from './catalogue.ts'
import { type MediaJob, mediaPath, type SeedRows } from './types.ts'

type ItemRow = SeedRows['items'][number]
type UserRow = SeedRows['users'][number]
type MediaRow = SeedRows['itemMedia'][number]
type Rgb = [number, number, number]

const rgb = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb
/** The category's colour fading to a sunset orange. */
const sunset: Rgb = [244, 162, 97]

const termsLines = [
  'These terms add to the marketplace terms for hires of my listings.',
  '1. Please arrive within 15 minutes of the agreed pick-up time.',
  '2. Gear must be returned clean; sand and mud left behind may be charged from the bond.',
  '3. Report any damage at return: the bond covers repairs up to its amount.',
  '4. Hires cancelled within 24 hours of the start are refunded as the marketplace policy says.',
  '5. Safety gear supplied must be used as shown at pick-up.',
]

export function planListingExtras(items: ItemRow[], users: UserRow[], itemMedia: MediaRow[]) {
  const rng = createRandom('hire-marketplace-seed-extras-v1')
  const colours = new Map(categorySeeds.map((seed) => [categoryId(seed.key), rgb(seed.colour)]))
  const videos: MediaRow[] = []
  const owners = new Map(users.map((user) => [user.id as string, user]))
  const media: MediaJob[] = []
  const termsDocs = new Set<string>()
  const updated = items.map((item): ItemRow => {
    const owner = owners.get(item.supplierId)
    const hours = owner?.hours as { day: string; open: number; close: number }[] | undefined
    const sameAsBusiness = owner?.userType === 'BUSINESS' && Boolean(hours) && rng.chance(0.4)
    const ownTerms = rng.chance(0.2)
    const noMaxGroup = item.itemCategoryType === 1 && rng.chance(0.15)
    const doc = `terms/${item.supplierId}.pdf`
    if (rng.chance(0.05)) addVideo(item)
    if (ownTerms && !termsDocs.has(doc)) {
      termsDocs.add(doc)
      const name = owner?.companyName ?? `${owner?.firstName ?? ''} ${owner?.lastName ?? ''}`
      media.push({ kind: 'pdf', path: doc, title: `Hire terms: ${name.trim()}`, lines: termsLines })
    }
    return {
      ...item,
      ...(sameAsBusiness && hours
        ? {
            isSameAsBusinessHour: true,
            pickUpDaysAndTime: hours.map((slot) => ({
              day: slot.day,
              startTime: slot.open,
              endTime: slot.close,
            })),
          }
        : {}),
      isApplyTermsAndCond: !ownTerms,
      termsAndCondDoc: ownTerms ? mediaPath(doc) : null,
      ...(noMaxGroup ? { isNoMaxGroup: true, maximumGroupNumber: null } : {}),
    }
  })
  return { items: updated, itemMedia: [...itemMedia, ...videos], media }

  /** After the item's pictures, with its first picture as the poster. */
  function addVideo(item: ItemRow) {
    const pictures = itemMedia.filter((entry) => entry.itemId === item.id)
    const poster = pictures[0]
    if (!poster) return
    const file = `videos/${item.id}.mp4`
    media.push({
      kind: 'video',
      path: file,
      from: colours.get(item.categoryId) ?? sunset,
      to: sunset,
    })
    videos.push({
      id: seedId(`media:${file}`),
      itemId: item.id as string,
      url: mediaPath(file),
      thumbnailUrl: poster.thumbnailUrl,
      type: 2,
      position: pictures.length,
    })
  }
}
