/**
 * The FCM push port outside the sandbox, end to end against a local stand-in for Google
 * (its OAuth token endpoint and FCM's HTTP v1 send): a chat notification for a person with
 * two registered browsers becomes one signed, well-formed FCM request per token, a token
 * FCM reports gone is dropped, and the Firebase chat token is a custom token for the user.
 */
import { createVerify, generateKeyPairSync, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FirebaseSettings } from '../../server/ports/google-service.ts'
import type { ChatTokenData } from '../../shared/contract/chat/token.ts'
import { request } from './bookings-support.ts'
import { chatItem, openRoom, supplierOfItem } from './chat-support.ts'
import { describeApi } from './harness.ts'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })

interface Seen {
  path: string
  authorization: string | undefined
  body: string
}
const seen: Seen[] = []
let google: Server
const settings: FirebaseSettings = {
  projectId: 'demo-hire',
  clientEmail: 'push@demo-hire.iam.gserviceaccount.com',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  tokenUrl: '',
  fcmBase: '',
}

const read = (incoming: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    incoming.on('data', (chunk) => {
      text += chunk
    })
    incoming.on('end', () => resolve(text))
  })

beforeAll(async () => {
  google = createServer(async (incoming, answer) => {
    const body = await read(incoming)
    seen.push({ path: incoming.url ?? '', authorization: incoming.headers.authorization, body })
    answer.setHeader('content-type', 'application/json')
    if (incoming.url === '/token') {
      answer.end(JSON.stringify({ access_token: 'ya29.local', expires_in: 3600 }))
    } else if (body.includes('gone-token')) {
      answer.statusCode = 404
      answer.end(
        JSON.stringify({
          error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
        }),
      )
    } else {
      answer.end(JSON.stringify({ name: `projects/demo-hire/messages/${randomUUID()}` }))
    }
  })
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', () => resolve()))
  const origin = `http://127.0.0.1:${(google.address() as AddressInfo).port}`
  settings.tokenUrl = `${origin}/token`
  settings.fcmBase = origin
})
afterAll(() => new Promise<void>((resolve) => google.close(() => resolve())))

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString())

function verified(jwt: string) {
  const [head, body, signature] = jwt.split('.') as [string, string, string]
  const verifier = createVerify('RSA-SHA256')
  verifier.update(`${head}.${body}`)
  expect(verifier.verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
  return decode(body)
}

describeApi(
  'push through FCM outside the sandbox',
  (api) => {
    it('sends a chat notification to every browser of the receiver, and drops a gone token', async () => {
      seen.length = 0 // each backend's run counts its own requests
      const { itemId, supplierId } = chatItem(0)
      const other = chatItem(1)
      const seller = await supplierOfItem(api(), itemId)
      const asker = await supplierOfItem(api(), other.itemId)
      expect(other.supplierId).not.toBe(supplierId)
      const goodDevice = randomUUID()
      for (const [deviceId, token] of [
        [goodDevice, `good-token:APA91b${'a'.repeat(40)}`],
        [randomUUID(), `gone-token:APA91b${'b'.repeat(40)}`],
      ]) {
        const saved = await request(
          api(),
          'PUT',
          '/notification/push-token',
          { deviceId, token },
          seller.auth,
        )
        expect(saved.status).toBe(200)
      }
      const room = await openRoom(api(), asker, itemId)
      const notified = await request(
        api(),
        'POST',
        '/user/send-chat-Notification',
        {
          message: Buffer.from('Is it free?').toString('base64'),
          toId: supplierId,
          itemId,
          roomId: room.roomId,
        },
        asker.auth,
      )
      expect(notified.status).toBe(200)
      await expect
        .poll(() => seen.filter((s) => s.path.includes('messages:send')).length, {
          timeout: 20_000,
        })
        .toBe(2)

      const grant = seen.find((s) => s.path === '/token') as Seen
      const form = new URLSearchParams(grant.body)
      expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
      expect(verified(form.get('assertion') as string)).toMatchObject({
        iss: settings.clientEmail,
        scope: 'https://www.googleapis.com/auth/firebase.messaging',
        aud: settings.tokenUrl,
      })
      const sends = seen.filter((s) => s.path === '/v1/projects/demo-hire/messages:send')
      expect(sends).toHaveLength(2)
      for (const send of sends) expect(send.authorization).toBe('Bearer ya29.local')
      const good = JSON.parse(sends.find((s) => s.body.includes('good-token'))?.body ?? '{}')
      expect(good.message).toMatchObject({
        token: expect.stringMatching(/^good-token:/),
        notification: { title: expect.any(String), body: expect.any(String) },
        data: { notificationId: expect.any(String), path: `/user/chat?itemId=${itemId}` },
      })

      // The gone token was dropped: its device is no longer registered, the good one is.
      const removed = await request(
        api(),
        'DELETE',
        `/notification/push-token/${goodDevice}`,
        undefined,
        seller.auth,
      )
      expect(removed.status).toBe(200)
    })

    it('gives the Firebase chat a custom token whose uid is the user id', async () => {
      const { itemId, supplierId } = chatItem(0)
      const seller = await supplierOfItem(api(), itemId)
      const answer = await request<ChatTokenData>(
        api(),
        'POST',
        '/user/chat-token',
        {},
        seller.auth,
      )
      expect(answer.status).toBe(200)
      const data = answer.body.data
      expect(data.userId).toBe(supplierId)
      expect(data.name.length).toBeGreaterThan(0)
      const claims = verified(data.customToken as string)
      expect(claims).toMatchObject({
        uid: supplierId,
        iss: settings.clientEmail,
        sub: settings.clientEmail,
      })
      expect(claims.aud).toContain('identitytoolkit.googleapis.com')
      expect(claims.exp - claims.iat).toBe(3600)
    })
  },
  { sandbox: false, server: { firebase: settings } },
)
