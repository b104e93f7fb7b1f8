/**
 * Web push registration (PUT/DELETE /notification/push-token): validated, one row per
 * browser, owner-checked; and in the sandbox the Firebase chat token is not offered.
 */
import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { chatTokenMessages } from '../../shared/contract/chat/token.ts'
import { pushMessages, pushTokenPath } from '../../shared/contract/notifications/push.ts'
import { request } from './bookings-support.ts'
import { newPerson, type Person } from './chat-support.ts'
import { describeApi } from './harness.ts'

const fcmToken = (tag: string) => `fcm-${tag}:APA91b${'x'.repeat(60)}`

describeApi('push token registration', (api) => {
  let ann: Person
  let ben: Person
  const device = randomUUID()

  it('stores this browser’s token for the signed-in person', async () => {
    ann = await newPerson(api())
    ben = await newPerson(api())
    const saved = await request(
      api(),
      'PUT',
      '/notification/push-token',
      { deviceId: device, token: fcmToken('ann') },
      ann.auth,
    )
    expect(saved).toMatchObject({
      status: 200,
      body: { message: pushMessages.registered, data: { deviceId: device } },
    })
    // A refreshed token replaces the old one for the same browser.
    const again = await request(
      api(),
      'PUT',
      '/notification/push-token',
      { deviceId: device, token: fcmToken('ann2') },
      ann.auth,
    )
    expect(again.status).toBe(200)
  })

  it('refuses bad requests with 400 and guests with 403', async () => {
    for (const body of [
      {},
      { deviceId: 'not-a-uuid', token: fcmToken('x') },
      { deviceId: randomUUID(), token: 'short' },
      { deviceId: randomUUID(), token: `${fcmToken('x')}<script>` },
      { deviceId: randomUUID(), token: 'x'.repeat(5000) },
    ]) {
      const answer = await request(api(), 'PUT', '/notification/push-token', body, ann.auth)
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400)
    }
    const guest = await request(
      api(),
      'PUT',
      '/notification/push-token',
      { deviceId: randomUUID(), token: fcmToken('g') },
      null,
    )
    expect(guest.status).toBe(401)
  })

  it('keeps a browser to its owner: another account may take it only with the same token', async () => {
    const stolen = await request(
      api(),
      'PUT',
      '/notification/push-token',
      { deviceId: device, token: fcmToken('ben') },
      ben.auth,
    )
    expect(stolen).toMatchObject({ status: 403, body: { message: pushMessages.otherAccount } })
    expect(
      (await request(api(), 'DELETE', pushTokenPath(device), undefined, ben.auth)).status,
    ).toBe(404)
    // The same browser (same token) with Ben signed in now: it is Ben's.
    const moved = await request(
      api(),
      'PUT',
      '/notification/push-token',
      { deviceId: device, token: fcmToken('ann2') },
      ben.auth,
    )
    expect(moved.status).toBe(200)
    expect(
      (await request(api(), 'DELETE', pushTokenPath(device), undefined, ann.auth)).status,
    ).toBe(404)
    const removed = await request(api(), 'DELETE', pushTokenPath(device), undefined, ben.auth)
    expect(removed).toMatchObject({ status: 200, body: { message: pushMessages.removed } })
    expect(
      (await request(api(), 'DELETE', pushTokenPath(device), undefined, ben.auth)).status,
    ).toBe(404)
    expect(
      (await request(api(), 'DELETE', pushTokenPath('nope'), undefined, ben.auth)).status,
    ).toBe(400)
  })

  it('offers no Firebase chat token without a Firebase project', async () => {
    const answer = await request(api(), 'POST', '/user/chat-token', {}, ann.auth)
    expect(answer).toMatchObject({
      status: 404,
      body: { message: chatTokenMessages.notConfigured },
    })
  })
})
