/**
 * Sandbox-only calls under /api/v1 (registered only when SANDBOX is not false):
 * GET /sandbox/outbox (the API key, no user) and POST /sandbox/identity-check (a user).
 */
import { Hono } from 'hono'
import {
  type IdentityCheckData,
  type OutboxData,
  outboxQuery,
  sandboxCalls,
} from '../../shared/contract/core/sandbox.ts'
import { userAccess } from '../http/auth.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { ok } from '../http/respond.ts'
import { readQuery } from '../http/validate.ts'
import { issueSandboxIdentityCheck } from '../ports/identity-check.ts'
import { readOutbox } from '../services/outbox.ts'

export function sandboxRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(sandboxCalls.outbox.path, async (c) => {
    const query = readQuery(c, outboxQuery)
    return ok<OutboxData>(c, await readOutbox(deps.db, { to: query.to, limit: query.limit ?? 50 }))
  })

  routes.post(sandboxCalls.identityCheck.path, async (c) => {
    const caller = userAccess(c)
    const check = await issueSandboxIdentityCheck(deps.db, caller.userId, deps.now())
    return ok<IdentityCheckData>(c, check)
  })

  return routes
}
