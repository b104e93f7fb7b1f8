/** An on/off switch (WAI-ARIA switch: a button with role=switch and aria-checked). */
import { useId } from 'react'

export interface SwitchProps {
  label: string
  /** id of text read before the label (the group's title), so each switch's name is unique */
  groupLabelId?: string
  checked: boolean
  busy?: boolean
  onToggle: () => void
}

export function Switch({ label, groupLabelId, checked, busy, onToggle }: SwitchProps) {
  const id = useId()
  return (
    <li className="hire-switch-row">
      <span id={`${id}-label`}>{label}</span>
      <button
        type="button"
        role="switch"
        className="hire-switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        aria-labelledby={groupLabelId ? `${groupLabelId} ${id}-label` : `${id}-label`}
        onClick={onToggle}
      />
    </li>
  )
}
