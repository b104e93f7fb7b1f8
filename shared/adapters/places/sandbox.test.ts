import { afterEach, describe, expect, it, vi } from 'vitest'
import { $config, configure } from '../../config.ts'

const get = vi.fn()
vi.mock('../../api/client.ts', () => ({ api: { get: (...args: unknown[]) => get(...args) } }))

const { sandboxPlaces } = await import('./sandbox.ts')
const { placesPort } = await import('./index.ts')

afterEach(() => {
  get.mockReset()
})

describe('sandbox places', () => {
  it('calls GET /places/autocomplete with the typed text', async () => {
    get.mockResolvedValue([{ placeId: 'p1', main_text: 'Hobart', secondary_text: 'TAS' }])
    const controller = new AbortController()
    await expect(sandboxPlaces.autocomplete(' hob ', controller.signal)).resolves.toHaveLength(1)
    expect(get).toHaveBeenCalledWith('/places/autocomplete', {
      query: { input: 'hob' },
      signal: controller.signal,
      auth: 'basic',
    })
  })

  it('accepts a list envelope too', async () => {
    get.mockResolvedValue({ list: [{ placeId: 'p1', main_text: 'Hobart', secondary_text: 'TAS' }] })
    await expect(sandboxPlaces.autocomplete('hob')).resolves.toHaveLength(1)
  })

  it('calls GET /places/details with the place id', async () => {
    get.mockResolvedValue({
      placeId: 'p1',
      address: 'Hobart TAS',
      main_text: 'Hobart',
      secondary_text: 'TAS',
      lat: -42.88,
      lng: 147.33,
    })
    const controller = new AbortController()
    await expect(sandboxPlaces.details('p1', controller.signal)).resolves.toMatchObject({
      lat: -42.88,
    })
    expect(get).toHaveBeenCalledWith('/places/details', {
      query: { placeId: 'p1' },
      signal: controller.signal,
      auth: 'basic',
    })
  })
})

describe('placesPort', () => {
  it('is the sandbox unless Google is configured with a key', async () => {
    const before = $config.get()
    expect(await placesPort()).toBe(sandboxPlaces)
    configure({ places: { provider: 'google' } })
    expect(await placesPort()).toBe(sandboxPlaces)
    configure({ places: { provider: 'google', apiKey: 'key' } })
    const google = await placesPort()
    expect(google).not.toBe(sandboxPlaces)
    expect(typeof google.autocomplete).toBe('function')
    $config.set(before)
  })
})
