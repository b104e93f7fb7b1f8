/**
 * Answers of throttled calls (HTTP 429 with Retry-After): sign-in, sign-up, codes, password
 * resets and guest sessions. The server words the wait; the client shows the message as is.
 */

/** '45 seconds', '1 minute', '15 minutes', '2 hours': the wait, rounded up. */
export function waitLabel(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`
  const minutes = Math.ceil(whole / 60)
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`
  const hours = Math.ceil(minutes / 60)
  return `${hours} hour${hours === 1 ? '' : 's'}`
}

export const throttleMessages = {
  signIn: (wait: string) =>
    `Too many sign-in attempts. For your security, please wait ${wait} before trying again.`,
  /** a wrong password typed again to confirm a change (password, email) counts as a sign-in */
  password: (wait: string) =>
    `Too many wrong passwords. For your security, please wait ${wait} before trying again.`,
  register: (wait: string) => `Too many sign-ups from your network. Please try again in ${wait}.`,
  codes: (wait: string) => `Too many codes requested. Please try again in ${wait}.`,
  forgotPassword: (wait: string) =>
    `Too many password reset requests. Please try again in ${wait}.`,
  guest: (wait: string) => `Too many new visits from your network. Please try again in ${wait}.`,
} as const
