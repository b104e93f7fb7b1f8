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

  it('lists widths up to the first that covers the layout', () => {
    expect(mediaSrcSet('/media/a.jpg')).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/media/a.jpg?w=${w}&f=webp ${w}w`).join(', '),
    )
    expect(mediaSrcSet('/media/a.jpg', 'avif', 800)).toBe(
      '/media/a.jpg?w=320&f=avif 320w, /media/a.jpg?w=640&f=avif 640w, /media/a.jpg?w=960&f=avif 960w',
    )
    expect(mediaSrcSet('/media/a.jpg', 'webp', 640)).toBe(
      '/media/a.jpg?w=320&f=webp 320w, /media/a.jpg?w=640&f=webp 640w',
    )
    expect(mediaSrcSet('/media/a.jpg', 'webp', 100)).toBe('/media/a.jpg?w=320&f=webp 320w')
  })

  it('gives nothing for pictures without copies', () => {
    expect(mediaSrcSet('/media/items/kayak.svg')).toBe('')
    expect(mediaSrcSet(undefined)).toBe('')
  })
})
