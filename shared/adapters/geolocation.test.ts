import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultLocation, locate } from './geolocation.ts'

function stubGeolocation(geolocation: Partial<Geolocation> | undefined) {
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(geolocation as Geolocation)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('locate', () => {
  it('answers the browser position', async () => {
    stubGeolocation({
      getCurrentPosition: (success) =>
        success({ coords: { latitude: -37.81, longitude: 144.96 } } as GeolocationPosition),
    })
    await expect(locate()).resolves.toEqual({ status: 'located', lat: -37.81, lng: 144.96 })
  })

  it('falls back to the default location near Sydney when permission is denied', async () => {
    stubGeolocation({
      getCurrentPosition: (_success, failure) =>
        failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    })
    await expect(locate()).resolves.toEqual({ status: 'denied', lat: -33.87, lng: 151.21 })
    expect(defaultLocation).toMatchObject({ lat: -33.87, lng: 151.21 })
  })

  it('falls back to the default location when no position is available', async () => {
    stubGeolocation({
      getCurrentPosition: (_success, failure) =>
        failure?.({ code: 3, message: 'timeout' } as GeolocationPositionError),
    })
    await expect(locate()).resolves.toMatchObject({ status: 'unavailable', lat: -33.87 })
  })

  it('says so when the browser has no geolocation', async () => {
    stubGeolocation(undefined)
    await expect(locate()).resolves.toEqual({ status: 'unsupported' })
  })
})
