/**
 * The questions widget of a profile page (island): how many questions the supplier has, a
 * button opening the list and one to ask. The dialogs are their own chunk, loaded on first
 * use; when that chunk does not download, 'Try again' fetches it afresh (ui/chunk-retry.ts).
 * A guest who wants to ask is asked to sign in; the supplier sees no Ask button on their own
 * profile but answers from the list.
 */
import { type ComponentType, useState } from 'react'
import type { QuestionSummary } from '../../../shared/contract/catalogue/items.ts'
import { questionLoadMessages } from '../../../shared/contract/catalogue/question-load.ts'
import { isOwner } from '../../../shared/stores/catalogue/questions.ts'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn, $user } from '../../../shared/stores/core/session.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { defaultExport, retriedLoader } from '../../ui/chunk-retry.ts'
import { PartFailed } from '../../ui/PartFailed.tsx'
import { plural } from './info.ts'
import type { QuestionsDialogsProps } from './questions/QuestionsDialogs.tsx'
import { SupplierRoot } from './SupplierRoot.tsx'

export interface SupplierQuestionsProps {
  userId: string
  name: string
  questions: QuestionSummary
}

type Dialogs = ComponentType<QuestionsDialogsProps>
const loadDialogs = retriedLoader<Dialogs>(
  async () => (await import('./questions/QuestionsDialogs.tsx')).default,
  defaultExport,
)

export function SupplierQuestions({ userId, name, questions }: SupplierQuestionsProps) {
  const hydrated = useHydrated()
  const signedIn = useStore($signedIn)
  const user = useStore($user)
  const own = hydrated && isOwner(user?._id, userId)
  const [count, setCount] = useState(questions?.totalQuestion ?? 0)
  const [open, setOpen] = useState<{ mode: 'list' | 'ask'; Dialogs: Dialogs } | null>(null)
  /** the mode whose dialogs did not download, for 'Try again' */
  const [failed, setFailed] = useState<'list' | 'ask' | null>(null)

  const show = async (mode: 'list' | 'ask') => {
    if (mode === 'ask' && !signedIn) {
      const done = await promptSignIn({ reason: 'Sign in to ask a question.' })
      if (!done) return
    }
    try {
      setFailed(null)
      setOpen({ mode, Dialogs: await loadDialogs() })
    } catch {
      setFailed(mode)
    }
  }

  return (
    <SupplierRoot className="hire-supplier-questions">
      {(owner) => (
        <>
          <p>
            {plural(count, 'question')} {own ? 'about you and your listings' : `for ${name}`}
            {own && questions.newQuestion > 0
              ? ` (${questions.newQuestion} waiting for your answer)`
              : ''}
          </p>
          <div className="hire-supplier-actions">
            <button
              type="button"
              className="hire-button"
              aria-haspopup="dialog"
              onClick={() => void show('list')}
            >
              Read questions ({count})
            </button>
            {own ? null : (
              <button
                type="button"
                className="hire-button hire-button-primary"
                aria-haspopup="dialog"
                onClick={() => void show('ask')}
              >
                Ask a question
              </button>
            )}
          </div>
          {failed ? (
            <PartFailed
              message={questionLoadMessages.partFailed}
              retry={questionLoadMessages.retry}
              onRetry={() => void show(failed)}
            />
          ) : null}
          {open ? (
            <open.Dialogs
              mode={open.mode}
              userId={userId}
              canAnswer={own}
              owner={owner}
              onCount={setCount}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </>
      )}
    </SupplierRoot>
  )
}

export default SupplierQuestions
