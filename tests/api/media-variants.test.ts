/**
 * Resized copies of raster media (GET /media/<path>?w&f): only the listed widths and
 * formats (400 otherwise), never larger than the picture, cached long with validators of
 * their own, drawn again when the picture changes, confined to the media folder; SVG and
 * damaged files are served whole. (Object storage: media-s3.test.ts.)
 */
import { readdir, utimes } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, inject, it } from 'vitest'
import { verifiedAccount } from './accounts.ts'
import { describeApi, type RunningApi } from './harness.ts'
import { uploadFile } from './upload-support.ts'

/** A real JPEG `width` pixels wide, different each call (so each upload is its own). */
async function photo(width: number, height: number): Promise<Buffer> {
  const colour = { r: Math.floor(Math.random() * 255), g: 120, b: 200 }
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
}

async function uploaded(api: RunningApi, file: Buffer): Promise<string> {
  const { token } = await verifiedAccount(api)
  const { status, body } = await uploadFile(api, token, file)
  expect(status).toBe(200)
  return body.data.url
}

async function picture(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata()
}

describeApi('media variants', (api) => {
  it('draws an upload in WebP and AVIF at a listed width, cached for a year', async () => {
    const url = await uploaded(api(), await photo(1000, 600))
    const webp = await fetch(`${url}?w=640&f=webp`)
    expect(webp.status).toBe(200)
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(webp.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await picture(webp)).toMatchObject({ format: 'webp', width: 640, height: 384 })

    const avif = await fetch(`${url}?f=avif&w=320`)
    expect(avif.status).toBe(200)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(await picture(avif)).toMatchObject({ format: 'heif', width: 320 })
  }, 30_000)

  it('never draws a copy larger than the picture', async () => {
    const url = await uploaded(api(), await photo(500, 300))
    const response = await fetch(`${url}?w=1920&f=webp`)
    expect(response.status).toBe(200)
    expect(await picture(response)).toMatchObject({ width: 500, height: 300 })
  }, 30_000)

  it('answers 400 for a width or format not on the lists, or half a request', async () => {
    const url = await uploaded(api(), await photo(400, 300))
    for (const query of ['w=500&f=webp', 'w=640&f=gif', 'w=640', 'f=webp', 'w=abc&f=webp']) {
      const response = await fetch(`${url}?${query}`)
      expect(response.status, query).toBe(400)
      const body = (await response.json()) as { message: string }
      expect(body.message, query).toMatch(/\b[wf]\b/)
    }
    // Other parameters (a cache-buster) change nothing.
    const plain = await fetch(`${url}?v=2`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('image/jpeg')
  }, 30_000)

  it('a seeded picture: a month with validators, its own ETag per copy, 304 when current', async () => {
    const origin = api().origin
    const original = await fetch(`${origin}/media/banners/home.jpg`)
    const copy = await fetch(`${origin}/media/banners/home.jpg?w=960&f=webp`)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('cache-control')).toBe('public, max-age=2592000')
    const etag = copy.headers.get('etag') as string
    expect(etag).toBeTruthy()
    expect(copy.headers.get('last-modified')).toBeTruthy()
    expect(etag).not.toBe(original.headers.get('etag'))
    const other = await fetch(`${origin}/media/banners/home.jpg?w=640&f=webp`)
    expect(other.headers.get('etag')).not.toBe(etag)
    const again = await fetch(`${origin}/media/banners/home.jpg?w=960&f=webp`, {
      headers: { 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  }, 30_000)

  it('draws a copy again when its picture is newer', async () => {
    const url = await uploaded(api(), await photo(700, 400))
    const first = await fetch(`${url}?w=320&f=webp`)
    const etag = first.headers.get('etag')
    const key = url.split('/').pop() as string
    const later = new Date(Date.now() + 60_000)
    await utimes(join(inject('mediaDir'), 'uploads', key), later, later)
    const second = await fetch(`${url}?w=320&f=webp`)
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).not.toBe(etag)
  }, 30_000)

  it('serves SVG and damaged pictures whole, and keeps the cache out of reach', async () => {
    const origin = api().origin
    const svg = (await readdir(join(inject('mediaDir'), 'items'))).find((name) =>
      name.endsWith('.svg'),
    )
    const vector = await fetch(`${origin}/media/items/${svg}?w=640&f=webp`)
    expect(vector.status).toBe(200)
    expect(vector.headers.get('content-type')).toBe('image/svg+xml')

    const damaged = (await photo(64, 64)).subarray(0, 200)
    const url = await uploaded(api(), damaged)
    const whole = await fetch(`${url}?w=320&f=webp`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await whole.arrayBuffer()).equals(damaged)).toBe(true)

    await fetch(`${origin}/media/banners/home.jpg?w=320&f=webp`)
    for (const path of [
      '/media/.variants/banners/home.jpg/320w.webp',
      '/media/%2evariants/banners/home.jpg/320w.webp',
      '/media/..%2f..%2fetc/passwd.jpg?w=320&f=webp',
      '/media/banners/missing.jpg?w=320&f=webp',
    ]) {
      expect((await fetch(`${origin}${path}`)).status, path).toBe(404)
    }
  }, 30_000)
})
