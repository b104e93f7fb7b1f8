import { fireEvent, render } from '@testing-library/preact'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { prefetchPage, usePrefetchOnIntent } from './prefetch-on-intent.ts'

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  )

function Cards({ wanted }: { wanted: (path: string) => boolean }) {
  const root = useRef<HTMLElement>(null)
  usePrefetchOnIntent(root, wanted)
  return (
    <section ref={root}>
      <a href="/equipments/a">
        <span>Kayak</span>
      </a>
      <a href="/stories/b">Story</a>
    </section>
  )
}

describe('prefetch on intent', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove()
  })

  it('asks for a wanted page once when a pointer, a finger or the keyboard reaches its link', () => {
    const view = render(<Cards wanted={(path) => path.startsWith('/equipments/')} />)
    const kayak = view.getByText('Kayak')
    fireEvent.pointerOver(kayak)
    fireEvent.touchStart(kayak)
    fireEvent.focusIn(view.getByRole('link', { name: 'Kayak' }))
    fireEvent.pointerOver(view.getByText('Story'))
    expect(hints()).toEqual(['/equipments/a'])
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')
    expect(link?.as).toBe('document')
  })

  it('never prefetches another origin or the page itself', () => {
    prefetchPage('https://elsewhere.example/equipments/x')
    prefetchPage(location.href)
    expect(hints()).toEqual([])
    prefetchPage('/equipments/other')
    expect(hints()).toEqual(['/equipments/other'])
  })
})
