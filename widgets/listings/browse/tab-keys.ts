/**
 * Keyboard rules of a horizontal WAI-ARIA tab list: Left and Right move to the previous
 * and next tab (wrapping), Home and End to the first and last. Other keys: null.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
