/** The shape of an item template and the two helpers the template lists are written with. */
import type { Setting } from '../hubs.ts'

export interface PriceSeed {
  hour?: number
  half?: number
  day?: number
  week?: number
  month?: number
}

export interface ItemTemplate {
  category: string
  sub: string
  name: string
  text: string
  kind: 'product' | 'experience'
  /** dollars */
  price: PriceSeed
  /** dollars */
  bond: number
  units: [number, number]
  group: [number, number] | null
  settings: Setting[]
}

/** Binds a category and the settings its items suit by default. */
export function templates(category: string, settings: Setting[]) {
  return {
    /** A product: units to hire, a bond. */
    p: (
      sub: string,
      name: string,
      text: string,
      price: PriceSeed,
      bond: number,
      units: [number, number],
      only?: Setting[],
    ): ItemTemplate => ({
      category,
      sub,
      name,
      text,
      kind: 'product',
      price,
      bond,
      units,
      group: null,
      settings: only ?? settings,
    }),
    /** An experience: group sizes, no bond. */
    x: (
      sub: string,
      name: string,
      text: string,
      price: PriceSeed,
      group: [number, number],
      only?: Setting[],
    ): ItemTemplate => ({
      category,
      sub,
      name,
      text,
      kind: 'experience',
      price,
      bond: 0,
      units: [1, 1],
      group,
      settings: only ?? settings,
    }),
  }
}
