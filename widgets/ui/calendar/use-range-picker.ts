/**
 * The range picker behind a dates button: `DateRangeDialog` (with dayjs) is a chunk of its
 * own, fetched when the button is first hovered, focused or pressed, so no first load
 * carries it. A failed download closes the picker and says so; the next press tries again.
 */
import { type ComponentType, useState } from 'react'
import { reportError } from '../../../shared/stores/core/feedback.ts'
import type { DateRangeDialogProps } from './DateRangeDialog.tsx'

type Picker = ComponentType<DateRangeDialogProps>
let picker: Promise<Picker> | undefined

function loadPicker(): Promise<Picker> {
  picker ??= import('./DateRangeDialog.tsx').then(
    (module) => module.DateRangeDialog,
    (error: unknown) => {
      picker = undefined
      throw error
    },
  )
  return picker
}

export interface RangePicker {
  open: boolean
  /** the picker once its chunk has arrived */
  Dialog: Picker | null
  /** starts the download early (hover, focus) */
  preload: () => void
  show: () => void
  close: () => void
}

/** `owner`: the widget whose feedback layer shows a failed download. */
export function useRangePicker(owner: string | undefined): RangePicker {
  const [open, setOpen] = useState(false)
  const [Dialog, setDialog] = useState<Picker | null>(null)
  return {
    open,
    Dialog,
    preload: () => void loadPicker().catch(() => {}),
    show: () => {
      setOpen(true)
      loadPicker().then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          setOpen(false)
          reportError(error, { owner })
        },
      )
    },
    close: () => setOpen(false),
  }
}
