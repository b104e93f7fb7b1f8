/**
 * Pick-up and return reports, cancel requests and disputes (spec part 2 section 5). Products
 * need at least one photo; experiences need none. The damage description shows only when
 * damage is answered Yes, and is then required ('field is required', the spec's wording for
 * required text); reasons and descriptions are at most 1000 characters.
 */
import { checkReason } from '../../contract/booking/fields.ts'
import { bookingMessages } from '../../contract/booking/messages.ts'
import { type ItemKindCode, itemKind } from '../../contract/catalogue/catalogue.ts'

export { checkReason }

export interface ReportDraft {
  itemCategoryType: ItemKindCode
  media: readonly string[]
  damaged: boolean
  damageDescription: string
}

export interface ReportProblems {
  media?: string
  damageDescription?: string
}

export function checkReport(draft: ReportDraft): ReportProblems {
  const problems: ReportProblems = {}
  if (draft.itemCategoryType !== itemKind.experience && draft.media.length === 0) {
    problems.media = bookingMessages.imageRequired
  }
  if (draft.damaged) {
    const problem = checkReason(draft.damageDescription)
    if (problem) problems.damageDescription = problem
  }
  return problems
}

/** The description sent: none unless damage was declared. */
export function damageText(draft: Pick<ReportDraft, 'damaged' | 'damageDescription'>): string {
  return draft.damaged ? draft.damageDescription.trim() : ''
}

/** An upload that answered without a URL. */
export function checkUploaded(url: string | null | undefined): string | null {
  return url ? null : bookingMessages.technicalIssue
}
