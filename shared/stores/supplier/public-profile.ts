/**
 * What anyone may see of a user (GET /user/profile-view/{id}), one store per shown profile.
 */
import { map } from 'nanostores'
import { api } from '../../api/client.ts'
import {
  type ProfileViewData,
  type PublicProfile,
  profileViewPath,
} from '../../contract/account/profile.ts'
import { messages } from '../../contract/core/messages.ts'
import { reportError } from '../core/feedback.ts'

export interface PublicProfileValue {
  status: 'loading' | 'ready' | 'error'
  user: PublicProfile | null
  error?: string
}

export function createPublicProfile(userId: string) {
  const $state = map<PublicProfileValue>({ status: 'loading', user: null })
  async function load(): Promise<void> {
    $state.set({ status: 'loading', user: $state.get().user })
    try {
      const data = await api.get<ProfileViewData>(profileViewPath(userId))
      $state.set({ status: 'ready', user: data.user })
    } catch (error) {
      const message = error instanceof Error ? error.message : messages.somethingWentWrong
      $state.set({ status: 'error', user: null, error: message })
      reportError(error, { silent: true })
    }
  }
  return { $state, load }
}
