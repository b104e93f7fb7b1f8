/**
 * 'Read questions (N)' and 'Ask a question' for an item or a profile, and the dialog they
 * open. The page's questions part (QuestionsDialog with its store) is its own chunk,
 * fetched on first use by `load`, a `retriedLoader`: when it does not download, the
 * notice's 'Try again' fetches it afresh (ui/chunk-retry.ts). A guest who wants to ask is
 * asked to sign in first (promptSignIn).
 */
import { type ComponentType, useState } from 'react'
import { questionLoadMessages } from '../../../shared/contract/catalogue/question-load.ts'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { PartFailed } from '../PartFailed.tsx'
import type { QuestionsOpenProps } from './QuestionsDialog.tsx'

/** A page's questions part: the dialog on the page's store; `P` is what the page gives it. */
export type QuestionsPart<P> = ComponentType<P & QuestionsOpenProps>

export type QuestionsActionsProps<P> = P &
  Omit<QuestionsOpenProps, 'mode' | 'onClose'> & {
    load: () => Promise<QuestionsPart<P>>
    /** no 'Ask a question' (the owner on their own profile) */
    noAsk?: boolean
    /** the page's class for its row of buttons */
    className: string
  }

export function QuestionsActions<P>(props: QuestionsActionsProps<P>) {
  const { load, noAsk, className, ...part } = props
  const signedIn = useStore($signedIn)
  const [open, setOpen] = useState<{ mode: 'list' | 'ask'; Part: QuestionsPart<P> } | null>(null)
  /** the mode whose dialog did not download, for 'Try again' */
  const [failed, setFailed] = useState<'list' | 'ask' | null>(null)

  const show = async (mode: 'list' | 'ask') => {
    if (mode === 'ask' && !signedIn) {
      const done = await promptSignIn({ reason: 'Sign in to ask a question.' })
      if (!done) return
    }
    try {
      setFailed(null)
      setOpen({ mode, Part: await load() })
    } catch {
      setFailed(mode)
    }
  }

  // One element: the notice and the dialog (drawn in the overlay layer) sit in the row.
  return (
    <div className={className}>
      <button
        type="button"
        className="hire-button"
        aria-haspopup="dialog"
        onClick={() => show('list')}
      >
        Read questions ({part.count})
      </button>
      {noAsk ? null : (
        <button
          type="button"
          className="hire-button hire-button-primary"
          aria-haspopup="dialog"
          onClick={() => show('ask')}
        >
          Ask a question
        </button>
      )}
      {failed ? (
        <PartFailed
          message={questionLoadMessages.partFailed}
          retry={questionLoadMessages.retry}
          onRetry={() => show(failed)}
        />
      ) : null}
      {open ? (
        <open.Part {...(part as P & typeof part)} mode={open.mode} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  )
}
