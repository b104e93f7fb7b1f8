import { expect, it } from 'vitest'
import type { QuestionListData } from '../../shared/contract/catalogue/questions.ts'
import { type Account, guestToken, send, signIn, verifiedAccount } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'
import { demoSupplierId, plan } from './seed-facts.ts'

const supplierItem = plan.rows.items.find((item) => item.supplierId === demoSupplierId)
const itemId = supplierItem?.id as string
const seededOn = (id: string) => plan.rows.questions.filter((question) => question.itemId === id)

describeApi('question rules', (api) => {
  const list = (query: string, auth?: string) =>
    api().get<QuestionListData>(`/user/question-answer?${query}`, auth)
  const supplierAuth = async () => {
    const login = await signIn(api(), 'supplier@example.com')
    return bearer(String(login.body.data.accessToken))
  }

  it('keeps questions and answers to 500 characters and refuses empty ones', async () => {
    const asker = await verifiedAccount(api())
    const ask = (question: unknown) =>
      send(api(), 'POST', '/user/question', { itemId, question }, bearer(asker.token))
    const long = await ask('q'.repeat(501))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('Your question can be at most 500 characters.')
    for (const empty of ['', '    ', undefined]) {
      const refused = await ask(empty)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('Please enter your question.')
    }
    expect((await ask(42)).status).toBe(400)
    const exact = await ask(` ${'q'.repeat(500)} `)
    expect(exact.status).toBe(200)
    const id = String(exact.body.data._id)
    const owner = await supplierAuth()
    const tooLong = await send(
      api(),
      'POST',
      '/user/answer',
      { questionId: id, answer: 'a'.repeat(501) },
      owner,
    )
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.message).toBe('Your answer can be at most 500 characters.')
    const blank = await send(api(), 'POST', '/user/answer', { questionId: id, answer: ' ' }, owner)
    expect(blank.body.message).toBe('Please enter your answer.')
    const fits = await send(
      api(),
      'POST',
      '/user/answer',
      { questionId: id, answer: 'a'.repeat(500) },
      owner,
    )
    expect(fits.status).toBe(200)
  })

  it('refuses guests, own listings and wrong targets', async () => {
    const guest = bearer(await guestToken(api()))
    const refused = await send(api(), 'POST', '/user/question', { itemId, question: 'Hi?' }, guest)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Please log in or sign up to continue.')
    const guestAnswer = await send(
      api(),
      'POST',
      '/user/answer',
      { questionId: itemId, answer: 'x' },
      guest,
    )
    expect(guestAnswer.status).toBe(403)
    // Guests still read, and an item without questions is an empty list.
    const quiet = plan.rows.items.find((item) => seededOn(item.id as string).length === 0)
    expect(await list(`itemId=${quiet?.id}`, guest)).toEqual({
      list: [],
      total: 0,
      totalQuestion: 0,
      newQuestion: 0,
    })

    const owner = await supplierAuth()
    const own = await send(api(), 'POST', '/user/question', { itemId, question: 'Mine?' }, owner)
    expect(own.status).toBe(400)
    expect(own.body.message).toBe('You cannot ask a question about your own listing or profile.')
    const asker: Account = await verifiedAccount(api())
    const auth = bearer(asker.token)
    const unknown = '00000000-0000-4000-8000-000000000000'
    const cases: [unknown, number, string][] = [
      [{ question: 'Hi?' }, 400, 'Send either itemId or userId.'],
      [{ itemId, userId: demoSupplierId, question: 'Hi?' }, 400, 'Send either itemId or userId.'],
      [{ itemId: unknown, question: 'Hi?' }, 404, 'Item not exist'],
      [{ userId: unknown, question: 'Hi?' }, 404, 'User not found.'],
      [{ itemId: 'abc', question: 'Hi?' }, 400, 'itemId must be a valid id (got "abc")'],
    ]
    for (const [body, status, message] of cases) {
      const response = await send(api(), 'POST', '/user/question', body, auth)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect(response.body.message).toBe(message)
    }
    const answerUnknown = await send(
      api(),
      'POST',
      '/user/answer',
      { questionId: unknown, answer: 'x' },
      auth,
    )
    expect(answerUnknown.status).toBe(404)
    expect(answerUnknown.body.message).toBe('Question not found.')
    for (const query of [
      '',
      `itemId=${itemId}&userId=${demoSupplierId}`,
      'itemId=x',
      `limit=0&itemId=${itemId}`,
    ]) {
      expect((await api().call(`/user/question-answer?${query}`)).status, query).toBe(400)
    }
    expect((await api().call(`/user/question-answer?itemId=${unknown}`)).status).toBe(404)
  })
})
