/**
 * The unread count is polled every 15 s for users without push (spec part 1 section 9),
 * once per browser rather than once per tab, and not while the page is hidden: a tab polls
 * only when the last poll any tab made (a shared timestamp) is a whole interval old.
 */
export interface PollMark {
  /** when some tab last asked the server, epoch ms */
  at: number
  unread: number
}

export function pollDue(
  last: PollMark | null,
  now: number,
  hidden: boolean,
  intervalMs: number,
): boolean {
  if (hidden) return false
  // A little slack so the tab whose timer set the mark wins the next round too.
  return last === null || now - last.at >= intervalMs - 250 || last.at > now
}

export function readMark(text: string | null): PollMark | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<PollMark>
    return typeof value.at === 'number' && typeof value.unread === 'number'
      ? { at: value.at, unread: value.unread }
      : null
  } catch {
    return null
  }
}
