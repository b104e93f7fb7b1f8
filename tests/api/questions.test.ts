import { expect, it } from 'vitest'
import type { ProfileViewData } from '../../shared/contract/account/profile.ts'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import type { Question, QuestionListData } from '../../shared/contract/catalogue/questions.ts'
import { send, signIn, verifiedAccount } from './accounts.ts'
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
})
