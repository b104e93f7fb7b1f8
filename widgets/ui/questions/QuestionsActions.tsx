/**
 * How many questions an item or a profile has, 'Read questions (N)' and 'Ask a question',
 * and the dialog they open, which adds a question asked to the count. The page's questions part (QuestionsDialog with its store) is its own chunk,
 * fetched on first use by `load`, a `retriedLoader`: when it does not download, the
 * notice's 'Try again' fetches it afresh (ui/chunk-retry.ts). A guest who wants to ask is
 * asked to sign in first (promptSignIn).
 */
import { type ComponentType, type ReactNode, useState } from 'react'
import type { QuestionSummary } from '../../../shared/contract/catalogue/items.ts'
import { questionLoadMessages } from '../../../shared/contract/catalogue/question-load.ts'
import { plural } from '../../../shared/format/text.ts'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { PartFailed } from '../PartFailed.tsx'
import type { QuestionsOpenProps } from './QuestionsDialog.tsx'

/** A page's questions part: the dialog on the page's store; `P` is what the page gives it. */
export type QuestionsPart<P> = ComponentType<P & QuestionsOpenProps>

export type QuestionsActionsProps<P> = P &
  Pick<QuestionsOpenProps, 'owner'> & {
    load: () => Promise<QuestionsPart<P>>
    /** the page's question counts, from which the shown count starts */
    questions: QuestionSummary | undefined
    /** what the line after 'N questions' says the questions are about */
    about: ReactNode
    /** no 'Ask a question' (the owner on their own profile) */
    noAsk?: boolean
    /** the page's class for its row of buttons */
    className: string
  }

export function QuestionsActions<P>(props: QuestionsActionsProps<P>) {
  const { load, noAsk, className, questions, about, ...part } = props
  const signedIn = useStore($signedIn)
  const [count, setCount] = useState(questions?.totalQuestion ?? 0)
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

  // The notice and the dialog (drawn in the overlay layer) sit in the row of buttons.
  return (
    <>
      <p>
        {plural(count, 'question')}
        {about}
      </p>
      <div className={className}>
        <button
          type="button"
          className="hire-button"
          aria-haspopup="dialog"
          onClick={() => show('list')}
        >
          Read questions ({count})
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
          <open.Part
            {...(part as P & typeof part)}
            count={count}
            onCount={setCount}
            mode={open.mode}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </div>
    </>
  )
}
