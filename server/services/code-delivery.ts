/**
 * Wording and delivery of one-time codes through the mail/SMS port. `sendCode` is the whole
 * step for an existing account: take a send slot for the address, store a new code, send it.
 */
import type { Db } from '../db/connect.ts'
import type { Messenger } from '../ports/messenger.ts'
import { type CodePurpose, type CodeTarget, issueCode } from './codes.ts'
import { takeSendSlot } from './rate-limit.ts'

const subjects: Record<CodePurpose, string> = {
  'verify-email': 'Verify your email address',
  'reset-password': 'Reset your password',
  'change-email': 'Confirm your new email address',
  'change-phone': 'Confirm your phone number',
}

const reasons: Record<CodePurpose, string> = {
  'verify-email': 'to verify your email address',
  'reset-password': 'to reset your password',
  'change-email': 'to confirm your new email address',
  'change-phone': 'to confirm your phone number',
}

export async function deliverCode(
  messenger: Messenger,
  input: CodeTarget & { code: string },
): Promise<void> {
  const sms = input.purpose === 'change-phone'
  const line = `Your code ${reasons[input.purpose]} is ${input.code}. It expires in 10 minutes.`
  await messenger.send({
    to: input.target,
    channel: sms ? 'sms' : 'email',
    subject: sms ? '' : subjects[input.purpose],
    body: sms ? line : `${line}\n\nIf you did not ask for it, you can ignore this email.`,
    code: input.code,
  })
}

export async function sendCode(
  deps: { db: Db; messenger: Messenger; now: Date },
  input: CodeTarget & { userId: string },
): Promise<void> {
  await takeSendSlot(deps.db, input.target, deps.now)
  const code = await issueCode(deps.db, input, deps.now)
  await deliverCode(deps.messenger, { ...input, code })
}
