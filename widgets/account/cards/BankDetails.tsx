/**
 * Bank details on /payment-detail (spec part 3 section 2.7): the masked summary (only the
 * last 3 digits of BSB and account) with 'Edit bank details' / 'Delete bank details', or
 * 'Add Bank Details'. Arriving from the listing flow (?from=listing), a saved form goes on
 * to /listing/add-listing-success.
 */
import { useEffect, useRef, useState } from 'react'
import { bankFormOf } from '../../../shared/domain/listings/bank-form.ts'
import { loadCards } from '../../../shared/stores/account/cards.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { $bank, deleteBank, loadBank } from '../../../shared/stores/listings/bank.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { BankForm } from './BankForm.tsx'

export function BankDetails({ owner }: { owner: string }) {
  const state = useStore($bank)
  const user = useStore($user)
  const [editing, setEditing] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    void loadBank()
  }, [])
  const bank = state.bank

  // The button pressed goes with the summary: the reader starts the form at its heading.
  function open() {
    setEditing(true)
    heading.current?.focus()
  }

  function done(saved: boolean) {
    setEditing(false)
    // The tall form folds away under the reader: bring them back to the section's top
    // (focus scrolls it into view), not to whatever ends up under a phone's window.
    heading.current?.focus()
    if (!saved) {
      void loadCards()
      return
    }
    if (new URLSearchParams(window.location.search).get('from') === 'listing') {
      window.location.assign('/listing/add-listing-success')
    }
  }

  return (
    <section className="hire-cards-section" aria-labelledby={`${owner}-bank`}>
      <h2 id={`${owner}-bank`} ref={heading} tabIndex={-1}>
        Bank Details
      </h2>
      {state.status === 'loading' && !bank ? <Skeleton height="3.5rem" /> : null}
      {editing ? (
        <BankForm
          owner={owner}
          email={user?.email ?? ''}
          initial={bank ? bankFormOf(bank) : undefined}
          onDone={done}
        />
      ) : bank ? (
        <div className="hire-bank-summary">
          <p>
            {bank.firstName} {bank.lastName}
          </p>
          <p>
            <span aria-hidden="true">
              BSB {bank.bsbNumber} · Account {bank.accountNumber}
            </span>
            <span className="hire-visually-hidden">
              BSB ending in {bank.bsbNumber.slice(-3)}, account ending in{' '}
              {bank.accountNumber.slice(-3)}
            </span>
          </p>
          <div className="hire-cards-actions">
            <button type="button" className="hire-button" onClick={open}>
              Edit bank details
            </button>
            <button type="button" className="hire-button" onClick={() => void deleteBank(owner)}>
              Delete bank details
            </button>
          </div>
        </div>
      ) : state.status === 'ready' || state.status === 'error' ? (
        <div className="hire-cards-actions">
          <button type="button" className="hire-button hire-button-primary" onClick={open}>
            Add Bank Details
          </button>
        </div>
      ) : null}
    </section>
  )
}
