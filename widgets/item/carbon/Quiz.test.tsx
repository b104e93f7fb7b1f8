import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Quiz } from './Quiz.tsx'

const questions = [
  { _id: 'a', description: 'Hiring saves CO2.', answer: true },
  { _id: 'b', description: 'Buying is greener.', answer: false },
]

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('Quiz', () => {
  it("shows 'Correct' for 3 seconds, then the next question, then thanks", () => {
    render(<Quiz questions={questions} />)
    expect(screen.getByText('Hiring saves CO2.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'True' }))
    expect(screen.getByText('Correct')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'True' })).toBeNull()
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(screen.getByText('Correct')).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('Correct')).toBeNull()
    expect(screen.getByText('Buying is greener.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'True' }))
    expect(screen.getByText('The right answer is False')).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.getByText('Thank you for playing')).toBeTruthy()
  })

  it('thanks at once when there is no question', () => {
    render(<Quiz questions={[]} />)
    expect(screen.getByText('Thank you for playing')).toBeTruthy()
  })
})
