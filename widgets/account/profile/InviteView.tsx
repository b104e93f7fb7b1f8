/**
 * /invite-friend/{id}: 'Invite your friends and get a $20 credit!', the referral code
 * (read-only; clicking it or Copy code copies it), 'Share code' where the browser can share,
 * and the credits earned (GET /user/referral).
 */
import { useEffect, useId, useState } from 'react'
import { $config } from '../../../shared/config.ts'
import { formatAmount } from '../../../shared/format/price.ts'
import { $referrals, loadReferrals } from '../../../shared/stores/account/referrals.ts'
import { reportError, showError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { AccountViewProps } from '../views.ts'
import { accountView, LoadError, Loading } from './AccountPage.tsx'
import { CreditList } from './CreditList.tsx'
import { canShare, copyText, inviteMessages, shareText } from './invite.ts'

function Invite({ owner }: AccountViewProps) {
  const id = useId()
  const referrals = useStore($referrals)
  const user = useStore($user)
  // Decided after mounting, so the server's HTML and the first render agree.
  const [sharing, setSharing] = useState(false)
  useEffect(() => {
    setSharing(canShare())
    void loadReferrals()
  }, [])
  const code = referrals.referralCode || user?.referralCode || ''

  const copy = async () => {
    if (!code) return
    if (await copyText(code)) showSuccess(inviteMessages.copied, owner)
    else showError(inviteMessages.copyFailed, owner)
  }
  const share = async () => {
    try {
      await navigator.share({
        title: inviteMessages.title,
        text: shareText(code, $config.get().siteUrl),
      })
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof Error && error.name === 'AbortError')) reportError(error, { owner })
    }
  }

  return (
    <>
      <section className="hire-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{inviteMessages.title}</h2>
        <p className="hire-hint">
          Share your code. When a friend signs up with it, you get credit towards your next hire.
        </p>
        <div className="hire-form">
          <div className="hire-input-field">
            <label htmlFor={`${id}-code`}>Your referral code</label>
            <input
              id={`${id}-code`}
              className="hire-input hire-invite-code"
              readOnly
              value={code}
              aria-describedby={`${id}-code-hint`}
              onClick={() => void copy()}
            />
            <p id={`${id}-code-hint`} className="hire-hint">
              Click the code to copy it.
            </p>
          </div>
          <div className="hire-actions">
            <button
              type="button"
              className="hire-button hire-button-primary"
              disabled={!code}
              onClick={() => void copy()}
            >
              Copy code
            </button>
            {sharing ? (
              <button type="button" className="hire-button" disabled={!code} onClick={share}>
                Share code
              </button>
            ) : null}
          </div>
        </div>
      </section>
      <section className="hire-card" aria-labelledby={`${id}-credits`}>
        <h2 id={`${id}-credits`}>Your referral credits</h2>
        {referrals.status === 'error' ? (
          <LoadError message={referrals.error ?? ''} retry={() => void loadReferrals()} />
        ) : referrals.status === 'ready' ? (
          <>
            <p>Available credit: {formatAmount(referrals.availableAmount)}</p>
            <CreditList credits={referrals.list} empty={inviteMessages.noCredits} />
          </>
        ) : (
          <Loading label="Loading your referral credits" rows={3} />
        )}
      </section>
    </>
  )
}

export default accountView(Invite)
