/** Words and small rules the card screens share: card names, credit lines, the return path. */
import type { Card, ReferralCredit } from '../../../shared/contract/checkout/payments.ts'
import { formatExpiry } from '../../../shared/domain/booking/card-form.ts'
import { safeNext } from '../../../shared/domain/lib/safe-next.ts'
import { formatDisplayDay } from '../../../shared/format/days.ts'
import { formatAmount } from '../../../shared/format/price.ts'

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
}

export function brandName(brand: string): string {
  return brandNames[brand] ?? 'Card'
}

/** 'Visa ending in 4242' */
export function cardLabel(card: Pick<Card, 'brand' | 'last4'>): string {
  return `${brandName(card.brand)} ending in ${card.last4}`
}

/** 'Expires 12/29' */
export function cardExpiryLabel(card: Pick<Card, 'exp_month' | 'exp_year'>): string {
  return `Expires ${formatExpiry(card)}`
}

/** '$20 for next 1 rent' (whole dollars without cents, as the invite offer writes $20). */
export function creditLabel(amount: number): string {
  const money = Number.isInteger(amount) ? `$${amount}` : formatAmount(amount)
  return `${money} for next 1 rent`
}

/** 'Expires 12 Jun. 2026' (DD MMM. YYYY, spec part 1 section 9). */
export function creditExpiryLabel(expiresAt: string): string {
  // Plain Date, not dayjs: these labels load with the checkout, which must stay small.
  const day = Date.parse(expiresAt)
  return Number.isNaN(day) ? '' : `Expires ${formatDisplayDay(day)}`
}

/** Credits that can still pay: neither spent nor expired, the soonest to expire first. */
export function usableCredits(credits: readonly ReferralCredit[], now: number): ReferralCredit[] {
  return credits
    .filter((credit) => !credit.isUsed && !credit.isExpired && Date.parse(credit.expiresAt) > now)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt))
}

/**
 * Where 'Add card' returns: a path on this site ('/item/booking?…'), never another origin
 * (a `back` of '//evil.example' or 'https://…' falls back).
 */
export function safeBack(back: string | null | undefined, fallback = '/payment-detail'): string {
  return safeNext(back) ?? fallback
}
