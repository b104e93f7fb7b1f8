/**
 * The 'Questions' entry of the item page: how many questions there are, a button opening
 * the list and one to ask. The dialogs are their own chunk, loaded on first use; a guest who
 * wants to ask is asked to sign in instead (promptSignIn).
 */
import { type ComponentType, useState } from 'react'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { promptSignIn } from '../../shared/stores/core/auth-prompt.ts'
import { $signedIn } from '../../shared/stores/core/session.ts'
import { useStore } from '../runtime/use-store.ts'
import type { QuestionDialogsProps } from './questions/QuestionDialogs.tsx'

type Dialogs = ComponentType<QuestionDialogsProps>
let loaded: Dialogs | null = null
const loadDialogs = async (): Promise<Dialogs> => {
  loaded ??= (await import('./questions/QuestionDialogs.tsx')).default
  return loaded
}

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
      {failed ? <p role="alert">Questions could not be loaded. Please try again.</p> : null}
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
