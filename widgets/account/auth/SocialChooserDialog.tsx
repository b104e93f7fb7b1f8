/**
 * The sandbox social provider's account chooser: pick one of the sandbox accounts, or type
 * an address to act as a new Google or Facebook account. Nothing leaves the machine but
 * the sign-in call to our own API.
 */
import { type FormEvent, useState } from 'react'
import type { SocialChooserRequest } from '../../../shared/adapters/social/sandbox.ts'
import { checkEmail } from '../../../shared/contract/account/rules.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { Field } from './Field.tsx'

const names = { google: 'Google', facebook: 'Facebook' } as const

export function SocialChooserDialog({ request }: { request: SocialChooserRequest }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const name = names[request.provider]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    const problem = checkEmail(email)
    setError(problem)
    if (!problem) request.choose({ email })
  }

  return (
    <Dialog
      title={`Choose a ${name} account`}
      onClose={() => request.cancel()}
      className="hire-chooser"
    >
      <p className="hire-muted">Sandbox sign-in: no data is sent to {name}.</p>
      <ul className="hire-chooser-list">
        {request.accounts.map((account) => (
          <li key={account.socialId}>
            <button
              type="button"
              className="hire-button hire-chooser-account"
              onClick={() => request.choose(account)}
            >
              <span className="hire-chooser-name">{account.name}</span>
              <span className="hire-muted">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit}>
        <Field
          label="Or use another address"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          error={error}
        />
        <div className="hire-dialog-actions">
          <button type="button" className="hire-button" onClick={() => request.cancel()}>
            Cancel
          </button>
          <button type="submit" className="hire-button hire-button-primary">
            Continue
          </button>
        </div>
      </form>
    </Dialog>
  )
}
