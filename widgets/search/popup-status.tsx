/**
 * What a search field's popup says in place of options: placeholder rows while it loads
 * (named for screen readers, as the rows are hidden from them), the failure, or 'No result
 * found'; the first that applies.
 */
import type { ReactNode } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import { Skeleton } from '../ui/Skeleton.tsx'

/** A field's loading rows: what they stand for, how many and how tall; tiles lay them out as tiles. */
export interface LoadingRows {
  label: string
  count: number
  height: string
  tiles?: boolean
}

export interface PopupStatus {
  loading: boolean
  rows: LoadingRows
  failed: boolean
  error: string | undefined
  noResult: boolean
}

export function popupStatus({ loading, rows, failed, error, noResult }: PopupStatus): ReactNode {
  if (loading) {
    return (
      <div
        className={rows.tiles ? 'hire-popup-status hire-tile-skeletons' : 'hire-popup-status'}
        aria-busy="true"
      >
        <span className="hire-visually-hidden">{rows.label}</span>
        <Skeleton count={rows.count} height={rows.height} />
      </div>
    )
  }
  if (failed) return <p className="hire-popup-status hire-popup-error">{error}</p>
  if (noResult) return <p className="hire-popup-status">{messages.noResult}</p>
  return null
}
