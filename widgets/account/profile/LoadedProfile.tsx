/**
 * The signed-in user's profile for a view that shows it (edit profile, settings): loaded
 * on mount, skeletons until it arrives, the error with Try again if it fails.
 */
import { type ReactNode, useEffect } from 'react'
import type { AccountUser } from '../../../shared/contract/account/profile.ts'
import { $profile, loadProfile } from '../../../shared/stores/account/profile.ts'
import { useStore } from '../../runtime/use-store.ts'
import { LoadError, Loading } from './AccountPage.tsx'

export interface LoadedProfileProps {
  /** what the skeletons announce, and how many rows they draw */
  loading: string
  rows: number
  children: (user: AccountUser) => ReactNode
}

export function LoadedProfile({ loading, rows, children }: LoadedProfileProps) {
  const profile = useStore($profile)
  useEffect(() => {
    void loadProfile()
  }, [])

  if (profile.user) return <>{children(profile.user)}</>
  return profile.status === 'error' ? (
    <LoadError message={profile.error ?? ''} retry={() => void loadProfile()} />
  ) : (
    <Loading label={loading} rows={rows} />
  )
}
