import { expect, it } from 'vitest'
import type { PlaceDetails, PlaceSuggestion } from '../../shared/contract/catalogue/places.ts'
import { describeApi } from './harness.ts'

describeApi('places', (api) => {
  const autocomplete = (input: string, limit?: number) =>
    api().get<{ list: PlaceSuggestion[] }>(
      `/places/autocomplete?input=${encodeURIComponent(input)}${limit ? `&limit=${limit}` : ''}`,
    )

  it('completes place names prefix-first, case-insensitively', async () => {
    const { list } = await autocomplete('by')
    expect(list[0]).toEqual({
      placeId: 'au-nsw-byron-bay',
      main_text: 'Byron Bay',
      secondary_text: 'NSW, Australia',
    })
    const upper = await autocomplete('MELB')
    expect(upper.list[0]?.main_text).toBe('Melbourne')
    const word = await autocomplete('beach', 10)
    expect(word.list.map((place) => place.main_text)).toEqual(
      expect.arrayContaining(['Bondi Beach', 'Airlie Beach']),
    )
    const limited = await autocomplete('s', 3)
    expect(limited.list).toHaveLength(3)
    expect((await autocomplete('zzzz')).list).toEqual([])
  })

  it('finds places by state too', async () => {
    const { list } = await autocomplete('tasmania', 10)
    expect(list).toHaveLength(10)
    expect(list.every((place) => place.secondary_text === 'TAS, Australia')).toBe(true)
  })

  it('gives details with coordinates', async () => {
    const { list } = await autocomplete('cairns')
    const placeId = list[0]?.placeId ?? ''
    const details = await api().get<PlaceDetails>(`/places/details?placeId=${placeId}`)
    expect(details).toMatchObject({
      placeId,
      main_text: 'Cairns',
      address: 'Cairns QLD, Australia',
    })
    expect(details.lat).toBeCloseTo(-16.92, 1)
    expect(details.lng).toBeCloseTo(145.78, 1)
    const missing = await api().call('/places/details?placeId=au-nowhere')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ statusCode: 404, message: 'Place not found' })
  })
})
