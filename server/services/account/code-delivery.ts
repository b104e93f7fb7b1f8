/**
 * Delivery of one-time codes through the mail/SMS port (wording: messages/templates.ts). `sendCode` is the whole
 * step for an existing account: take a send slot for the address, store a new code, send it.
 */
import type { Db } from '../../db/connect.ts'
import type { Messenger } from '../../ports/messenger.ts'
import { brand } from '../messages/brand.ts'
import { codeMessage, codeSms } from '../messages/templates.ts'
import { takeSendSlot } from '../rate-limit.ts'
import { type CodeTarget, issueCode } from './codes.ts'

export async function deliverCode(
  messenger: Messenger,
  input: CodeTarget & { code: string },
): Promise<void> {
  const purpose = { purpose: input.purpose, code: input.code }
  if (input.purpose === 'change-phone') {
    const text = codeSms(brand(), purpose)
    await messenger.send({
      to: input.target,
      channel: 'sms',
      subject: '',
      text,
      html: null,
      code: input.code,
    })
    return
  }
  const email = codeMessage(brand(), purpose)
  await messenger.send({ to: input.target, channel: 'email', ...email, code: input.code })
}

export async function sendCode(
  deps: { db: Db; messenger: Messenger; now: Date },
  input: CodeTarget & { userId: string },
): Promise<void> {
  await takeSendSlot(deps.db, input.target, deps.now)
  const code = await issueCode(deps.db, input, deps.now)
  await deliverCode(deps.messenger, { ...input, code })
}

/**
 * `sendCode` when the address is an account's (`userId` set); otherwise only a send slot is
 * taken, so both cases answer and count the same and the call reveals nothing.
 */
export async function sendCodeIfKnown(
  deps: { db: Db; messenger: Messenger; now: Date },
  input: CodeTarget & { userId: string | undefined },
): Promise<void> {
  const { userId } = input
  if (userId) await sendCode(deps, { ...input, userId })
  else await takeSendSlot(deps.db, input.target, deps.now)
}
