/**
 * The questions widget of a profile page (island): how many questions the supplier has, a
 * button opening the list and one to ask. The dialogs are their own chunk, loaded on first
 * use. A guest who wants to ask is asked to sign in; the supplier sees no Ask button on
 * their own profile but answers from the list.
 */
import { type ComponentType, useState } from 'react'
import type { QuestionSummary } from '../../../shared/contract/catalogue/items.ts'
import { isOwner } from '../../../shared/stores/catalogue/questions.ts'
import { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
import { $signedIn, $user } from '../../../shared/stores/core/session.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { plural } from './info.ts'
import type { QuestionsDialogsProps } from './questions/QuestionsDialogs.tsx'
import { SupplierRoot } from './SupplierRoot.tsx'

export interface SupplierQuestionsProps {
  userId: string
  name: string
  questions: QuestionSummary
}

type Dialogs = ComponentType<QuestionsDialogsProps>
let loaded: Dialogs | null = null
const loadDialogs = async (): Promise<Dialogs> => {
  loaded ??= (await import('./questions/QuestionsDialogs.tsx')).default
  return loaded
}

export function SupplierQuestions({ userId, name, questions }: SupplierQuestionsProps) {
  const hydrated = useHydrated()
  const signedIn = useStore($signedIn)
  const user = useStore($user)
  const own = hydrated && isOwner(user?._id, userId)
  const [count, setCount] = useState(questions?.totalQuestion ?? 0)
  const [open, setOpen] = useState<{ mode: 'list' | 'ask'; Dialogs: Dialogs } | null>(null)
  const [failed, setFailed] = useState(false)

  const show = async (mode: 'list' | 'ask') => {
    if (mode === 'ask' && !signedIn) {
      const done = await promptSignIn({ reason: 'Sign in to ask a question.' })
      if (!done) return
    }
    try {
      setOpen({ mode, Dialogs: await loadDialogs() })
      setFailed(false)
    } catch {
      setFailed(true)
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
          {failed ? <p role="alert">Questions could not be loaded. Please try again.</p> : null}
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
