/**
 * How every call that changes a booking runs: the booking's due system moves first (in
 * their own transaction), then the call's effects and its money movements in one
 * transaction. Payment-taking calls honour the Idempotency-Key header: a retry answers
 * the stored answer and never charges twice (services/idempotency.ts). A charge made
 * outside the database (Stripe) is refunded when the transaction fails after it.
 */
import type { Context } from 'hono'
import { is } from 'superstruct'
import { bookingApiMessages } from '../../shared/contract/booking/messages.ts'
import { idempotencyHeader, idempotencyKey } from '../../shared/contract/checkout/payments.ts'
import type { Db } from '../db/connect.ts'
import type { UserCaller } from '../http/auth.ts'
import type { CallInput } from '../http/call-routes.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { badRequest, conflict } from '../http/errors.ts'
import { logFailure } from '../http/failure-log.ts'
import { type Loaded, loadBooking } from '../services/bookings/access.ts'
import { settleDue } from '../services/bookings/settle.ts'
import {
  beginKey,
  type Claim,
  finishKey,
  processorKey,
  releaseKey,
  requestHash,
} from '../services/idempotency.ts'
import type { Money } from '../services/payments.ts'
import { inTransaction } from '../services/transactions.ts'

export interface CallContext {
  tx: Db
  money: Money
  now: Date
}

export interface CallOptions {
  userId: string
  /** settle this booking's due moves first */
  bookingId?: string
  /** a payment-taking call: honours Idempotency-Key */
  idempotent?: boolean
}

export interface Answer<T> {
  data: T
  message?: string
}

function envelope<T>(answer: Answer<T>) {
  return answer.message
    ? { statusCode: 200, message: answer.message, data: answer.data }
    : { statusCode: 200, data: answer.data }
}

async function claimKey(c: Context<AppEnv>, deps: AppDeps, userId: string) {
  const key = c.req.header(idempotencyHeader)
  if (key === undefined) return null
  if (!is(key, idempotencyKey())) throw badRequest(bookingApiMessages.idempotencyKeyInvalid)
  const hash = requestHash(c.req.method, new URL(c.req.url).pathname, await c.req.text())
  const begun = await beginKey(deps.db, { userId, key, hash }, deps.now())
  if (begun.kind === 'reused') throw conflict(bookingApiMessages.idempotencyReused)
  if (begun.kind === 'busy') throw conflict(bookingApiMessages.paymentInProgress)
  return begun
}

export async function bookingCall<T>(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: CallOptions,
  work: (call: CallContext) => Promise<Answer<T>>,
): Promise<Response> {
  const begun = options.idempotent ? await claimKey(c, deps, options.userId) : null
  if (begun?.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true')
    return c.json(begun.body as object, begun.status as 200)
  }
  const claim: Claim | null = begun?.kind === 'claimed' ? begun.claim : null
  const now = deps.now()
  const undo: Money['undo'] = []
  try {
    if (options.bookingId) {
      await settleDue(deps.db, deps.ports.payments, { bookingId: options.bookingId }, now)
    }
    const body = await inTransaction(deps.db, async (tx) => {
      const money: Money = {
        processor: deps.ports.payments,
        userId: options.userId,
        key: (purpose) => processorKey(options.userId, claim?.key ?? null, purpose),
        undo,
      }
      const answer = envelope(await work({ tx, money, now }))
      if (claim) await finishKey(tx, claim, 200, answer)
      return answer
    })
    return c.json(body, 200)
  } catch (error) {
    for (const step of undo) {
      await step().catch((failure) => logFailure('[payments] undo failed:', failure))
    }
    if (claim) await releaseKey(deps.db, claim).catch(() => {})
    throw error
  }
}

/**
 * A call on one existing booking: after its due moves settle, `work` gets it loaded (and
 * locked) in the call's transaction.
 */
export function callOnBooking<T>(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: CallOptions & { bookingId: string },
  work: (call: CallContext, loaded: Loaded) => Promise<Answer<T>>,
): Promise<Response> {
  return bookingCall(c, deps, options, async (call) =>
    work(call, await loadBooking(call.tx, options.bookingId)),
  )
}

/** What a handler of a call on one booking reads: the signed-in caller, a body naming it. */
export type BookingInput<B extends { bookingId: string }> = CallInput<
  UserCaller,
  unknown,
  unknown,
  B
>

/**
 * `callOnBooking` for the signed-in caller on the booking the body names; `idempotent` for
 * the calls that take a payment.
 */
export function onNamedBooking<B extends { bookingId: string }, T>(
  deps: AppDeps,
  input: BookingInput<B>,
  work: (call: CallContext, loaded: Loaded) => Promise<Answer<T>>,
  idempotent = false,
): Promise<Response> {
  const options = { userId: input.caller.userId, bookingId: input.body.bookingId, idempotent }
  return callOnBooking(input.c, deps, options, work)
}
