/**
 * The steps every plain API call takes, owned once: who may call, then the path parameters,
 * the query and the JSON body read through their contract schemas (in that order), then the
 * call's own work, whose result goes out in the success envelope with the call's message.
 * A handler says only what differs: the contract call it answers, what it reads and what it
 * does. Work that finds nothing (null or undefined) answers 404 with `notFound` when the
 * call names one; work that makes its own Response (a shared answer, a booking call) sends
 * it as it is.
 */
import type { Context, Hono } from 'hono'
import type { Struct } from 'superstruct'
import { clientAccess, publicAccess, sessionAccess, userAccess, viewerAccess } from './auth.ts'
import type { AppEnv } from './context.ts'
import { notFound } from './errors.ts'
import { ok } from './respond.ts'
import { readBody, readParams, readQuery } from './validate.ts'

/** A contract call's method and path (`profileCalls.setting`…). */
export interface ApiCall {
  method: string
  path: string
}

export interface CallReads<P, Q, B> {
  params?: Struct<P, unknown>
  query?: Struct<Q, unknown>
  body?: Struct<B, unknown>
  /** the message of the success answer */
  message?: string
  /** the 404's message when the work finds nothing */
  notFound?: string
}

export interface CallInput<C, P, Q, B> {
  c: Context<AppEnv>
  caller: C
  params: P
  query: Q
  body: B
}

type Work<C, P, Q, B, D> = (input: CallInput<C, P, Q, B>) => Promise<D> | D

/** Access for calls any client may make with the API key alone. */
const noCaller = () => undefined

/** Registers calls on `routes`, each by its contract method and path. */
export function callRoutes(routes: Hono<AppEnv>) {
  const calledBy =
    <C>(access: (c: Context<AppEnv>) => C) =>
    <P, Q, B, D>(call: ApiCall, reads: CallReads<P, Q, B>, work: Work<C, P, Q, B, D>) => {
      routes.on(call.method, call.path, async (c) => {
        const caller = access(c)
        const params = reads.params && readParams(c, reads.params)
        const query = reads.query && readQuery(c, reads.query)
        const body = reads.body && (await readBody(c, reads.body))
        const data = await work({ c, caller, params, query, body } as CallInput<C, P, Q, B>)
        if (data instanceof Response) return data
        if ((data === null || data === undefined) && reads.notFound) {
          throw notFound(reads.notFound)
        }
        return ok(c, data, reads.message)
      })
    }
  return {
    /** no caller check: the API key alone */
    open: calledBy(noCaller),
    /** client credentials or any valid bearer token */
    public: calledBy(publicAccess),
    /** like `public`, with the signed-in viewer's id (null for guests and clients) */
    viewer: calledBy(viewerAccess),
    /** client credentials only */
    client: calledBy(clientAccess),
    /** a guest's or a user's session */
    session: calledBy(sessionAccess),
    /** the caller's own account: a signed-in user */
    user: calledBy(userAccess),
  }
}

/** What an API area's routes register on. */
export type CallRoutes = ReturnType<typeof callRoutes>
