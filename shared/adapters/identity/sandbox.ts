/** The sandbox ID check: POST /sandbox/identity-check as the signed-in user. */
import { api } from '../../api/client.ts'
import { type IdentityCheckData, sandboxCalls } from '../../contract/core/sandbox.ts'
import type { IdentityPort } from './port.ts'

export const sandboxIdentity: IdentityPort = {
  async check() {
    const data = await api.post<IdentityCheckData>(sandboxCalls.identityCheck.path, {
      auth: 'bearer',
    })
    return { code: data.code, transaction_id: data.transaction_id }
  },
}
