/** The search bar's icons (its first paint draws the same shapes, see first-paint.ts). */
import { iconProps } from '../ui/icons.tsx'

export function LocateIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </svg>
  )
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" {...iconProps}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  )
}
