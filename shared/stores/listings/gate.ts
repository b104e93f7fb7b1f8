/** The add-listing gate's check, apart from the wizard's save and upload calls so the wizard's shell loads without them. */
import { api } from '../../api/client.ts'
import type { ProfileData } from '../../contract/account/profile.ts'
import { type GateResult, listingGate } from '../../domain/listings/gate.ts'

/** Null when the signed-in user may list; otherwise the prompt to show. */
export async function checkGate(): Promise<GateResult | null> {
  const { user } = await api.get<ProfileData>('/user/profile')
  return listingGate(user)
}
