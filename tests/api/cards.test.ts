import { expect, it } from 'vitest'
import type { Card, CardsData, CardTokenData } from '../../shared/contract/checkout/payments.ts'
import { guestToken, verifiedAccount } from './accounts.ts'
import { request, saveCard } from './bookings-support.ts'
import { bearer, describeApi } from './harness.ts'

const cardInvalid = 'Issue in adding the card please try with valid card detail.'
const year = new Date().getUTCFullYear() + 2
const card = (number: string, extra: object = {}) => ({
  number,
  exp_month: 6,
  exp_year: year,
  cvc: '123',
  name: 'Olivia Nguyen',
  ...extra,
})

describeApi('cards', (api) => {
  const tokenise = (body: object) =>
    request<CardTokenData>(api(), 'POST', '/sandbox/tokens', body, null)

  it('tokenises test cards as Stripe would: 4242 passes, 0002 is declined, bad numbers refused', async () => {
    const good = await tokenise(card('4242 4242 4242 4242'))
    expect(good.status).toBe(200)
    expect(good.body.data).toEqual({
      token: expect.stringMatching(/^tok_sandbox_/),
      card: { name: 'Olivia Nguyen', last4: '4242', brand: 'visa', exp_month: 6, exp_year: year },
    })
    const declined = await tokenise(card('4000 0000 0000 0002'))
    expect(declined).toMatchObject({ status: 402, body: { message: cardInvalid } })
    const failures = [
      card('4242 4242 4242 4241'),
      card('1234'),
      card('4242 4242 4242 4242', { cvc: '1' }),
      card('4242 4242 4242 4242', { exp_year: 2020 }),
      card('4242 4242 4242 4242', { exp_month: 13 }),
    ]
    for (const body of failures) {
      const answer = await tokenise(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    expect((await tokenise(card('4242 4242 4242 4241'))).body.message).toBe(cardInvalid)
    const badName = await tokenise(card('4242 4242 4242 4242', { name: 'R2-D2' }))
    expect(badName.body.message).toBe('The cardholder name may only contain letters and spaces.')
  })

  it('saves a token once, lists, edits and deletes the owner\u2019s cards only', async () => {
    const owner = await verifiedAccount(api())
    const auth = bearer(owner.token)
    const token = (await tokenise(card('5555 5555 5555 4444'))).body.data.token
    const saved = await request<Card>(api(), 'POST', '/user/card', { token }, auth)
    expect(saved.body).toMatchObject({
      message: 'Card added.',
      data: { last4: '4444', brand: 'mastercard', name: 'Olivia Nguyen', exp_month: 6 },
    })
    const spent = await request(api(), 'POST', '/user/card', { token }, auth)
    expect(spent).toMatchObject({ status: 400, body: { message: cardInvalid } })
    const unknown = await request(api(), 'POST', '/user/card', { token: 'tok_made_up' }, auth)
    expect(unknown.status).toBe(400)
    const second = await saveCard(api(), auth)
    const list = await api().get<CardsData>('/user/cards', auth)
    expect(list.cardsList.map((entry) => entry.id)).toEqual([second.id, saved.body.data.id])
    // The number never comes back: only its last four digits.
    expect(JSON.stringify(list)).not.toMatch(/5555|4242 4242/)

    const id = saved.body.data.id
    const edit = (body: object, who = auth) =>
      request<Card>(api(), 'PUT', '/user/card', { cardId: id, ...body }, who)
    const edited = await edit({ name: 'Olivia M Nguyen', exp_month: 1, exp_year: year + 1 })
    expect(edited.body).toMatchObject({
      message: 'Card updated.',
      data: { id, name: 'Olivia M Nguyen', exp_month: 1, exp_year: year + 1, last4: '4444' },
    })
    const past = await edit({ name: 'Olivia', exp_month: 1, exp_year: 2021 })
    expect(past).toMatchObject({ status: 400, body: { message: 'Please Enter valid expiry date' } })
    const digits = await edit({ name: 'Olivia 2', exp_month: 1, exp_year: year })
    expect(digits.status).toBe(400)

    const stranger = bearer((await verifiedAccount(api())).token)
    const theirs = await edit({ name: 'Thief', exp_month: 1, exp_year: year }, stranger)
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Card not found.' } })
    expect((await request(api(), 'DELETE', `/user/card/${id}`, undefined, stranger)).status).toBe(
      404,
    )
    expect((await api().get<CardsData>('/user/cards', stranger)).cardsList).toEqual([])

    const removed = await request(api(), 'DELETE', `/user/card/${id}`, undefined, auth)
    expect(removed.body).toMatchObject({ message: 'Card deleted.', data: null })
    expect((await request(api(), 'DELETE', `/user/card/${id}`, undefined, auth)).status).toBe(404)
    expect((await api().get<CardsData>('/user/cards', auth)).cardsList.map((c) => c.id)).toEqual([
      second.id,
    ])
  })

  it('asks guests to log in and refuses calls without a session', async () => {
    const guest = bearer(await guestToken(api()))
    for (const [method, path, body] of [
      ['GET', '/user/cards', undefined],
      ['POST', '/user/card', { token: 'tok_x' }],
      ['PUT', '/user/card', { cardId: 'x', name: 'A', exp_month: 1, exp_year: year }],
      ['DELETE', '/user/card/x', undefined],
    ] as const) {
      const answer = await request(api(), method, path, body, guest)
      expect(answer, path).toMatchObject({
        status: 403,
        body: { message: 'Please log in or sign up to continue.' },
      })
      expect((await request(api(), method, path, body, null)).status).toBe(401)
    }
  })
})

describeApi(
  'cards outside the sandbox',
  (api) => {
    it('has no sandbox tokeniser or charges list', async () => {
      const answer = await request(api(), 'POST', '/sandbox/tokens', card('4242424242424242'), null)
      expect(answer.status).toBe(404)
      expect((await request(api(), 'GET', '/sandbox/charges')).status).toBe(404)
    })
  },
  { sandbox: false },
)
