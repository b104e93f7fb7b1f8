/**
 * /usertypeselection, the role choice: Individual goes to login, Business to the business
 * site, 'Login as Guest' continues as a guest on the home page.
 */
import { useState } from 'react'
import { chooseUserType, continueAsGuest } from '../../../../shared/stores/account/auth-flow.ts'
import { goTo } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'

export const businessLoginPath = '/business/auth/Login'

export default function UserTypeView(_props: AccountViewProps) {
  const [busy, setBusy] = useState(false)
  return (
    <div className="hire-auth-form hire-user-type">
      <p className="hire-lead">How would you like to use the marketplace?</p>
      <div className="hire-choice-list">
        <button
          type="button"
          className="hire-choice"
          onClick={() => {
            chooseUserType('INDIVIDUAL')
            goTo('/auth/Login')
          }}
        >
          <span className="hire-choice-title">Individual</span>
          <span className="hire-muted">Hire gear and experiences, and list your own.</span>
        </button>
        <button
          type="button"
          className="hire-choice"
          onClick={() => {
            chooseUserType('BUSINESS')
            goTo(businessLoginPath)
          }}
        >
          <span className="hire-choice-title">Business</span>
          <span className="hire-muted">Manage your hire business on our business site.</span>
        </button>
      </div>
      <button
        type="button"
        className="hire-button hire-guest"
        aria-busy={busy || undefined}
        onClick={async () => {
          if (busy) return
          setBusy(true)
          await continueAsGuest()
          goTo('/')
        }}
      >
        {busy ? 'Please Wait' : 'Login as Guest'}
      </button>
    </div>
  )
}
