/**
 * Step 2 'Additional Information': photos and video, description, pick-up address (city,
 * state and coordinates kept in the draft), and the open or pick-up days and times. Its
 * messages follow the fields as the other steps' do (`useStepErrors`): an upload clears
 * 'Image is mandatory', and a typed address not yet picked says to pick it.
 */
import { useState } from 'react'
import { listingLimits } from '../../shared/contract/listings/calls.ts'
import { listingMessages } from '../../shared/contract/listings/messages.ts'
import { checkDayRows } from '../../shared/domain/listings/opening-times.ts'
import {
  checkAddress,
  checkDescription,
  checkMediaList,
  checkPlace,
  checkUploadsDone,
} from '../../shared/domain/listings/rules.ts'
import { saveDraft } from '../../shared/stores/listings/draft.ts'
import { AddressField } from '../ui/address/AddressField.tsx'
import { Field } from './Field.tsx'
import { MediaField } from './MediaField.tsx'
import { StepFrame } from './StepFrame.tsx'
import { TimesEditor } from './TimesEditor.tsx'
import { useDraft } from './use-draft.ts'
import { useStepErrors } from './use-step-errors.ts'

export function StepDetails() {
  const { draft, update, text, setDraft, next, back } = useDraft(2)
  const [pending, setPending] = useState(0)
  const [problem, setProblem] = useState<string | null>(null)
  const { shown, leave, check } = useStepErrors({
    media: checkMediaList(draft.media),
    description: checkDescription(draft.itemDescription),
    address:
      checkAddress(draft.address) ??
      (draft.latitude === null ? listingMessages.locationRequired : null) ??
      checkPlace(draft.city, draft.state),
    days: checkDayRows(draft.days, draft.isSameAsBusinessHour),
  })
  const onContinue = () => {
    const uploading = checkUploadsDone(pending)
    setProblem(uploading)
    if (check() && !uploading) next()
  }
  return (
    <StepFrame
      step={2}
      title="Additional Information"
      onBack={back}
      onContinue={onContinue}
      problem={problem}
    >
      <MediaField
        media={draft.media}
        onPending={(count) => {
          setPending(count)
          // 'Please wait while uploading!!' goes once the uploads are done.
          if (!count) setProblem(null)
        }}
        onChange={(media) =>
          setDraft((current) => {
            // Uploaded files are kept at once: a reload must not lose them.
            const value = { ...current, media }
            saveDraft(value)
            return value
          })
        }
        error={shown.media}
      />
      <Field
        label="Description"
        multiline
        maxLength={listingLimits.descriptionMax}
        {...text('itemDescription')}
        onBlur={() => leave('description')}
        error={shown.description}
      />
      <AddressField
        label="Pick-up address"
        placeholder="Start typing the suburb or street"
        className="wizard-field"
        value={draft.address}
        chosen={draft.latitude !== null && draft.longitude !== null}
        onType={(address) => update({ address, latitude: null, longitude: null })}
        onChoose={(place) => update(place)}
        error={shown.address}
      />
      <div className="wizard-row">
        <Field label="City" {...text('city')} />
        <Field label="State" {...text('state')} />
      </div>
      <TimesEditor
        rows={draft.days}
        sameAsBusiness={draft.isSameAsBusinessHour}
        onChange={(days, isSameAsBusinessHour) => update({ days, isSameAsBusinessHour })}
        error={shown.days}
      />
    </StepFrame>
  )
}
