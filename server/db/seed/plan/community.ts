/**
 * Reviews and questions. Each user's seeded rating and review count become the average
 * and number of the review rows planned here, so profiles, review lists and the
 * "highest rated supplier" sort agree. A random stream of its own keeps the rest of the
 * plan unchanged.
 */
import { createRandom, type Random } from '../../../lib/random.ts'
import { carbonFactSeeds, carbonQuizSeeds } from '../data/carbon.ts'
import {
  experienceQuestions,
  productQuestions,
  profileQuestions,
  reviewComments,
} from '../data/community.ts'
import { reviewTagSeeds } from '../data/people.ts'
import { seedId } from '../ids.ts'
import type { SeedRows } from './types.ts'

type ItemRow = SeedRows['items'][number]
type UserRow = SeedRows['users'][number]

const dayMs = 24 * 60 * 60 * 1000
/** Reviews seeded per user at most. */
const reviewCap = 12
/** The most hired listings get questions, besides the demo supplier's own. */
const popularWithQuestions = 12

export function planCommunity(
  anchor: Date,
  users: UserRow[],
  items: ItemRow[],
  demo: { hirerId: string; supplierId: string },
) {
  const rng = createRandom('hire-marketplace-seed-community-v1')
  const daysAgo = (days: number) => new Date(anchor.getTime() - days * dayMs)
  const itemsBySupplier = new Map<string, ItemRow[]>()
  for (const item of items) {
    itemsBySupplier.set(item.supplierId, [...(itemsBySupplier.get(item.supplierId) ?? []), item])
  }
  const individuals = users.filter((user) => user.userType === 'INDIVIDUAL')
  const suppliers = users.filter((user) => itemsBySupplier.has(user.id as string))
  const someoneElse = (pool: UserRow[], not: string) => {
    const options = pool.filter((user) => user.id !== not)
    return rng.pick(options).id as string
  }

  const reviews: SeedRows['reviews'] = []
  const rated = users.map((user): UserRow => {
    const count = Math.min(user.reviewCount ?? 0, reviewCap)
    if (count === 0) return { ...user, rating: 0, reviewCount: 0 }
    const own = itemsBySupplier.get(user.id as string)
    const ratings: number[] = []
    for (let n = 0; n < count; n++) {
      const rating = Math.min(
        5,
        Math.max(1, Math.round((user.rating ?? 4.5) + rng.float(-0.8, 0.8))),
      )
      ratings.push(rating)
      const reviewerId = own ? someoneElse(individuals, user.id as string) : pickSupplier(user)
      const item = own ? rng.pick(own) : rng.pick(itemsBySupplier.get(reviewerId) ?? items)
      reviews.push({
        id: seedId(`review:${user.id}:${n}`),
        revieweeId: user.id as string,
        reviewerId,
        itemId: item.id as string,
        type: own ? 1 : 2,
        rating,
        comment: commentFor(rng, rating, !own),
        reviewTags: tagsFor(rng, rating),
        createdAt: daysAgo(rng.int(2, 300)),
      })
    }
    const average = ratings.reduce((sum, value) => sum + value, 0) / count
    return { ...user, rating: Math.round(average * 10) / 10, reviewCount: count }
  })

  function pickSupplier(user: UserRow) {
    return someoneElse(suppliers, user.id as string)
  }

  const questions: SeedRows['questions'] = []
  const ask = (key: string, itemId: string | null, ownerId: string, pair: [string, string]) => {
    const created = daysAgo(rng.int(2, 60))
    const answered = rng.chance(0.7)
    questions.push({
      id: seedId(`question:${key}`),
      itemId,
      ownerId,
      askerId:
        rng.chance(0.25) && ownerId !== demo.hirerId
          ? demo.hirerId
          : someoneElse(individuals, ownerId),
      question: pair[0],
      answer: answered ? pair[1] : null,
      answeredAt: answered ? new Date(created.getTime() + dayMs) : null,
      createdAt: created,
    })
  }
  const popular = [...items]
    .sort((a, b) => (b.hireCount ?? 0) - (a.hireCount ?? 0))
    .slice(0, popularWithQuestions)
  const demoItems = itemsBySupplier.get(demo.supplierId) ?? []
  for (const item of new Set([...popular, ...demoItems])) {
    const pool = item.itemCategoryType === 1 ? experienceQuestions : productQuestions
    for (const [n, pair] of rng.shuffle(pool).slice(0, rng.int(1, 3)).entries()) {
      ask(`${item.id}:${n}`, item.id as string, item.supplierId, pair)
    }
  }
  profileQuestions.forEach((pair, n) => {
    ask(`profile:${demo.supplierId}:${n}`, null, demo.supplierId, pair)
  })

  return { users: rated, reviews, questions, carbonFacts: carbonFacts() }
}

function commentFor(rng: Random, rating: number, aboutHirer: boolean): string {
  if (aboutHirer) return rng.pick(reviewComments.hirer)
  if (rating >= 4) return rng.pick(reviewComments.good)
  return rng.pick(rating === 3 ? reviewComments.fair : reviewComments.poor)
}

function tagsFor(rng: Random, rating: number): string[] {
  const pool = rating >= 4 ? reviewTagSeeds.POSITIVE : rating <= 2 ? reviewTagSeeds.NEGATIVE : []
  return pool.length ? rng.shuffle(pool).slice(0, rng.int(1, 2)) : []
}

function carbonFacts(): SeedRows['carbonFacts'] {
  return [
    ...carbonFactSeeds.map((description, position) => ({
      id: seedId(`carbon-fact:${position}`),
      kind: 'FACT',
      description,
      answer: null,
      position,
    })),
    ...carbonQuizSeeds.map(([description, answer], position) => ({
      id: seedId(`carbon-quiz:${position}`),
      kind: 'QUIZ',
      description,
      answer,
      position,
    })),
  ]
}
