/** A booking's status tag, styled by the status table's tag style. */
import { statusRow } from '../../shared/domain/booking/status.ts'

export function StatusTag({ status }: { status: string }) {
  const row = statusRow(status)
  return (
    <span className={`hire-tag hire-tag-${row.tagStyle}`}>
      <span className="hire-visually-hidden">Status: </span>
      {row.tag}
    </span>
  )
}
