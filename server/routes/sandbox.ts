/**
 * Sandbox-only calls under /api/v1 (registered only when SANDBOX is not false):
 * GET /sandbox/outbox (the API key, no user) and POST /sandbox/identity-check (a user).
 */
import {
  type IdentityCheckData,
  type OutboxData,
  outboxQuery,
  sandboxCalls,
} from '../../shared/contract/core/sandbox.ts'
import type { CallRoutes } from '../http/call-routes.ts'
import type { AppDeps } from '../http/context.ts'
import { issueSandboxIdentityCheck } from '../ports/identity-check.ts'
import { readOutbox } from '../services/outbox.ts'

export function sandboxRoutes(calls: CallRoutes, deps: AppDeps) {
  calls.open(
    sandboxCalls.outbox,
    { query: outboxQuery },
    ({ query }): Promise<OutboxData> =>
      readOutbox(deps.db, { to: query.to, limit: query.limit ?? 50 }),
  )

  calls.user(
    sandboxCalls.identityCheck,
    {},
    ({ caller }): Promise<IdentityCheckData> =>
      issueSandboxIdentityCheck(deps.db, caller.userId, deps.now()),
  )
}
