/**
 * The pick-up and return report (spec part 2 sections 2, 4 and 5): photos (at least one for
 * products: 'Please add at least 1 image'), the damage Yes/No with its description, the
 * Terms & Conditions link and Continue. What Continue does is the page's: pick-up sends the
 * report, a return keeps it for the rating and tip pages. The draft is handed up as it
 * changes, so the page can keep it while the hirer reads the terms.
 */
import { type FormEvent, useEffect, useId, useState } from 'react'
import { bookingMessages } from '../../../shared/contract/booking/messages.ts'
import type { ItemKindCode } from '../../../shared/contract/catalogue/catalogue.ts'
import { itemKind } from '../../../shared/contract/catalogue/catalogue.ts'
import { checkReport, type ReportProblems } from '../../../shared/domain/booking/report-form.ts'
import {
  createReportPhotos,
  photosUploading,
  photoUrls,
} from '../../../shared/stores/booking/report-photos.ts'
import type { ReportData } from '../../../shared/stores/booking/return-wizard.ts'
import { useStore } from '../../runtime/use-store.ts'
import { DamageField } from './DamageField.tsx'
import { FormFoot } from './FormParts.tsx'
import { flowPaths } from './navigate.ts'
import { PhotoField } from './PhotoField.tsx'

export type ReportKind = 'pickUp' | 'return'

export const damageQuestions: Record<ReportKind, string> = {
  pickUp: 'Is there any damage not mentioned in the listing?',
  return: 'Is there any damage to the item?',
}

export interface PickupReturnFormProps {
  kind: ReportKind
  itemCategoryType: ItemKindCode
  initial?: ReportData | undefined
  onDraft?: (draft: ReportData) => void
  /** resolves with the server's refusal, or null when the flow goes on */
  onSubmit: (report: ReportData) => Promise<string | null>
  backHref: string
}

export function PickupReturnForm(props: PickupReturnFormProps) {
  const { kind, itemCategoryType, initial, onDraft } = props
  const id = useId()
  const [photos] = useState(() => createReportPhotos(initial?.media ?? []))
  const list = useStore(photos.$photos)
  const [damaged, setDamaged] = useState(initial?.damaged ?? false)
  const [description, setDescription] = useState(initial?.damageDescription ?? '')
  const [problems, setProblems] = useState<ReportProblems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const media = photoUrls(list)
  const uploading = photosUploading(list)
  const required = itemCategoryType !== itemKind.experience

  useEffect(() => {
    onDraft?.({ media, damaged, damageDescription: description })
  }, [media.join('\n'), damaged, description])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending || uploading) return
    const report = { media, damaged, damageDescription: description }
    const found = checkReport({ itemCategoryType, ...report })
    setProblems(found)
    setFailure(null)
    if (found.media || found.damageDescription) return
    setSending(true)
    const refused = await props.onSubmit(report)
    setSending(false)
    setFailure(refused)
  }

  // A photo added after the message answers it.
  const mediaError = problems.media && media.length === 0 ? problems.media : null
  return (
    <form className="flow-form" onSubmit={submit} noValidate part="report-form">
      <PhotoField
        photos={photos}
        required={required}
        error={mediaError}
        errorId={`${id}-photos-error`}
      />
      <DamageField
        question={damageQuestions[kind]}
        damaged={damaged}
        description={description}
        onDamaged={(value) => {
          setDamaged(value)
          setProblems((current) => ({ ...current, damageDescription: undefined }))
        }}
        onDescription={(value) => {
          setDescription(value)
          if (problems.damageDescription) setProblems({ ...problems, damageDescription: undefined })
        }}
        error={damaged ? problems.damageDescription : null}
      />
      <p className="flow-terms">
        By continuing you accept the <a href={flowPaths.terms}>Terms &amp; Conditions</a>.
      </p>
      <FormFoot
        failure={failure}
        backHref={props.backHref}
        backLabel="Cancel"
        disabled={sending || uploading}
      >
        {uploading ? bookingMessages.uploading : sending ? 'Sending…' : 'Continue'}
      </FormFoot>
    </form>
  )
}
