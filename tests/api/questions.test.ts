import { expect, it } from 'vitest'
import type { ItemDetail } from '../../shared/contract/items.ts'
import type { ProfileViewData } from '../../shared/contract/profile.ts'
import type { Question, QuestionListData } from '../../shared/contract/questions.ts'
import { type Account, guestToken, send, signIn, verifiedAccount } from './accounts.ts'
import { bearer, describeApi } from './harness.ts'
import { demoSupplierId, plan } from './seed-facts.ts'

const supplierItem = plan.rows.items.find((item) => item.supplierId === demoSupplierId)
const itemId = supplierItem?.id as string
const seededOn = (id: string) => plan.rows.questions.filter((question) => question.itemId === id)
const popular = [...plan.rows.items].sort((a, b) => (b.hireCount ?? 0) - (a.hireCount ?? 0))[0]

describeApi('questions and answers', (api) => {
  const list = (query: string, auth?: string) =>
    api().get<QuestionListData>(`/user/question-answer?${query}`, auth)
  const supplierAuth = async () => {
    const login = await signIn(api(), 'supplier@example.com')
    return bearer(String(login.body.data.accessToken))
  }

  it('lists the seeded questions of a popular item, newest first, with a summary', async () => {
    const id = popular?.id as string
    const seeded = seededOn(id)
    const data = await list(`itemId=${id}`)
    expect(data.total).toBe(seeded.length)
    expect(data.totalQuestion).toBe(seeded.length)
    expect(data.newQuestion).toBe(seeded.filter((question) => !question.answer).length)
    const created = data.list.map((question) => Date.parse(question.created))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    for (const question of data.list) {
      expect(question).toMatchObject({ itemId: id, productOwnerId: popular?.supplierId })
      expect(question.questionData.name.length).toBeGreaterThan(2)
      expect(question.questionData.profilePicture).toMatch(/^http/)
      if (question.answer) {
        expect(question.answerData?.created).toBeTruthy()
      } else {
        expect(question.answerData).toBeNull()
      }
    }
    const detail = await api().get<ItemDetail>(`/items/${id}`)
    expect(detail.questions).toEqual({
      totalQuestion: data.totalQuestion,
      newQuestion: data.newQuestion,
    })
  })

  it('lets a user ask, only the owner answer, edit and delete the answer', async () => {
    const asker = await verifiedAccount(api())
    const before = await list(`itemId=${itemId}`)
    const asked = await send(
      api(),
      'POST',
      '/user/question',
      { itemId, question: '  Can I collect it at 6 am?  ' },
      bearer(asker.token),
    )
    expect(asked.status).toBe(200)
    const question = asked.body.data as unknown as Question
    expect(question).toMatchObject({
      question: 'Can I collect it at 6 am?',
      answer: null,
      answerData: null,
      itemId,
      itemName: supplierItem?.itemName,
      productOwnerId: demoSupplierId,
      userId: asker.userId,
    })
    const after = await list(`itemId=${itemId}`)
    expect(after.list[0]?._id).toBe(question._id)
    expect(after.totalQuestion).toBe(before.totalQuestion + 1)
    expect(after.newQuestion).toBe(before.newQuestion + 1)

    const answer = (method: string, body: unknown, auth: string) =>
      send(api(), method, '/user/answer', body, auth)
    const stranger = await verifiedAccount(api())
    for (const account of [asker, stranger]) {
      const refused = await answer(
        'POST',
        { questionId: question._id, answer: 'Yes' },
        bearer(account.token),
      )
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe(
        'Only the owner of this listing or profile can answer its questions.',
      )
    }
    const owner = await supplierAuth()
    const notYet = await answer('PATCH', { questionId: question._id, answer: 'x' }, owner)
    expect(notYet.status).toBe(409)
    expect(notYet.body.message).toBe('This question has no answer yet.')

    const answered = await answer(
      'POST',
      { questionId: question._id, answer: ' Yes, 6 am is fine. ' },
      owner,
    )
    expect(answered.status).toBe(200)
    expect(answered.body.data).toMatchObject({ _id: question._id, answer: 'Yes, 6 am is fine.' })
    expect((answered.body.data as unknown as Question).answerData?.name).toBe('Sam Supplier')
    const twice = await answer('POST', { questionId: question._id, answer: 'Again' }, owner)
    expect(twice.status).toBe(409)
    expect((await list(`itemId=${itemId}`)).newQuestion).toBe(before.newQuestion)

    const strangerEdit = await answer(
      'PATCH',
      { questionId: question._id, answer: 'No' },
      bearer(stranger.token),
    )
    expect(strangerEdit.status).toBe(403)
    const edited = await answer(
      'PATCH',
      { questionId: question._id, answer: 'From 7 am, sorry!' },
      owner,
    )
    expect(edited.body.data).toMatchObject({ answer: 'From 7 am, sorry!' })

    const del = (id: string, auth: string) =>
      api().call(`/user/answer/${id}`, { method: 'DELETE', auth })
    const strangerDelete = await del(question._id, bearer(stranger.token))
    expect(strangerDelete.status).toBe(403)
    const deleted = await del(question._id, owner)
    expect(deleted.status).toBe(200)
    const body = (await deleted.json()) as { data: Question }
    expect(body.data).toMatchObject({ _id: question._id, answer: null, answerData: null })
    expect(body.data.question).toBe('Can I collect it at 6 am?')
    expect((await del(question._id, owner)).status).toBe(409)
    expect((await del('00000000-0000-4000-8000-000000000000', owner)).status).toBe(404)
    expect((await del('nope', owner)).status).toBe(400)
  })

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

  it('asks on a profile: the profile\u2019s user answers, and lists by userId include item questions', async () => {
    const owner = await verifiedAccount(api())
    const asker = await verifiedAccount(api())
    const asked = await send(
      api(),
      'POST',
      '/user/question',
      { userId: owner.userId, question: 'Do you deliver?' },
      bearer(asker.token),
    )
    expect(asked.status).toBe(200)
    expect(asked.body.data).toMatchObject({
      itemId: null,
      itemName: null,
      productOwnerId: owner.userId,
    })
    const answered = await send(
      api(),
      'POST',
      '/user/answer',
      { questionId: asked.body.data._id, answer: 'Within 10 km.' },
      bearer(owner.token),
    )
    expect(answered.status).toBe(200)
    const data = await list(`userId=${owner.userId}`)
    expect(data).toMatchObject({ total: 1, totalQuestion: 1, newQuestion: 0 })

    const supplier = await list(`userId=${demoSupplierId}&limit=50`)
    const seeded = plan.rows.questions.filter((question) => question.ownerId === demoSupplierId)
    expect(supplier.totalQuestion).toBeGreaterThanOrEqual(seeded.length)
    expect(supplier.list.some((question) => question.itemId === null)).toBe(true)
    expect(supplier.list.some((question) => question.itemId !== null)).toBe(true)
    const profile = await api().get<ProfileViewData>(`/user/profile-view/${demoSupplierId}`)
    expect(profile.user.questions.totalQuestion).toBe(supplier.totalQuestion)
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
