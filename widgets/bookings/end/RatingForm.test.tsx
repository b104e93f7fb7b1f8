import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reviewTags } from '../../../tests/fixtures/booking-end.ts'
import { RatingForm } from './RatingForm.tsx'

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked

afterEach(() => {
  document.body.innerHTML = ''
})

function setUp(initial?: { rating: number; tagIds: string[] }) {
  const onSubmit = vi.fn()
  render(<RatingForm tags={reviewTags} initial={initial} onSubmit={onSubmit} />)
  const leave = () => fireEvent.click(screen.getByRole('button', { name: 'Leave Review' }))
  const star = (count: number) =>
    fireEvent.click(screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` }))
  const tags = () =>
    screen.queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent)
  return { onSubmit, leave, star, tags }
}

describe('RatingForm', () => {
  it('rates with a radio group of five named stars', () => {
    setUp()
    const group = screen.getByRole('group', { name: 'Your rating of the supplier' })
    const stars = screen.getAllByRole('radio')
    expect(stars.map((star) => star.getAttribute('type'))).toEqual(Array(5).fill('radio'))
    expect(group.contains(stars[0] as Node)).toBe(true)
    expect(checked(screen.getByRole('radio', { name: '1 star' }))).toBe(false)
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy()
  })

  it('asks for a rating first, then for a tag', () => {
    const { leave, star, onSubmit } = setUp()
    leave()
    expect(screen.getByRole('alert').textContent).toBe('Please rate the supplier first.')
    star(4)
    expect(screen.queryByRole('alert')).toBeNull()
    leave()
    expect(screen.getByRole('alert').textContent).toBe('Please select atleast one review tag.')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('ties each message to the stars or tags it is about and takes focus there', () => {
    const { leave, star } = setUp()
    const button = screen.getByRole('button', { name: 'Leave Review' })
    button.focus()
    leave()
    const message = screen.getByRole('alert')
    const stars = screen.getAllByRole('radio')
    for (const each of stars) {
      expect(each.getAttribute('aria-invalid')).toBe('true')
      expect(each.getAttribute('aria-describedby')).toBe(message.id)
    }
    expect(document.activeElement).toBe(stars[0])
    star(4)
    expect(stars[0]?.hasAttribute('aria-invalid')).toBe(false)
    button.focus()
    leave()
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes[0]?.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(boxes.every((box) => box.getAttribute('aria-invalid') === 'true')).toBe(true)
    expect(stars[3]?.hasAttribute('aria-invalid')).toBe(false)
    expect(document.activeElement).toBe(boxes[0])
  })

  it('offers positive tags from 3 stars, six at first, then the rest on Show more', () => {
    const { star, tags } = setUp()
    expect(tags()).toEqual([])
    star(3)
    expect(screen.getByRole('group', { name: 'What went well?' })).toBeTruthy()
    expect(tags()).toEqual(['Great 1', 'Great 2', 'Great 3', 'Great 4', 'Great 5', 'Great 6'])
    const more = screen.getByRole('button', { name: 'Show more' })
    expect(more.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(more)
    expect(tags()).toHaveLength(8)
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
  })

  it('offers negative tags below 3 stars, without Show more for three', () => {
    const { star, tags } = setUp()
    star(2)
    expect(screen.getByRole('group', { name: 'What went wrong?' })).toBeTruthy()
    expect(tags()).toEqual(['Poor 1', 'Poor 2', 'Poor 3'])
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('clears the chosen tags when the rating drops below 3, keeps them within a kind', () => {
    const { star, leave } = setUp()
    star(5)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Great 2' }))
    star(4)
    expect(checked(screen.getByRole('checkbox', { name: 'Great 2' }))).toBe(true)
    star(2)
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toEqual([])
    leave()
    expect(screen.getByRole('alert').textContent).toBe('Please select atleast one review tag.')
  })

  it('hands a valid review and the chosen tags to the page', () => {
    const { star, leave, onSubmit } = setUp()
    star(4)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Great 1' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Great 3' }))
    leave()
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, tagIds: ['pos-1', 'pos-3'] }, [
      { _id: 'pos-1', tagName: 'Great 1' },
      { _id: 'pos-3', tagName: 'Great 3' },
    ])
  })

  it('starts from a review left before', () => {
    const { leave, onSubmit } = setUp({ rating: 2, tagIds: ['neg-2'] })
    expect(checked(screen.getByRole('radio', { name: '2 stars' }))).toBe(true)
    expect(checked(screen.getByRole('checkbox', { name: 'Poor 2' }))).toBe(true)
    leave()
    expect(onSubmit).toHaveBeenCalledWith({ rating: 2, tagIds: ['neg-2'] }, [
      { _id: 'neg-2', tagName: 'Poor 2' },
    ])
  })
})
