import { describe, expect, it } from 'vitest'
import { cardImage, isImageUrl, pictureSources } from './media.ts'

describe('isImageUrl', () => {
  it('treats .jpg, .jpeg and .png as images, anything else as video', () => {
    expect(isImageUrl('https://cdn.example/banner.jpg')).toBe(true)
    expect(isImageUrl('/media/banner.JPEG?v=2')).toBe(true)
    expect(isImageUrl('/media/banner.png#top')).toBe(true)
    expect(isImageUrl('/media/banner.mp4')).toBe(false)
    expect(isImageUrl('/media/banner.webp')).toBe(false)
    expect(isImageUrl('/media/png')).toBe(false)
  })
})

describe('cardImage', () => {
  it('prefers the first image, using its thumbnail when there is one', () => {
    expect(
      cardImage([
        { url: 'v.mp4', thumbnailImage: 'v.jpg', type: 2 },
        { url: 'a.jpg', type: 1 },
      ]),
    ).toBe('a.jpg')
    expect(cardImage([{ url: 'a.jpg', thumbnailImage: 'a-small.jpg', type: 1 }])).toBe(
      'a-small.jpg',
    )
  })

  it("falls back to a video's thumbnail, or nothing", () => {
    expect(cardImage([{ url: 'v.mp4', thumbnailImage: 'v.jpg', type: 2 }])).toBe('v.jpg')
    expect(cardImage([{ url: 'v.mp4', thumbnailImage: '', type: 2 }])).toBeUndefined()
    expect(cardImage([])).toBeUndefined()
    expect(cardImage(undefined)).toBeUndefined()
  })
})

describe('pictureSources', () => {
  it('offers AVIF then WebP copies of a raster picture under /media', () => {
    const sources = pictureSources('/media/stories/a.jpg')
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]?.srcset).toMatch(/^\/media\/stories\/a\.jpg\?w=320&f=avif 320w, /)
    expect(sources[1]?.srcset).toMatch(/\?w=1920&f=webp 1920w$/)
  })

  it('offers nothing for SVG, video or other origins', () => {
    expect(pictureSources('/media/items/a.svg')).toEqual([])
    expect(pictureSources('/media/videos/a.mp4')).toEqual([])
    expect(pictureSources('https://cdn.example/a.jpg')).toEqual([])
    expect(pictureSources(undefined)).toEqual([])
  })
})
