import { describe, expect, it } from 'vitest'
import { hasMediaVariants, mediaSrcSet, mediaVariantUrl } from './media-variants.ts'

describe('media variant URLs', () => {
  it('offers copies of JPEG, PNG and WebP under /media only', () => {
    expect(hasMediaVariants('/media/banners/home.jpg')).toBe(true)
    expect(hasMediaVariants('http://localhost:4321/media/uploads/a.JPEG')).toBe(true)
    expect(hasMediaVariants('https://api.example/media/stories/x.png')).toBe(true)
    expect(hasMediaVariants('/media/x/y.webp')).toBe(true)
    for (const url of [
      '/media/items/kayak.svg',
      '/media/videos/clip.mp4',
      '/media/terms/terms.pdf',
      '/media/uploads/a.gif',
      'https://cdn.example/uploads/a.jpg',
      '/media/banners/home.jpg?v=2',
      '/other/media/home.jpg',
      '',
      null,
      undefined,
    ]) {
      expect(hasMediaVariants(url), String(url)).toBe(false)
    }
  })

  it('builds one copy URL', () => {
    expect(mediaVariantUrl('/media/a.jpg', 640, 'avif')).toBe('/media/a.jpg?w=640&f=avif')
  })

  it('lists every width in one format', () => {
    expect(mediaSrcSet('/media/a.jpg')).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/media/a.jpg?w=${w}&f=webp ${w}w`).join(', '),
    )
    expect(mediaSrcSet('https://x.example/media/a.png', 'avif')).toBe(
      [320, 640, 960, 1280, 1920]
        .map((w) => `https://x.example/media/a.png?w=${w}&f=avif ${w}w`)
        .join(', '),
    )
  })

  it('gives nothing for pictures without copies', () => {
    expect(mediaSrcSet('/media/items/kayak.svg')).toBe('')
    expect(mediaSrcSet(undefined)).toBe('')
  })
})
