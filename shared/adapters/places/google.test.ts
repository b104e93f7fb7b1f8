import { describe, expect, it, vi } from 'vitest'
import { createGooglePlaces, type GoogleMapsNamespace, type GooglePlacesLibrary } from './google.ts'

function fakeGoogle() {
  const requests: unknown[] = []
  const library: GooglePlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: vi.fn(async (request) => {
        requests.push(request)
        return {
          suggestions: [
            {
              placePrediction: {
                placeId: 'g-byron',
                mainText: { text: 'Byron Bay' },
                secondaryText: { text: 'NSW, Australia' },
              },
            },
            { placePrediction: null },
          ],
        }
      }),
    },
    Place: class {
      id: string
      constructor({ id }: { id: string }) {
        this.id = id
      }
      async fetchFields() {
        return {
          place: {
            id: this.id,
            displayName: 'Byron Bay',
            formattedAddress: 'Byron Bay NSW 2481, Australia',
            location: { lat: () => -28.6474, lng: () => 153.602 },
            fetchFields: async () => ({ place: {} as never }),
          },
        }
      }
    } as unknown as GooglePlacesLibrary['Place'],
  }
  const google: GoogleMapsNamespace = { maps: { importLibrary: vi.fn(async () => library) } }
  return { google, requests }
}

describe('Google places', () => {
  it('maps predictions to suggestions, limited to Australia', async () => {
    const { google, requests } = fakeGoogle()
    const load = vi.fn(async () => google)
    const places = createGooglePlaces({ apiKey: 'key', load })
    expect(load).not.toHaveBeenCalled()
    const suggestions = await places.autocomplete('byron')
    expect(load).toHaveBeenCalledWith('key')
    expect(suggestions).toEqual([
      { placeId: 'g-byron', main_text: 'Byron Bay', secondary_text: 'NSW, Australia' },
    ])
    expect(requests[0]).toMatchObject({ input: 'byron', includedRegionCodes: ['au'] })
  })

  it('answers details with address and coordinates', async () => {
    const { google } = fakeGoogle()
    const places = createGooglePlaces({ apiKey: 'key', load: async () => google })
    await expect(places.details('g-byron')).resolves.toEqual({
      placeId: 'g-byron',
      address: 'Byron Bay NSW 2481, Australia',
      main_text: 'Byron Bay',
      secondary_text: 'Australia',
      lat: -28.6474,
      lng: 153.602,
    })
  })

  it('rejects with an AbortError once aborted', async () => {
    const { google } = fakeGoogle()
    const places = createGooglePlaces({ apiKey: 'key', load: async () => google })
    const controller = new AbortController()
    controller.abort()
    await expect(places.autocomplete('byron', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  it('does not call the service for blank text', async () => {
    const { google } = fakeGoogle()
    const load = vi.fn(async () => google)
    await expect(createGooglePlaces({ apiKey: 'key', load }).autocomplete('  ')).resolves.toEqual(
      [],
    )
    expect(load).not.toHaveBeenCalled()
  })
})
