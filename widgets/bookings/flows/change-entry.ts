/**
 * The change dialog's entry for other screens: `loadChangeDateModal()` imports the dialog
 * (with the calendar and dayjs) the first time it is needed, so the booking detail's own
 * load does not carry it.
 */
import type { ComponentType } from 'react'
import { loadOnce } from '../../ui/lazy/load-once.ts'
import type { ChangeDateModalProps } from './ChangeDateModal.tsx'

export type { ChangeDateModalProps }

/** The dialog's chunk, fetched once; a failed download is fetched again on the next open. */
export const loadChangeDateModal: () => Promise<ComponentType<ChangeDateModalProps>> = loadOnce(
  async () => (await import('./ChangeDateModal.tsx')).ChangeDateModal,
)
