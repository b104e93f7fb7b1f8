/**
 * One account cannot fill the disk: uploads are limited per hour and day (counted in the
 * database), and files never attached to anything are removed a week after they arrived.
 */
import { expect, it } from 'vitest'
import { mediaMessages } from '../../shared/contract/core/media.ts'
import { request, serverClock } from './bookings-support.ts'
import { chatItem, newPerson, openRoom, type Person } from './chat-support.ts'
import { describeApi, type Envelope, type RunningApi } from './harness.ts'
import { listingPayload, listingSupplier, samples, uniqueName, upload } from './listings-support.ts'

const hour = 60 * 60 * 1000

async function tryUpload(api: RunningApi, person: Person) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(samples.png)]), 'photo.png')
  const response = await api.call('/media-upload', {
    method: 'POST',
    body: form,
    auth: person.auth,
  })
  const body = (await response.json()) as Envelope<{ url: string; fileName: string }>
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
}

describeApi('upload quota', (api) => {
  const clock = serverClock(api)

  it('refuses the 101st upload of an hour with a 429 saying how long to wait', async () => {
    api().stopTime()
    const person = await newPerson(api())
    for (let round = 0; round < 10; round++) {
      const done = await Promise.all(Array.from({ length: 10 }, () => tryUpload(api(), person)))
      expect(done.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    }
    const refused = await tryUpload(api(), person)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(mediaMessages.tooMany('1 hour'))
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    // Someone else is not held back, and the account may upload again an hour later.
    expect((await tryUpload(api(), await newPerson(api()))).status).toBe(200)
    clock.advance(hour + 1000)
    expect((await tryUpload(api(), person)).status).toBe(200)
  })

  it('removes uploads never attached a week later, and keeps attached ones', async () => {
    const person = await newPerson(api())
    const picture = await tryUpload(api(), person)
    const inChat = await tryUpload(api(), person)
    const unused = await tryUpload(api(), person)
    const as = (method: string, path: string, body: unknown) =>
      request(api(), method, path, body, person.auth)
    const saved = await as('PATCH', '/user/profile-picture', {
      profilePicture: picture.body.data.url,
    })
    expect(saved.status).toBe(200)
    const room = await openRoom(api(), person, chatItem(4).itemId)
    const message = {
      messageId: 'kept-picture',
      messageType: 'image',
      mediaUrl: inChat.body.data.url,
    }
    const sent = await as('POST', '/user/chat-message', { roomId: room.roomId, message })
    expect(sent.status).toBe(200)

    const supplier = await listingSupplier(api())
    const payload = await listingPayload(api(), supplier, uniqueName('Swept kayak'))
    const terms = await upload(api(), supplier.auth, samples.pdf, 'terms.pdf')
    const listed = { ...payload, isApplyTermsAndCond: false, termsAndCondDoc: terms }
    expect((await request(api(), 'POST', '/items', listed, supplier.auth)).status).toBe(200)
    const onListing = [terms, payload.media[0]?.url ?? '']

    clock.advance(7 * 24 * hour - hour)
    const young = await tryUpload(api(), person)
    expect(young.status).toBe(200)
    for (const kept of [picture, inChat, unused, young]) {
      expect((await fetch(kept.body.data.url)).status).toBe(200)
    }

    clock.advance(2 * hour)
    // The next upload (anyone's) sweeps.
    expect((await tryUpload(api(), await newPerson(api()))).status).toBe(200)
    expect((await fetch(unused.body.data.url)).status).toBe(404)
    const removed = await as('DELETE', '/media', { fileName: unused.body.data.fileName })
    expect(removed.status).toBe(404)
    for (const kept of [picture, inChat, young]) {
      expect((await fetch(kept.body.data.url)).status).toBe(200)
    }
    for (const url of onListing) expect((await fetch(url)).status, url).toBe(200)
  })
})
