/**
 * The header's account area: Log In and Sign Up for guests (also the server-rendered HTML),
 * the signed-in user's avatar and first name otherwise. The profile menu (My Profile,
 * Referral Program, Terms & Conditions, Support Chat, Tutorial, Log out) opens from the
 * account chip; until it exists the chip links to the profile page.
 */
import { useStore } from '@nanostores/react'
import { $signedIn, $user } from '../../shared/stores/session.ts'
import { authLinks } from '../config.ts'

export default function HeaderAccount() {
  const signedIn = useStore($signedIn)
  const user = useStore($user)

  if (!signedIn) {
    return (
      <div className="header-account">
        <a className="button button--ghost header-account__login" href={authLinks.login}>
          Log In
        </a>
        <a className="button" href={authLinks.signup}>
          Sign Up
        </a>
      </div>
    )
  }

  const firstName = user?.firstName?.trim() || 'My Profile'
  return (
    <div className="header-account">
      <a className="header-account__chip" href="/edit-profile">
        {user?.profilePicture ? (
          <img src={user.profilePicture} alt="" width={36} height={36} />
        ) : (
          <span className="header-account__initial" aria-hidden="true">
            {firstName.charAt(0).toUpperCase()}
          </span>
        )}
        <span>{firstName}</span>
      </a>
    </div>
  )
}
