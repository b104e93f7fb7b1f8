/**
 * Keyboard rules of the WAI-ARIA combobox with a listbox popup: Down/Up open the list and
 * move through the options (wrapping), Alt+Down opens without moving, Enter picks the
 * active option, Escape closes the list, Tab closes it and moves on.
 */
export interface ComboboxState {
  open: boolean
  /** index of the active option, -1 for none */
  active: number
}

export interface ComboboxKeyResult {
  state: ComboboxState
  /** index of the option to pick */
  select?: number
  /** the key was used: the caller prevents its default action */
  handled: boolean
}

export function comboboxKey(
  state: ComboboxState,
  key: string,
  count: number,
  altKey = false,
): ComboboxKeyResult {
  const last = count - 1
  switch (key) {
    case 'ArrowDown':
      if (!state.open || altKey) {
        return { state: { open: true, active: altKey || count === 0 ? -1 : 0 }, handled: true }
      }
      return {
        state: {
          open: true,
          active: count === 0 ? -1 : state.active >= last ? 0 : state.active + 1,
        },
        handled: true,
      }
    case 'ArrowUp':
      if (!state.open) return { state: { open: true, active: last }, handled: true }
      return {
        state: {
          open: true,
          active: count === 0 ? -1 : state.active <= 0 ? last : state.active - 1,
        },
        handled: true,
      }
    case 'Enter':
      if (state.open && state.active >= 0 && state.active < count) {
        return { state: { open: false, active: -1 }, select: state.active, handled: true }
      }
      // Nothing picked: the list closes and Enter goes on to submit the form.
      return { state: { open: false, active: -1 }, handled: false }
    case 'Escape':
      if (state.open) return { state: { open: false, active: -1 }, handled: true }
      return { state, handled: false }
    case 'Tab':
      return { state: { open: false, active: -1 }, handled: false }
    default:
      return { state, handled: false }
  }
}
