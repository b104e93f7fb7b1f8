import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
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

const { QuestionsDialog } = await import('./QuestionsDialog.tsx')
const { createQuestionList } = await import('../../../shared/stores/catalogue/questions.ts')
const { createProfileQuestions } = await import('../../../shared/stores/supplier/questions.ts')

function signInAs(userId: string) {
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    isGuestUser: '0',
    userInfo: JSON.stringify({ _id: userId, firstName: 'A', lastName: 'B' }),
  })
}

type Props = Parameters<typeof QuestionsDialog>[0]
function show(props: Partial<Props> = {}) {
  const base: Props = {
    mode: 'list',
    questions: createQuestionList(item._id),
    showItem: false,
    ownerId: supplierId,
    count: 2,
    onCount: () => {},
    onClose: () => {},
  }
  return render(<QuestionsDialog {...base} {...props} />)
}

function openList() {
  show()
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

describe('QuestionsDialog', () => {
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

  it('opens the answer form in Add mode over the list, saves the answer and focuses Edit', async () => {
    signInAs(supplierId)
    const list = await openList()
    post.mockResolvedValue(question('q1', 'From 8 am.'))
    fireEvent.click(within(list).getByRole('button', { name: 'Answer' }))
    const form = await screen.findByRole('dialog', { name: 'Answer the question' })
    expect(screen.getByRole('dialog', { name: 'Questions' })).toBeTruthy()
    fireEvent.input(within(form).getByRole('textbox'), { target: { value: 'From 8 am.' } })
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Answer' }))
    })
    expect(post).toHaveBeenCalledWith('/user/answer', {
      body: { questionId: 'q1', answer: 'From 8 am.' },
    })
    expect(await screen.findByText('From 8 am.')).toBeTruthy()
    // The Answer button pressed is gone: focus goes to that question's Edit.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit'))
    expect(document.activeElement?.closest('li')?.textContent).toContain('From 8 am.')
  })

  it("says 'No Questions to read!!' when there are none", async () => {
    get.mockResolvedValue({ list: [], total: 0 })
    show()
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
    show()
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

  it("a page that fails keeps the list; the same button says 'Try again' and asks for it again", async () => {
    signInAs('someone')
    get.mockResolvedValueOnce({
      list: Array.from({ length: 10 }, (_, index) => question(`q${index}`, null)),
      total: 11,
    })
    await openList()
    const more = screen.getByRole('button', { name: 'Load more' })
    more.focus()
    get.mockRejectedValueOnce(new Error('The service is unavailable.'))
    await act(async () => {
      fireEvent.click(more)
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Questions could not be loaded. The service is unavailable.',
    )
    expect(screen.getAllByText(/^Question q\d+\?$/)).toHaveLength(10)
    expect(more.textContent).toBe('Try again')
    expect(document.activeElement).toBe(more)
    get.mockResolvedValueOnce({ list: [question('q10', null)], total: 11 })
    await act(async () => {
      fireEvent.click(more)
    })
    expect(get).toHaveBeenLastCalledWith('/user/question-answer', {
      query: { itemId: item._id, pageNo: 2, limit: 10 },
    })
    // Focus moves on to the first question the page added.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Question q10?'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("a profile's questions ask by userId and name the listing each is about", async () => {
    get.mockResolvedValue({
      list: [{ ...question('q1', null), itemId: 'i1', itemName: 'Sea kayak' }],
      total: 1,
    })
    show({ questions: createProfileQuestions('sup-1'), showItem: true, ownerId: 'sup-1' })
    const list = await screen.findByRole('list', { name: '1 questions' })
    expect(get).toHaveBeenCalledWith('/user/question-answer', {
      query: { userId: 'sup-1', pageNo: 1, limit: 10 },
    })
    expect(within(list).getByRole('link', { name: 'Sea kayak' }).getAttribute('href')).toBe(
      '/equipments/i1',
    )
  })

  it("an item's questions do not repeat the item's name", async () => {
    get.mockResolvedValue({
      list: [{ ...question('q1', null), itemId: item._id, itemName: item.itemName }],
      total: 1,
    })
    show()
    const list = await screen.findByRole('list', { name: '1 questions' })
    expect(within(list).queryByRole('link')).toBeNull()
  })

  it('a question asked adds one to the count shown and closes the form', async () => {
    signInAs('hirer-1')
    const onCount = vi.fn()
    const onClose = vi.fn()
    post.mockResolvedValue(question('new', null))
    show({ mode: 'ask', count: 7, onCount, onClose })
    fireEvent.input(screen.getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'Is there a helmet?' },
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    expect(post).toHaveBeenCalledWith('/user/question', {
      body: { itemId: item._id, question: 'Is there a helmet?' },
    })
    expect(onCount).toHaveBeenCalledWith(8)
    expect(onClose).toHaveBeenCalled()
    expect(get).not.toHaveBeenCalled()
  })
})
