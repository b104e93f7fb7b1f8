import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QuestionsPart } from './QuestionsActions.tsx'

// Subscribing to the session starts a guest sign-in for a visitor: leave it pending.
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: () => new Promise(() => {}), post: () => new Promise(() => {}) },
  bindSession: () => {},
}))

const { QuestionsActions } = await import('./QuestionsActions.tsx')

afterEach(() => {
  document.body.innerHTML = ''
})

/** A questions part that asks one question when its button is pressed. */
const AskingPart: QuestionsPart<{ userId: string }> = ({ count, onCount, onClose }) => (
  <button
    type="button"
    onClick={() => {
      onCount(count + 1)
      onClose()
    }}
  >
    Ask one
  </button>
)

describe('QuestionsActions', () => {
  it('says how many questions there are and counts one asked in the dialog', async () => {
    render(
      <QuestionsActions
        className="row"
        load={async () => AskingPart}
        userId="u1"
        noAsk
        questions={{ totalQuestion: 2, newQuestion: 0 }}
        about=" for Sam"
      />,
    )
    expect(screen.getByText('2 questions for Sam')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Read questions (2)' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Ask one' }))
    expect(screen.getByText('3 questions for Sam')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Read questions (3)' })).toBeTruthy()
  })

  it('starts at no questions when the page has no counts', () => {
    render(
      <QuestionsActions
        className="row"
        load={async () => AskingPart}
        userId="u1"
        questions={undefined}
        about=" about this item"
      />,
    )
    expect(screen.getByText('0 questions about this item')).toBeTruthy()
  })
})
