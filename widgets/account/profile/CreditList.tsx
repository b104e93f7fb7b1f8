/** Referral credits: who signed up, how much, and until when it can be spent. */
import type { ReferralCredit } from '../../../shared/contract/account/profile.ts'
import { formatDisplayDay } from '../../../shared/format/days.ts'
import { formatAmount } from '../../../shared/format/price.ts'

export function CreditList({ credits, empty }: { credits: ReferralCredit[]; empty: string }) {
  if (credits.length === 0) return <p className="hire-hint">{empty}</p>
  return (
    <ul className="hire-credits">
      {credits.map((credit) => {
        const friend = credit.referredUser
          ? `${credit.referredUser.firstName} ${credit.referredUser.lastName}`.trim()
          : 'A friend'
        return (
          <li key={credit._id} className="hire-credit">
            <span>
              <strong>{formatAmount(credit.amount)}</strong> from {friend}
            </span>
            <span className="hire-hint">
              {credit.isExpired
                ? `Expired ${formatDisplayDay(credit.expiresAt)}`
                : `Use by ${formatDisplayDay(credit.expiresAt)}`}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
