/**
 * The insurance claim (spec part 3 sections 2.9, 4 and 5): /insurance-tnc/{id} (the terms
 * from GET /content type 2, 'Accept and Continue'), /insurance-item/{id} (reason, overdue
 * by default; details required; photos optional, each with its upload progress) and
 * /insurance-submitted ('Insurance claim submitted!', Ok to /listing).
 */
import { useMemo, useState } from 'react'
import { api } from '../../../shared/api/client.ts'
import { homeCalls } from '../../../shared/contract/catalogue/home.ts'
import { mediaMessages, mediaRules } from '../../../shared/contract/core/media.ts'
import {
  type ClaimReason,
  claimReasons,
  supplierLimits,
} from '../../../shared/contract/supplier/calls.ts'
import { supplierMessages } from '../../../shared/contract/supplier/messages.ts'
import { checkClaimDetails } from '../../../shared/domain/supplier/forms.ts'
import { htmlToText } from '../../../shared/format/text.ts'
import { createUpload } from '../../../shared/stores/lib/uploads.ts'
import { claimInsurance } from '../../../shared/stores/supplier/order-actions.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Radio, SendActions, SentNote, TextAreaField } from '../FormParts.tsx'
import { consolePaths, go } from '../paths.ts'
import { useSending } from '../use-sending.ts'
import type { ViewProps } from '../views.ts'
import { Loaded } from './Loaded.tsx'
import { useLoad } from './use-order.ts'

const loadTerms = () =>
  api.get<{ description: string }>(homeCalls.content.path, { query: { type: 2 } })

export function InsuranceTermsView({ bookingId }: ViewProps) {
  const [state, retry] = useLoad(loadTerms, 'terms')
  return (
    <section className="console-stack" aria-labelledby="console-tnc-title">
      <h2 id="console-tnc-title">Insurance terms and conditions</h2>
      <Loaded state={state} retry={retry}>
        {(content) => (
          <div className="console-terms">
            {htmlToText(content.description)
              .split(/\n+/)
              .filter(Boolean)
              .map((line, index) => (
                <p key={index}>{line}</p>
              ))}
          </div>
        )}
      </Loaded>
      <div className="console-actions">
        <a
          className="hire-button hire-button-primary"
          href={consolePaths.insuranceForm(bookingId ?? '')}
        >
          Accept and Continue
        </a>
      </div>
    </section>
  )
}

const reasonLabels: Record<ClaimReason, string> = {
  overdue: 'Overdue',
  Damage: 'Damage',
  'missing item': 'Missing item',
  Other: 'Other',
}

function PhotoSlot({ upload }: { upload: ReturnType<typeof createUpload> }) {
  const state = useStore(upload.$upload)
  if (state.status === 'idle') return null
  return (
    <li>
      {state.fileName}{' '}
      {state.status === 'uploading' && (
        <progress max={100} value={state.progress} aria-label={`Uploading ${state.fileName}`} />
      )}
      {state.status === 'done' && 'uploaded'}
      {state.status === 'error' && <span className="console-field-error">{state.error}</span>}
    </li>
  )
}

export function InsuranceFormView({ bookingId }: ViewProps) {
  const [reason, setReason] = useState<ClaimReason>('overdue')
  const reasons = { name: 'console-claim-reason', chosen: reason, onChoose: setReason }
  const [details, setDetails] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { failure, setFailure, busy, run } = useSending()
  const uploads = useMemo(
    () =>
      Array.from({ length: supplierLimits.claimPhotosMax }, () =>
        createUpload({ types: mediaRules.imageTypes, typeMessage: mediaMessages.idImage }),
      ),
    [],
  )
  const [used, setUsed] = useState(0)
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault()
    const problem = checkClaimDetails(details)
    setError(problem)
    if (problem || !bookingId) return
    const states = uploads.map((upload) => upload.$upload.get())
    if (states.some((state) => state.status === 'uploading')) {
      setFailure('Please wait while uploading!!')
      return
    }
    const media = states.flatMap((state) => (state.media ? [state.media.url] : []))
    await run(async () => {
      await claimInsurance(bookingId, reason, details, media)
      go(consolePaths.insuranceSubmitted)
    })
  }
  return (
    <form
      className="console-stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="console-claim-title"
    >
      <h2 id="console-claim-title">Make an insurance claim</h2>
      <fieldset className="console-field">
        <legend>Reason</legend>
        {claimReasons.map((option) => (
          <Radio key={option} group={reasons} value={option}>
            {' '}
            {reasonLabels[option]}
          </Radio>
        ))}
      </fieldset>
      <TextAreaField
        id="console-claim-details"
        label="Details of the claim"
        rows={5}
        maxLength={supplierLimits.claimDetailsMax}
        value={details}
        onChange={setDetails}
        error={error}
      />
      <div className="console-field">
        <label htmlFor="console-claim-photo">Photos (optional)</label>
        <input
          id="console-claim-photo"
          type="file"
          accept={mediaRules.imageTypes.join(',')}
          disabled={used >= uploads.length}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            const slot = uploads[used]
            if (!file || !slot) return
            void slot.start(file)
            setUsed(used + 1)
            event.currentTarget.value = ''
          }}
        />
        <ul>
          {uploads.map((upload, index) => (
            <PhotoSlot key={index} upload={upload} />
          ))}
        </ul>
      </div>
      <SendActions failure={failure} busy={busy} label="Submit claim" />
    </form>
  )
}

export function InsuranceSubmittedView(_props: ViewProps) {
  return (
    <SentNote
      titleId="console-claim-done"
      title={supplierMessages.claimSubmitted}
      note={supplierMessages.claimSubmittedNote}
    />
  )
}
