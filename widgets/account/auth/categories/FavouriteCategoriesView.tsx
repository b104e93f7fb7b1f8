/**
 * /auth/FavCategoryScreen and /favCategoryScreen: favourite categories in a paged grid of
 * 10 with Previous and Next, each a toggle button. Done looks disabled until one is chosen
 * (a click then says 'Please select atleast one category'); saved, the user goes home.
 */
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { accountMessages } from '../../../../shared/contract/account/rules.ts'
import { messages } from '../../../../shared/contract/core/messages.ts'
import { createFavouritePicker } from '../../../../shared/stores/account/favourite-picker.ts'
import { promptSignIn } from '../../../../shared/stores/core/auth-prompt.ts'
import { showError } from '../../../../shared/stores/core/feedback.ts'
import { $signedIn } from '../../../../shared/stores/core/session.ts'
import { useStore } from '../../../runtime/use-store.ts'
import { RetryAlert } from '../../../ui/RetryAlert.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { goTo, safeNext } from '../../navigate.ts'
import type { AccountViewProps } from '../../views.ts'
import { SubmitButton } from '../SubmitButton.tsx'
import { usePending } from '../use-pending.ts'

export default function FavouriteCategoriesView({ owner, next }: AccountViewProps) {
  const id = useId()
  const picker = useMemo(createFavouritePicker, [])
  const state = useStore(picker.$picker)
  const [forced, setForced] = useState(false)
  const { busy, send } = usePending()
  useEffect(() => {
    void picker.load(1)
    return picker.dispose
  }, [picker])

  const page = state.pages[state.pageNo] ?? []
  const pages = picker.pageCount()
  const none = state.selected.length === 0
  const done = () => {
    if (none) {
      setForced(true)
      return
    }
    void send(
      async () => {
        // Reached from home by a guest: sign in first, then save.
        if (!$signedIn.get()) {
          const reason = 'Log in to save your favourite categories.'
          if (!(await promptSignIn({ mode: 'login', reason }))) {
            throw Object.assign(new Error(reason), { name: 'AbortError' })
          }
        }
        await picker.save()
        goTo(safeNext(next) ?? '/')
      },
      (message) => showError(message, owner),
    )
  }

  let body: ReactNode
  if (state.status === 'loading' && !page.length) {
    body = (
      <div className="hire-category-grid" role="status" aria-label="Loading categories">
        <Skeleton height="6.5rem" count={10} />
      </div>
    )
  } else if (state.status === 'error') {
    body = (
      <RetryAlert
        className="hire-account-state"
        message={state.error || messages.somethingWentWrong}
        onRetry={() => void picker.load(state.pageNo)}
        label="Try again"
      />
    )
  } else if (!page.length) {
    body = <p className="hire-account-state">{messages.noResult}</p>
  } else {
    body = (
      <ul className="hire-category-grid" aria-labelledby={`${id}-title`}>
        {page.map((category) => {
          const pressed = state.selected.includes(category._id)
          return (
            <li key={category._id}>
              <button
                type="button"
                className="hire-category"
                aria-pressed={pressed}
                onClick={() => {
                  picker.toggle(category._id)
                  setForced(false)
                }}
              >
                {category.icon ? (
                  <img src={category.icon} alt="" width={48} height={48} loading="lazy" />
                ) : null}
                <span>{category.name}</span>
              </button>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <div className="hire-auth-form hire-favourites">
      <p id={`${id}-title`} className="hire-lead">
        Pick the activities you love and we will show you more of them.
      </p>
      {body}
      <nav className="hire-pager" aria-label="Category pages">
        <button
          type="button"
          className="hire-button"
          disabled={state.pageNo <= 1 || state.status === 'loading'}
          onClick={() => void picker.previous()}
        >
          Previous
        </button>
        <span aria-live="polite">
          Page {state.pageNo} of {pages}
        </span>
        <button
          type="button"
          className="hire-button"
          disabled={state.pageNo >= pages || state.status === 'loading'}
          onClick={() => void picker.next()}
        >
          Next
        </button>
      </nav>
      <p className="hire-muted" aria-live="polite">
        {state.selected.length} selected
      </p>
      {forced && none ? (
        <p className="hire-field-error" role="alert">
          {accountMessages.categoriesPicker}
        </p>
      ) : null}
      <SubmitButton type="button" busy={busy} looksDisabled={none} onClick={done}>
        Done
      </SubmitButton>
    </div>
  )
}
