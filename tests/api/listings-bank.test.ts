import { expect, it } from 'vitest'
import type { ProfileData } from '../../shared/contract/account/profile.ts'
import type { BankData } from '../../shared/contract/listings/bank.ts'
import { bankMessages, gateMessages } from '../../shared/contract/listings/messages.ts'
import { guestToken } from './accounts.ts'
import { request } from './bookings-support.ts'
import { bearer, describeApi, type RunningApi } from './harness.ts'
import {
  addBank,
  bankPayload,
  listingPayload,
  newSupplier,
  type Supplier,
  samples,
  uniqueName,
} from './listings-support.ts'

async function sendScans(api: RunningApi, supplier: Supplier, front: Buffer, back?: Buffer) {
  const form = new FormData()
  form.set('frontPhotoIDUpload', new Blob([new Uint8Array(front)]), 'front.png')
  if (back) form.set('backPhotoIDUpload', new Blob([new Uint8Array(back)]), 'back.png')
  const response = await api.call('/user/stripe-document', {
    method: 'PATCH',
    body: form,
    auth: supplier.auth,
  })
  return response.status
}

const hasBank = async (api: RunningApi, supplier: Supplier) =>
  (await api.get<ProfileData>('/user/profile', supplier.auth)).user.bankDetail

describeApi('listings: bank details and the add-listing gate', (api) => {
  it('saves masked bank details after the ID scans, and opens the gate', async () => {
    const supplier = await newSupplier(api())
    const payload = await listingPayload(api(), supplier, uniqueName('Wetsuit'))
    expect((await api().get<BankData>('/user/bank', supplier.auth)).bankDetail).toBeNull()
    expect(await hasBank(api(), supplier)).toBe(false)
    const gated = await request(api(), 'POST', '/items', payload, supplier.auth)
    expect([gated.status, gated.body.message]).toEqual([426, gateMessages.upgradeRequired])

    expect(await sendScans(api(), supplier, samples.png, samples.png)).toBe(200)
    const refused = await request(
      api(),
      'POST',
      '/user/bank',
      { ...bankPayload, first_name: 'Sam2' },
      supplier.auth,
    )
    expect([refused.status, refused.body.message]).toEqual([400, bankMessages.firstNameLetters])
    const saved = await request<BankData>(api(), 'POST', '/user/bank', bankPayload, supplier.auth)
    expect([saved.status, saved.body.message]).toEqual([200, bankMessages.saved])
    expect(saved.body.data.bankDetail).toMatchObject({
      bsbNumber: '•••000',
      accountNumber: '•••456',
      firstName: 'Sam',
      dob: { day: 14, month: 3, year: 1988 },
      hasDocuments: true,
    })
    expect(JSON.stringify(saved.body)).not.toContain('123456')
    expect(await hasBank(api(), supplier)).toBe(true)
    expect((await request(api(), 'POST', '/items', payload, supplier.auth)).status).toBe(200)

    const edited = await request<BankData>(
      api(),
      'POST',
      '/user/bank',
      { ...bankPayload, accountNumber: '987654321', ssn_last_4: '4321' },
      supplier.auth,
    )
    expect(edited.body.data.bankDetail?.accountNumber).toBe('•••321')

    const removed = await request(api(), 'DELETE', '/user/bank', undefined, supplier.auth)
    expect([removed.status, removed.body.message]).toEqual([200, bankMessages.deleted])
    expect(await hasBank(api(), supplier)).toBe(false)
    expect((await request(api(), 'DELETE', '/user/bank', undefined, supplier.auth)).status).toBe(
      404,
    )
    expect((await request(api(), 'POST', '/items', payload, supplier.auth)).status).toBe(426)
  })

  it('keeps an unverified supplier with bank details behind the gate', async () => {
    const supplier = await newSupplier(api(), false)
    await addBank(api(), supplier)
    const payload = await listingPayload(api(), supplier, uniqueName('Cooler'))
    expect((await request(api(), 'POST', '/items', payload, supplier.auth)).status).toBe(426)
    const edit = { ...payload, itemId: '00000000-0000-4000-8000-000000000000' }
    expect((await request(api(), 'PUT', '/items', edit, supplier.auth)).status).toBe(426)
  })

  it('refuses junk, non-images and guests', async () => {
    const supplier = await newSupplier(api())
    expect(await sendScans(api(), supplier, samples.png)).toBe(400)
    expect(await sendScans(api(), supplier, samples.text, samples.png)).toBe(400)
    expect(await sendScans(api(), supplier, samples.pdf, samples.pdf)).toBe(400)
    const junk: unknown[] = [
      '',
      'not json',
      [],
      { ...bankPayload, country: 'NZ' },
      { ...bankPayload, Month: 13 },
      { ...bankPayload, bsbNumber: '06200' },
      { ...bankPayload, ssn_last_4: '0000' },
      { ...bankPayload, address: null },
    ]
    for (const body of junk) {
      const answer = await request(api(), 'POST', '/user/bank', body, supplier.auth)
      expect(answer.status, JSON.stringify(body)).toBe(400)
    }
    const guest = bearer(await guestToken(api()))
    expect((await request(api(), 'GET', '/user/bank', undefined, guest)).status).toBe(403)
    expect((await request(api(), 'POST', '/user/bank', bankPayload, guest)).status).toBe(403)
    expect((await api().call('/seller/items', { auth: guest })).status).toBe(403)
  })
})
