/**
 * The change dialog's entry for other screens: `loadChangeDateModal()` imports the dialog
 * (with the calendar and dayjs) the first time it is needed, so the booking detail's own
 * load does not carry it.
 */
import type { ComponentType } from 'react'
import type { ChangeDateModalProps } from './ChangeDateModal.tsx'

export type { ChangeDateModalProps }

let loading: Promise<ComponentType<ChangeDateModalProps>> | undefined

export function loadChangeDateModal(): Promise<ComponentType<ChangeDateModalProps>> {
  loading ??= import('./ChangeDateModal.tsx').then(
    (module) => module.ChangeDateModal,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
