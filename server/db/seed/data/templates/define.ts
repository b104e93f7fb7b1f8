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

/** What a product or an experience adds to the fields every template has. */
type KindFields = Pick<ItemTemplate, 'kind' | 'bond' | 'units' | 'group'>

/** Binds a category and the settings its items suit by default. */
export function templates(category: string, settings: Setting[]) {
  const template = (
    [sub, name, text, price]: [string, string, string, PriceSeed],
    { kind, bond, units, group }: KindFields,
    only: Setting[] | undefined,
  ): ItemTemplate => ({
    category,
    sub,
    name,
    text,
    kind,
    price,
    bond,
    units,
    group,
    settings: only ?? settings,
  })
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
    ) => template([sub, name, text, price], { kind: 'product', bond, units, group: null }, only),
    /** An experience: group sizes, no bond. */
    x: (
      sub: string,
      name: string,
      text: string,
      price: PriceSeed,
      group: [number, number],
      only?: Setting[],
    ) =>
      template(
        [sub, name, text, price],
        { kind: 'experience', bond: 0, units: [1, 1], group },
        only,
      ),
  }
}
