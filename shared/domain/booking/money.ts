/**
 * Integer cents. Prices arrive as dollars (two decimals) and every rule computes in cents,
 * rounding once per amount so a breakdown always adds up to its total.
 */

/** Undoes binary noise (1.005 * 100 = 100.49999…) before rounding. */
function clean(value: number): number {
  return Number.parseFloat(value.toPrecision(12))
}

/** Rounds half away from zero, as people do with money. */
export function roundCents(value: number): number {
  const cleaned = clean(value)
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned))
}

export function toCents(dollars: number): number {
  return Number.isFinite(dollars) ? roundCents(dollars * 100) : 0
}

/** Dollars for the API; an amount a query averaged or divided is rounded to the cent first. */
export function toDollars(cents: number): number {
  return roundCents(cents) / 100
}

/** A count rounded to two decimals (1.43 weeks). */
export function round2(value: number): number {
  return roundCents(value * 100) / 100
}

/** `percent` of an amount, rounded to the cent. */
export function percentOf(cents: number, percent: number): number {
  return roundCents((cents * percent) / 100)
}

/**
 * Halves an amount for a standard booking: the first half takes the odd cent, so the two
 * halves always add up to the whole.
 */
export function splitHalf(cents: number): { first: number; second: number } {
  const second = Math.floor(cents / 2)
  return { first: cents - second, second }
}

/** Two amounts in dollars are the same to the cent (a client's total against the server's). */
export function sameDollars(a: number, b: number): boolean {
  return toCents(a) === toCents(b)
}
