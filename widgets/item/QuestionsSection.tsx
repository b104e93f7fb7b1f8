/**
 * The 'Questions' entry of the item page: how many questions there are, a button opening
 * the list and one to ask. The dialogs are their own chunk, loaded on first use; a guest who
 * wants to ask is asked to sign in instead (promptSignIn). When that chunk does not
 * download, it says so with 'Try again', which fetches it again (ui/chunk-retry.ts); a list
 * the API fails to answer is the dialog's own message, with its own 'Try again'.
 */
import { type ComponentType, useState } from 'react'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { questionLoadMessages } from '../../shared/contract/catalogue/question-load.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'
import { defaultExport, retriedLoader } from '../ui/chunk-retry.ts'
import { PartFailed } from '../ui/PartFailed.tsx'
import type { QuestionDialogsProps } from './questions/QuestionDialogs.tsx'

type Dialogs = ComponentType<QuestionDialogsProps>
const loadDialogs = retriedLoader<Dialogs>(
  async () => (await import('./questions/QuestionDialogs.tsx')).default,
  defaultExport,
)

export function QuestionsSection({
  item,
  owner,
}: {
  item: ItemDetail
  owner?: string | undefined
}) {
  const signedIn = useStore($signedIn)
  const [count, setCount] = useState(item.questions?.totalQuestion ?? 0)
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
    <section className="hire-item-questions" aria-labelledby="hire-item-questions">
      <h2 id="hire-item-questions">Questions</h2>
      <p>
        {count} {count === 1 ? 'question' : 'questions'} about this item
      </p>
      <div className="hire-item-actions">
        <button
          type="button"
          className="hire-button"
          aria-haspopup="dialog"
          onClick={() => show('list')}
        >
          Read questions ({count})
        </button>
        <button
          type="button"
          className="hire-button hire-button-primary"
          aria-haspopup="dialog"
          onClick={() => show('ask')}
        >
          Ask a question
        </button>
      </div>
      {failed ? (
        <PartFailed
          message={questionLoadMessages.partFailed}
          retry={questionLoadMessages.retry}
          onRetry={() => show(failed)}
        />
      ) : null}
      {open ? (
        <open.Dialogs
          mode={open.mode}
          item={item}
          owner={owner}
          onCount={setCount}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  )
}
