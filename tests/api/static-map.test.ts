import { expect, it } from 'vitest'
import { staticMapUrl } from '../../shared/contract/maps/static-map.ts'
import { describeApi } from './harness.ts'

describeApi('still map picture', (api) => {
  const fetchMap = (path: string) => fetch(`${api().origin}${path}`)

  it('draws the offline map around the point with the pin, without an API key', async () => {
    const response = await fetchMap(staticMapUrl({ lat: -33.89, lng: 151.27, zoom: 10 }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{5,}/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*width="640" height="360"/)
    // Bondi: land to the west, the sea to the east; Sydney is named.
    expect(svg).toMatch(/<path d="M[-\d]/)
    expect(svg).toContain('>Sydney</text>')
    // Clipped to the picture: a few kilobytes, not the whole coastline.
    expect(svg.length).toBeLessThan(20_000)
  })

  it('follows the asked size', async () => {
    const svg = await (
      await fetchMap(staticMapUrl({ lat: -27.47, lng: 153.03, width: 320, height: 200 }))
    ).text()
    expect(svg).toMatch(/^<svg [^>]*width="320" height="200"/)
    expect(svg).toContain('>Brisbane</text>')
  })

  it('answers 400 with the field for a bad query', async () => {
    for (const query of [
      'lat=abc&lng=151',
      'lat=-33&lng=500',
      'lng=151',
      'lat=-33&lng=151&zoom=40',
    ]) {
      const response = await fetchMap(`/media/maps/static.svg?${query}`)
      expect(response.status).toBe(400)
      const body = (await response.json()) as { message: string }
      expect(body.message).toMatch(/lat|lng|zoom/)
    }
  })
})
