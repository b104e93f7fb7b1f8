import { expect, it } from 'vitest'
import { verifiedAccount } from './accounts.ts'
import { bearer, describeApi, postJson } from './harness.ts'
import { plan } from './seed-facts.ts'

const itemId = plan.rows.items[0]?.id as string
const uuid = '00000000-0000-4000-8000-000000000000'

describeApi('discovery inputs', (api) => {
  it('answers 400 with a message to bad parameters on every discovery call, never 500', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const paths = [
      '/items/x',
      `/items/${itemId}?latitude=1`,
      `/items/${itemId}?latitude=north&longitude=1`,
      '/items/related-items',
      '/items/related-items?itemId=1',
      `/items/related-items?itemId=${itemId}&limit=0`,
      `/items/related-items?itemId=${itemId}&limit=51`,
      `/items/related-items?itemId=${itemId}&pageNo=abc`,
      `/items/related-items?itemId=${itemId}&type=story`,
      '/items/recently-added-items?userId=x',
      '/items/recently-added-items?limit=-1',
      '/items/most-hired-items?pageNo=0',
      '/items/most-hired-items?latitude=200&longitude=0',
      `/items/last-hired?searchKey=${'x'.repeat(101)}`,
      '/items/last-hired?limit=1000',
      '/items/last-hired?searchKey=%00',
      '/items/bookmarks?limit=abc',
      '/items/bookmarks?latitude=10',
      '/destination-items?destinationId=sydney',
      '/destination-items?itemCategoryType=3',
      '/destination-items?limit=1e2',
      '/users/destination-city/x',
      '/destination-category?latitude=-33',
      '/destination-category?latitude=x&longitude=y',
      '/destination-category?limit=0',
      '/items/popular-categories?categoryId=camping',
      '/items/popular-categories?longitude=151',
      '/items/popular-categories?limit=99',
      '/users/nearby-destination',
      '/users/nearby-destination?latitude=-33.8',
      '/users/nearby-destination?latitude=-91&longitude=151',
      '/user/adventure/stories/1',
      '/user/adventure/stories?destinationId=x',
      '/user/question-answer',
      `/user/question-answer?itemId=${itemId}&pageNo=0`,
      `/user/question-answer?userId=${uuid}&limit=51`,
      '/user/reviews',
      '/user/reviews?userId=abc',
      `/user/reviews?userId=${uuid}&limit=0`,
    ]
    for (const path of paths) {
      const response = await api().call(path, { auth })
      const body = await response.json()
      expect(response.status, path).toBe(400)
      expect(body.statusCode, path).toBe(400)
      expect(typeof body.message, path).toBe('string')
      expect(body.message.length, path).toBeGreaterThan(5)
    }
  })

  it('answers 400 to malformed bodies on every discovery write, never 500', async () => {
    const account = await verifiedAccount(api())
    const auth = bearer(account.token)
    const calls: [string, string, unknown][] = [
      ['POST', '/items/bookmarks', '{"itemId":'],
      ['POST', '/items/bookmarks', []],
      ['POST', '/items/bookmarks', { itemId: [itemId] }],
      ['POST', '/user/question', '{'],
      ['POST', '/user/question', { itemId, question: ['a'] }],
      ['POST', '/user/question', { itemId, question: 'a\u0000b' }],
      ['POST', '/user/question', 'null'],
      ['POST', '/user/answer', { questionId: 'x', answer: 'y' }],
      ['POST', '/user/answer', { questionId: uuid }],
      ['PATCH', '/user/answer', { questionId: uuid, answer: 7 }],
      ['PATCH', '/user/answer', '[1,2'],
    ]
    for (const [method, path, body] of calls) {
      const response = await postJson(api(), path, body, auth, method)
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
      expect(typeof response.body.message).toBe('string')
    }
    const deleted = await api().call('/user/answer/%E0%A4%A', { method: 'DELETE', auth })
    expect(deleted.status).toBe(400)
  })
})
