/**
 * A chat picture is one of the sender's own image uploads: nobody posts another person's
 * file (an ID photo they learnt the address of, say) or a document as a picture.
 */
import { expect, it } from 'vitest'
import { profileMessages } from '../../shared/contract/account/profile.ts'
import { chatMessages } from '../../shared/contract/chat/chat.ts'
import { request } from './bookings-support.ts'
import { chatItem, newPerson, openRoom } from './chat-support.ts'
import { describeApi } from './harness.ts'
import { samples, upload } from './listings-support.ts'

describeApi('chat media', (api) => {
  it('sends the sender\u2019s own pictures only', async () => {
    const owner = await newPerson(api())
    const sender = await newPerson(api())
    const theirs = await upload(api(), owner.auth, samples.png, 'id-front.png')
    const document = await upload(api(), sender.auth, samples.pdf, 'notes.pdf')
    const mine = await upload(api(), sender.auth, samples.png, 'photo.png')
    const room = await openRoom(api(), sender, chatItem(5).itemId)
    const send = (messageId: string, mediaUrl: string) =>
      request(
        api(),
        'POST',
        '/user/chat-message',
        { roomId: room.roomId, message: { messageId, messageType: 'image', mediaUrl } },
        sender.auth,
      )
    const stolen = await send('not-mine', theirs)
    expect(stolen.status).toBe(400)
    expect(stolen.body.message).toBe(profileMessages.notYourMedia)
    const pdf = await send('a-document', document)
    expect(pdf.status).toBe(400)
    expect(pdf.body.message).toBe(chatMessages.imageOnly)
    expect((await send('my-picture', mine)).status).toBe(200)
  })
})
