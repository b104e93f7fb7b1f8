import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import type { Media } from '../../../shared/contract/catalogue/catalogue.ts'
import { Gallery } from './Gallery.tsx'

const photo = (name: string): Media =>
  ({ url: `/media/${name}.jpg`, thumbnailImage: `/media/${name}-t.jpg`, type: 1 }) as Media
const video = { url: '/media/clip.mp4', type: 2 } as Media

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Gallery', () => {
  it('steps through the photos, wrapping around, and says where the viewer is', () => {
    render(<Gallery media={[photo('a'), video, photo('b'), photo('c')]} name="Kayak" />)
    expect(screen.getByRole('region', { name: 'Photos of Kayak' })).toBeTruthy()
    expect(screen.getByText('Image 1 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }))
    expect(screen.getByText('Image 3 of 3')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Kayak (3 of 3)' }).getAttribute('src')).toContain(
      'c.jpg',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByText('Image 1 of 3')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'All photos' })).toBeNull()
  })

  it('jumps with thumbnails, and fetches the first image first when asked', () => {
    render(<Gallery media={[photo('a'), photo('b')]} name="Tent" thumbnails priority />)
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2' }))
    expect(screen.getByText('Image 2 of 2')).toBeTruthy()
    const current = screen.getByRole('button', { name: 'Show photo 2' })
    expect(current.getAttribute('aria-current')).toBe('true')
    const shown = screen.getByRole('img', { name: 'Tent (2 of 2)' })
    expect(shown.getAttribute('fetchpriority')).toBe('high')
    expect(shown.getAttribute('loading')).toBe('eager')
  })

  it('offers resized WebP copies of raster photos; later galleries load lazily', () => {
    const drawing = { url: '/media/items/tent.svg', type: 1 } as Media
    render(<Gallery media={[photo('a'), drawing]} name="Tent" thumbnails />)
    const stage = screen.getByRole('img', { name: 'Tent (1 of 2)' })
    expect(stage.getAttribute('srcset')).toMatch(/a\.jpg\?w=640&f=webp 640w/)
    expect(stage.getAttribute('sizes')).toBeTruthy()
    expect(stage.getAttribute('loading')).toBe('lazy')
    expect(stage.getAttribute('width')).toBe('960')
    const [first, second] = [...document.querySelectorAll('.hire-gallery-thumbs img')]
    expect(first?.getAttribute('srcset')).toMatch(/a-t\.jpg\?w=320&f=webp 320w/)
    expect(second?.hasAttribute('srcset')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }))
    expect(screen.getByRole('img', { name: 'Tent (2 of 2)' }).hasAttribute('srcset')).toBe(false)
  })

  it('keeps the room with a named box when there is no photo, and has no controls for one', () => {
    const { unmount } = render(<Gallery media={[video]} name="Bike" />)
    expect(screen.getByRole('img', { name: 'No photos of Bike' })).toBeTruthy()
    unmount()
    render(<Gallery media={[photo('a')]} name="Bike" thumbnails />)
    expect(screen.getByRole('img', { name: 'Bike' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
