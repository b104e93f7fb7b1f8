import { expect, it } from 'vitest'
import type { Destination } from '../../shared/contract/catalogue/home.ts'
import { cityLinks } from './footer.ts'

const city = (id: string, name: string): Destination => ({
  _id: id,
  name,
  imageUrl: '',
  state: '',
  location: { coordinates: [0, 0] },
  distance: null,
})

it('links top cities by name, case-insensitively, else to the locations page', () => {
  const links = cityLinks(
    ['Gold coast', 'Melbourne', 'Adelaide'],
    [city('g1', 'Gold Coast'), city('m1', ' Melbourne ')],
  )
  expect(links).toEqual([
    { name: 'Gold coast', href: '/location/g1' },
    { name: 'Melbourne', href: '/location/m1' },
    { name: 'Adelaide', href: '/location' },
  ])
})
