import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StarRating } from './StarRating.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('StarRating', () => {
  it('is a group of five radios that checks the rating and lights the stars up to it', () => {
    const onChange = vi.fn()
    const { container } = render(<StarRating value={3} onChange={onChange} error={null} />)
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, true, false, false])
    expect(container.querySelectorAll('.console-star-on').length).toBe(3)
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(onChange).toHaveBeenCalledWith(4)
  })
})
