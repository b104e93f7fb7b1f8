/**
 * The digital ID check through the identity port: optional, and done once the port answers
 * code and transaction_id (sent with the profile, where the server confirms them).
 */
import { useId, useState } from 'react'
import type { IdentityResult } from '../../../../shared/adapters/identity/index.ts'
import { runIdentityCheck } from '../../../../shared/stores/account/profile-completion.ts'
import { reportFailure } from '../use-pending.ts'

export interface IdentitySectionProps {
  value: IdentityResult | null
  onChange: (result: IdentityResult) => void
  onError: (message: string) => void
}

export function IdentitySection({ value, onChange, onError }: IdentitySectionProps) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const start = async () => {
    if (busy) return
    setBusy(true)
    try {
      onChange(await runIdentityCheck())
    } catch (error) {
      reportFailure(error, onError)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="hire-form-section" aria-labelledby={id}>
      <h2 id={id} className="hire-section-title">
        Digital ID check <span className="hire-muted">(optional)</span>
      </h2>
      {value ? (
        <p className="hire-done" role="status">
          ID check complete. Your ID will be verified when you save.
        </p>
      ) : (
        <>
          <p className="hire-muted">Verified members get more bookings. It takes about a minute.</p>
          <button
            type="button"
            className="hire-button"
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={() => void start()}
          >
            {busy ? 'Please Wait' : 'Verify my ID'}
          </button>
        </>
      )}
    </section>
  )
}
