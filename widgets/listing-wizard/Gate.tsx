/**
 * The add-listing gate before the wizard: VERIFIED and bank details are both needed; else
 * one of the three messages, the last with an action to /payment-detail.
 */
import type { GateResult } from '../../shared/domain/listings/gate.ts'
import { go } from './go.ts'

export function GatePrompt({ gate }: { gate: GateResult }) {
  return (
    <div className="wizard-gate" part="gate" role="alertdialog" aria-labelledby="gate-message">
      <p id="gate-message">{gate.message}</p>
      <div className="wizard-actions">
        <a className="hire-button" href="/listing/manage-listing">
          Back
        </a>
        {gate.action ? (
          <button
            type="button"
            className="hire-button hire-button-primary"
            onClick={() => go(`${gate.action ?? '/payment-detail'}?from=listing`)}
          >
            Add payment details
          </button>
        ) : (
          <a className="hire-button hire-button-primary" href="/edit-profile">
            Go to profile
          </a>
        )}
      </div>
    </div>
  )
}
