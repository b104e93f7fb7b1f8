/**
 * 'Credits and discounts' (spec part 3 section 2.7): each referral credit still to spend as
 * '$X for next 1 rent' with its expiry date, and 'Get more credit' to /invite-friend/{userId}.
 */
import { type ReactNode, useEffect, useId } from 'react'
import { $referrals, loadReferrals } from '../../../shared/stores/account/referrals.ts'
import { useStore } from '../../runtime/use-store.ts'
import { ListFailed, ListLoading } from './ListState.tsx'
import { creditExpiryLabel, creditLabel, usableCredits } from './labels.ts'

export const noCreditsText = 'You have no credits yet. Invite a friend to earn $20 off a hire.'

export interface CreditsListProps {
  /** the signed-in user's id, for the invite link ('in' means yourself) */
  userId: string | null
  now?: () => number
}

export function CreditsList({ userId, now = Date.now }: CreditsListProps) {
  const id = useId()
  const referrals = useStore($referrals)
  useEffect(() => {
    void loadReferrals()
  }, [])

  let body: ReactNode
  if (referrals.status === 'error') {
    body = <ListFailed message={referrals.error} retry={() => void loadReferrals()} />
  } else if (referrals.status !== 'ready') {
    body = <ListLoading label="Loading your credits" height="2.5rem" />
  } else {
    const credits = usableCredits(referrals.list, now())
    body =
      credits.length === 0 ? (
        <p className="hire-cards-hint">{noCreditsText}</p>
      ) : (
        <ul className="hire-cards-list">
          {credits.map((credit) => (
            <li key={credit._id} className="hire-cards-item">
              <div className="hire-card-summary">
                <span className="hire-card-name">{creditLabel(credit.amount)}</span>
                <span className="hire-card-meta">{creditExpiryLabel(credit.expiresAt)}</span>
              </div>
            </li>
          ))}
        </ul>
      )
  }

  return (
    <section className="hire-cards-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Credits and discounts</h2>
      {body}
      <a className="hire-link" href={`/invite-friend/${encodeURIComponent(userId ?? 'in')}`}>
        Get more credit
      </a>
    </section>
  )
}
