import { fireEvent, render, screen } from '@testing-library/preact'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type PageProgress, useFocusFirstNew } from './use-focus-first-new.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function List(props: PageProgress & { onMore?: () => void }) {
  const list = useRef<HTMLUListElement>(null)
  const focusFirstNew = useFocusFirstNew(props, (index) =>
    list.current?.children[index]?.querySelector<HTMLElement>('a'),
  )
  return (
    <>
      <ul ref={list}>
        {Array.from({ length: props.count }, (_, index) => (
          <li key={index}>
            <a href={`#${index + 1}`}>Entry {index + 1}</a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          focusFirstNew()
          props.onMore?.()
        }}
      >
        Load more
      </button>
    </>
  )
}

const focused = () => document.activeElement?.textContent

describe('useFocusFirstNew', () => {
  it("focuses the first entry a page added after 'Load more', once it is shown", () => {
    const view = render(<List status="ready" count={2} done={false} />)
    const more = screen.getByRole('button', { name: 'Load more' })
    more.focus()
    fireEvent.click(more)
    view.rerender(<List status="loading" count={2} done={false} />)
    expect(focused()).toBe('Load more')
    view.rerender(<List status="ready" count={4} done={false} />)
    expect(focused()).toBe('Entry 3')
  })

  it('focuses them too when a page answers at once, never showing loading', () => {
    const view = render(<List status="ready" count={2} done={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    view.rerender(<List status="ready" count={3} done />)
    expect(focused()).toBe('Entry 3')
  })

  it('forgets the press when the page fails or the list ends without new entries', () => {
    const view = render(<List status="ready" count={2} done={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    view.rerender(<List status="error" count={2} done={false} />)
    view.rerender(<List status="ready" count={4} done={false} />)
    expect(focused()).not.toBe('Entry 3')

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    view.rerender(<List status="ready" count={4} done />)
    view.rerender(<List status="ready" count={6} done />)
    expect(focused()).not.toBe('Entry 5')
  })

  it('leaves focus alone when entries come without a press (scrolling)', () => {
    const view = render(<List status="ready" count={2} done={false} />)
    view.rerender(<List status="loading" count={2} done={false} />)
    view.rerender(<List status="ready" count={4} done={false} />)
    expect(focused()).not.toBe('Entry 3')
  })
})
