import { act, fireEvent, render, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { questionMessages } from '../../../shared/contract/catalogue/questions.ts'
import { $session } from '../../../shared/stores/core/session.ts'
import { item, question, supplierId } from '../../../tests/fixtures/item.ts'

const get = vi.fn()
const post = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  bindSession: () => {},
}))

const { QuestionDialogs } = await import('./QuestionDialogs.tsx')

function signInAs(userId: string) {
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    isGuestUser: '0',
    userInfo: JSON.stringify({ _id: userId, firstName: 'A', lastName: 'B' }),
  })
}

function openList() {
  render(<QuestionDialogs mode="list" item={item} onCount={() => {}} onClose={() => {}} />)
  return screen.findByRole('list', { name: /questions/ })
}

beforeEach(() => {
  get.mockResolvedValue({ list: [question('q1', null), question('q2', 'Yes.')], total: 2 })
})
afterEach(() => {
  $session.set({})
  vi.clearAllMocks()
  document.body.innerHTML = ''
})

describe('QuestionDialogs', () => {
  it('asks for the first 10 questions of the item', async () => {
    signInAs('someone')
    await openList()
    expect(get).toHaveBeenCalledWith('/user/question-answer', {
      query: { itemId: item._id, pageNo: 1, limit: 10 },
    })
  })

  it('shows the owner Answer on unanswered and Edit/Delete on answered questions', async () => {
    signInAs(supplierId)
    const list = await openList()
    const [unanswered, answered] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ]
    expect(within(unanswered).getByRole('button', { name: 'Answer' })).toBeTruthy()
    expect(within(unanswered).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(answered).getByRole('button', { name: 'Edit' })).toBeTruthy()
    expect(within(answered).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(within(answered).queryByRole('button', { name: 'Answer' })).toBeNull()
  })

  it('shows no answer buttons to anyone else', async () => {
    signInAs('hirer-1')
    const list = await openList()
    expect(within(list).queryAllByRole('button')).toHaveLength(0)
  })

  it('opens the answer form in Add mode and saves the answer', async () => {
    signInAs(supplierId)
    const list = await openList()
    post.mockResolvedValue(question('q1', 'From 8 am.'))
    fireEvent.click(within(list).getByRole('button', { name: 'Answer' }))
    const field = await screen.findByRole('textbox')
    fireEvent.input(field, { target: { value: 'From 8 am.' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Answer' }))
    })
    expect(post).toHaveBeenCalledWith('/user/answer', {
      body: { questionId: 'q1', answer: 'From 8 am.' },
    })
    expect(await screen.findByText('From 8 am.')).toBeTruthy()
  })

  it("says 'No Questions to read!!' when there are none", async () => {
    get.mockResolvedValue({ list: [], total: 0 })
    render(<QuestionDialogs mode="list" item={item} onCount={() => {}} onClose={() => {}} />)
    expect(await screen.findByText(questionMessages.noQuestions)).toBeTruthy()
  })

  it("offers 'Load more' until every question is shown", async () => {
    signInAs('someone')
    get.mockResolvedValueOnce({
      list: Array.from({ length: 10 }, (_, index) => question(`q${index}`, null)),
      total: 11,
    })
    await openList()
    get.mockResolvedValueOnce({ list: [question('q10', null)], total: 11 })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    })
    expect(get).toHaveBeenLastCalledWith('/user/question-answer', {
      query: { itemId: item._id, pageNo: 2, limit: 10 },
    })
    expect(screen.getAllByText(/^Question q\d+\?$/)).toHaveLength(11)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it("a list the API does not answer says so, apart from a failed download, and 'Try again' asks again", async () => {
    get.mockRejectedValueOnce(new Error('The service is unavailable.'))
    render(<QuestionDialogs mode="list" item={item} onCount={() => {}} onClose={() => {}} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Questions could not be loaded. The service is unavailable.',
    )
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    })
    expect(get).toHaveBeenCalledTimes(2)
    expect(await screen.findByRole('list', { name: /questions/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
