import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Question } from '../../../shared/contract/catalogue/questions.ts'
import { $authPrompt, finishPrompt } from '../../../shared/stores/core/auth-prompt.ts'
import { $session } from '../../../shared/stores/core/session.ts'

const get = vi.fn()
const post = vi.fn()
vi.mock('../../../shared/api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
  bindSession: () => {},
}))

const { SupplierQuestions } = await import('./SupplierQuestions.tsx')

const question = (id: string, answer: string | null, itemName: string | null = null) =>
  ({
    _id: id,
    question: `Question ${id}?`,
    answer,
    itemId: itemName ? 'i1' : null,
    itemName,
    questionData: { name: 'Hana', profilePicture: '' },
  }) as Question

function signInAs(userId: string) {
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    isGuestUser: '0',
    userInfo: JSON.stringify({ _id: userId, firstName: 'A', lastName: 'B' }),
  })
}

const props = { userId: 'sup-1', name: 'Sam', questions: { totalQuestion: 2, newQuestion: 1 } }

beforeEach(() => {
  // Subscribing to the session starts a guest sign-in for a visitor: leave it pending.
  post.mockReturnValue(new Promise(() => {}))
})
afterEach(() => {
  $session.set({})
  vi.clearAllMocks()
  document.body.innerHTML = ''
})

describe('SupplierQuestions', () => {
  it("lists the profile's questions, with the listing a question is about", async () => {
    get.mockResolvedValue({
      list: [question('a', 'Yes.', 'Sea kayak'), question('b', null)],
      total: 2,
    })
    render(<SupplierQuestions {...props} />)
    expect(screen.getByText('2 questions for Sam')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Read questions (2)' }))
    const list = await screen.findByRole('list', { name: '2 questions' })
    expect(get).toHaveBeenCalledWith('/user/question-answer', {
      query: { userId: 'sup-1', pageNo: 1, limit: 10 },
    })
    const [first] = within(list).getAllByRole('listitem') as [HTMLElement]
    expect(within(first).getByRole('link', { name: 'Sea kayak' }).getAttribute('href')).toBe(
      '/equipments/i1',
    )
    expect(within(list).queryByRole('button', { name: 'Answer' })).toBeNull()
  })

  it('lets the owner answer but not ask on their own profile', async () => {
    signInAs('sup-1')
    get.mockResolvedValue({ list: [question('b', null)], total: 1 })
    render(<SupplierQuestions {...props} />)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ask a question' })).toBeNull())
    expect(screen.getByText(/1 waiting for your answer/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Read questions (2)' }))
    const list = await screen.findByRole('list', { name: '1 questions' })
    expect(within(list).getByRole('button', { name: 'Answer' })).toBeTruthy()
  })

  it('asks a guest to sign in before asking', async () => {
    render(<SupplierQuestions {...props} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ask a question' }))
    expect($authPrompt.get()?.reason).toBe('Sign in to ask a question.')
    finishPrompt($authPrompt.get()?.id ?? 0, false)
    await waitFor(() => expect($authPrompt.get()).toBeNull())
    expect(screen.queryByRole('dialog', { name: 'Ask a question' })).toBeNull()
  })

  it('sends a signed-in visitor’s question with the profile’s userId', async () => {
    signInAs('hirer-1')
    post.mockResolvedValue(question('new', null))
    render(<SupplierQuestions {...props} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ask a question' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ask a question' })
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Your question' }), {
      target: { value: 'Do you deliver to Mosman?' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/user/question', {
        body: { userId: 'sup-1', question: 'Do you deliver to Mosman?' },
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask a question' })).toBeNull())
  })
})
