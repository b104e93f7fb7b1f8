/** /individualRedirection: stores the INDIVIDUAL user type and continues to login. */
import { useEffect } from 'react'
import { chooseUserType } from '../../../../shared/stores/account/auth-flow.ts'
import { goTo, siteHref } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'

export default function IndividualRedirectView(_props: AccountViewProps) {
  useEffect(() => {
    chooseUserType('INDIVIDUAL')
    goTo('/auth/Login', { replace: true })
  }, [])
  return (
    <p className="hire-account-state" role="status">
      Taking you to <a href={siteHref('/auth/Login')}>Log In</a>…
    </p>
  )
}
