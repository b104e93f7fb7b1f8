/**
 * Step 4 'Price': a price per period, each enabled by the duration units of step 3 (a
 * period switched off is cleared), the bond, instant booking, insurance, and the terms:
 * the marketplace's, or the supplier's own PDF.
 */
import { useId, useState } from 'react'
import { messageOf } from '../../shared/api/errors.ts'
import { listingMessages } from '../../shared/contract/listings/messages.ts'
import { enabledPriceTypes, priceLabels } from '../../shared/domain/listings/durations.ts'
import {
  checkBond,
  checkPrices,
  checkTerms,
  checkTermsFile,
  checkUploadsDone,
} from '../../shared/domain/listings/rules.ts'
import { uploadListingFile } from '../../shared/stores/listings/wizard.ts'
import { DigitsField, Field, Toggle } from './Field.tsx'
import { StepFrame } from './StepFrame.tsx'
import { useDraft } from './use-draft.ts'
import { useStepErrors } from './use-step-errors.ts'

export function StepPrice() {
  const { draft, update, flag, text, next, back } = useDraft(4)
  const fileId = useId()
  /** 'Please wait while uploading!!', until the upload ends */
  const [problem, setProblem] = useState<string | null>(null)
  /** the PDF picked was refused or failed to upload */
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState<number | null>(null)
  const enabled = enabledPriceTypes(
    draft.minDuration.type,
    draft.isNoMaxHireDuration ? null : draft.maxDuration.type,
  )
  const { shown, leave, check } = useStepErrors({
    prices: checkPrices(draft.prices, enabled),
    bond: checkBond(draft.bond),
    terms: checkTerms(!draft.isApplyTermsAndCond, draft.termsAndCondDoc),
  })
  const onContinue = () => {
    const busy = checkUploadsDone(uploading === null ? 0 : 1)
    setProblem(busy)
    setFileProblem(null)
    if (check() && !busy) next()
  }
  const setPrice = (type: number, change: { on?: boolean; amount?: string }) =>
    update({
      prices: draft.prices.map((price) =>
        price.type === type
          ? { ...price, ...change, ...(change.on === false ? { amount: '' } : {}) }
          : price,
      ),
    })

  async function uploadTerms(file: File) {
    const refused = checkTermsFile(file)
    setFileProblem(refused)
    if (refused) return
    setUploading(0)
    try {
      const uploaded = await uploadListingFile(file, setUploading)
      update({ termsAndCondDoc: uploaded.url })
    } catch (failure) {
      setFileProblem(messageOf(failure, listingMessages.termsUploadFailed))
    } finally {
      setUploading(null)
      setProblem(null)
    }
  }

  return (
    <StepFrame step={4} title="Price" onBack={back} onContinue={onContinue} problem={problem}>
      <fieldset className="wizard-group">
        <legend>Prices</legend>
        {draft.prices
          .filter((price) => enabled.includes(price.type))
          .map((price) => (
            <div key={price.type} className="wizard-row">
              <Toggle
                label={priceLabels[price.type]}
                checked={price.on}
                onChange={(on) => setPrice(price.type, { on })}
              />
              {price.on ? (
                <Field
                  label={`${priceLabels[price.type]} ($)`}
                  type="number"
                  step="0.01"
                  min="1"
                  max="10000"
                  value={price.amount}
                  onChange={(amount) => setPrice(price.type, { amount })}
                />
              ) : null}
            </div>
          ))}
        {shown.prices ? (
          <p className="wizard-error" role="alert">
            {shown.prices}
          </p>
        ) : null}
      </fieldset>
      <DigitsField
        label="Bond ($)"
        {...text('bond')}
        onBlur={() => leave('bond')}
        error={shown.bond}
      />
      <Toggle label="Instant booking" {...flag('instantBooking')} />
      <Toggle label="Insurance available" {...flag('isInsuranceAvailable')} />
      <fieldset className="wizard-group">
        <legend>Terms and conditions</legend>
        <Toggle
          label="Apply the marketplace's terms and conditions"
          {...flag('isApplyTermsAndCond')}
        />
        {draft.isApplyTermsAndCond ? null : (
          <>
            {draft.termsAndCondDoc ? (
              <p>
                <a href={draft.termsAndCondDoc} target="_blank" rel="noreferrer">
                  Your terms (PDF)
                </a>
              </p>
            ) : null}
            <label htmlFor={fileId} className="hire-button wizard-file">
              {draft.termsAndCondDoc ? 'Replace PDF' : 'Add your terms (PDF)'}
            </label>
            <input
              id={fileId}
              className="hire-visually-hidden"
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                event.currentTarget.value = ''
                if (file) void uploadTerms(file)
              }}
            />
            {uploading !== null ? (
              <progress max={100} value={uploading} aria-label="Uploading your terms" />
            ) : null}
          </>
        )}
        {(fileProblem ?? shown.terms) ? (
          <p className="wizard-error" role="alert">
            {fileProblem ?? shown.terms}
          </p>
        ) : null}
      </fieldset>
    </StepFrame>
  )
}
