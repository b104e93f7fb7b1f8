/** A small seeded pseudo-random generator (mulberry32), so seed data is the same every run. */
export interface Random {
  /** in [0, 1) */
  next(): number
  /** a whole number in [low, high] */
  int(low: number, high: number): number
  /** a number in [low, high) rounded to `decimals` */
  float(low: number, high: number, decimals?: number): number
  chance(probability: number): boolean
  pick<T>(list: readonly T[]): T
  shuffle<T>(list: readonly T[]): T[]
}

export function hashSeed(text: string): number {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619)
  }
  return hash >>> 0
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  return {
    next,
    int,
    float: (low, high, decimals = 2) => {
      const factor = 10 ** decimals
      return Math.round((low + next() * (high - low)) * factor) / factor
    },
    chance: (probability) => next() < probability,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list')
      return list[int(0, list.length - 1)] as (typeof list)[number]
    },
    shuffle: (list) => {
      const copy = [...list]
      for (let index = copy.length - 1; index > 0; index--) {
        const other = int(0, index)
        ;[copy[index], copy[other]] = [copy[other] as never, copy[index] as never]
      }
      return copy
    },
  }
}
