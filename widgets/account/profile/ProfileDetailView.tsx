/**
 * /profile-detail/{id}: a user's public profile (GET /user/profile-view/{id}): photo, name
 * (or company), verified badge, rating, listings, suburb and membership. Without an id (or
 * with 'in'), the signed-in user's own, with a link to edit it.
 */
import { useEffect, useId, useMemo, useState } from 'react'
import { formatDisplayDay } from '../../../shared/format/days.ts'
import { mediaUrl } from '../../../shared/format/media.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { createPublicProfile } from '../../../shared/stores/supplier/public-profile.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { AccountViewProps } from '../views.ts'
import { AccountPage, LoadError, Loading } from './AccountPage.tsx'
import { routeId } from './route-id.ts'

function Detail({ userId, own }: { userId: string; own: boolean }) {
  const id = useId()
  const profile = useMemo(() => createPublicProfile(userId), [userId])
  const state = useStore(profile.$state)
  useEffect(() => {
    void profile.load()
  }, [profile])

  const user = state.user
  if (!user) {
    return state.status === 'error' ? (
      <LoadError message={state.error ?? ''} retry={() => void profile.load()} />
    ) : (
      <Loading label="Loading the profile" rows={3} />
    )
  }
  const name =
    user.userType === 'BUSINESS' && user.companyName
      ? user.companyName
      : `${user.firstName} ${user.lastName}`.trim()
  return (
    <section className="hire-card" aria-labelledby={`${id}-name`}>
      <div className="hire-photo">
        {user.profilePicture ? (
          <img className="hire-avatar" src={mediaUrl(user.profilePicture)} alt="" />
        ) : (
          <span className="hire-avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <h2 id={`${id}-name`} className="hire-section-title">
            {name}
          </h2>
          {user.verifyStatus === 'VERIFIED' ? (
            <span className="hire-badge hire-badge-verified">ID Verified</span>
          ) : null}
        </div>
      </div>
      <dl className="hire-rows">
        {user.rating ? (
          <div className="hire-row">
            <dt>Rating</dt>
            <dd>
              {user.rating.toFixed(1)} ({user.reviewCount} reviews)
            </dd>
          </div>
        ) : null}
        <div className="hire-row">
          <dt>Listings</dt>
          <dd>{user.totalHireItem}</dd>
        </div>
        {user.address ? (
          <div className="hire-row">
            <dt>Location</dt>
            <dd>{user.address}</dd>
          </div>
        ) : null}
        <div className="hire-row">
          <dt>Member since</dt>
          <dd>{formatDisplayDay(user.created)}</dd>
        </div>
      </dl>
      {user.aboutCompany ? <p>{user.aboutCompany}</p> : null}
      {own ? (
        <p>
          <a href="/edit-profile">Edit profile</a>
        </p>
      ) : null}
    </section>
  )
}

function ProfileDetail() {
  const me = useStore($user)
  const [path, setPath] = useState<string | null>(null)
  useEffect(() => setPath(window.location.pathname), [])
  if (path === null) return <Loading label="Loading the profile" rows={3} />
  const userId = routeId(path, me?._id)
  return <Detail key={userId} userId={userId} own={userId === me?._id} />
}

export default function ProfileDetailView(_props: AccountViewProps) {
  return (
    <AccountPage>
      <ProfileDetail />
    </AccountPage>
  )
}
