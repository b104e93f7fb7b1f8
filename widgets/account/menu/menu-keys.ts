/**
 * Keyboard rules of a WAI-ARIA menu (menu button pattern), as a pure function: Down and Up
 * move and wrap, Home and End jump, a printable character moves to the next item starting
 * with it, Enter and Space activate, Escape closes and gives focus back to the button, Tab
 * closes and lets focus move on.
 */
export type MenuKeyResult =
  | { kind: 'focus'; index: number }
  | { kind: 'activate' }
  | { kind: 'close'; refocus: boolean }
  | { kind: 'none' }

export function menuKey(key: string, index: number, labels: readonly string[]): MenuKeyResult {
  const count = labels.length
  if (count === 0) return key === 'Escape' ? { kind: 'close', refocus: true } : { kind: 'none' }
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (index + 1) % count }
    case 'ArrowUp':
      return { kind: 'focus', index: (index - 1 + count) % count }
    case 'Home':
    case 'PageUp':
      return { kind: 'focus', index: 0 }
    case 'End':
    case 'PageDown':
      return { kind: 'focus', index: count - 1 }
    case 'Enter':
    case ' ':
      return { kind: 'activate' }
    case 'Escape':
      return { kind: 'close', refocus: true }
    case 'Tab':
      return { kind: 'close', refocus: false }
  }
  if (key.length === 1 && key.trim()) {
    const letter = key.toLowerCase()
    for (let step = 1; step <= count; step += 1) {
      const next = (index + step) % count
      if (labels[next]?.trim().toLowerCase().startsWith(letter))
        return { kind: 'focus', index: next }
    }
  }
  return { kind: 'none' }
}

/** Which item a key on the closed menu button opens the menu at (null: the key does not open it). */
export function buttonKey(key: string): 'first' | 'last' | null {
  if (key === 'ArrowDown' || key === 'Enter' || key === ' ') return 'first'
  if (key === 'ArrowUp') return 'last'
  return null
}
