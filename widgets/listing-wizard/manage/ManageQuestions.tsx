/**
 * The listing's questions widget as its supplier sees it (spec part 3 section 2.5): how
 * many questions the item has and how many wait for an answer, and 'Read questions (N)',
 * where the supplier answers, edits and deletes answers. No 'Ask a question': the owner
 * answers here, as on their own profile. The buttons are the shared `ui/questions/` ones;
 * the dialog (`ui/questions/ItemQuestions.tsx`) is fetched on first use.
 */
import { useId } from 'react'
import type { ItemDetail } from '../../../shared/contract/catalogue/items.ts'
import { defaultExport, retriedLoader } from '../../ui/chunk-retry.ts'
import { QuestionsActions, type QuestionsPart } from '../../ui/questions/QuestionsActions.tsx'

type Owned = Pick<ItemDetail, '_id' | 'userId' | 'supplier' | 'questions'>

const loadQuestions = retriedLoader<QuestionsPart<{ item: Owned }>>(
  async () => (await import('../../ui/questions/ItemQuestions.tsx')).default,
  defaultExport,
)

export function ManageQuestions({ item, owner }: { item: Owned; owner: string }) {
  const heading = useId()
  const waiting = item.questions?.newQuestion ?? 0
  return (
    <section aria-labelledby={heading}>
      <h3 id={heading}>Questions</h3>
      <QuestionsActions
        className="wizard-actions"
        load={loadQuestions}
        item={item}
        noAsk
        questions={item.questions}
        about={` about this item${waiting > 0 ? ` (${waiting} waiting for your answer)` : ''}`}
        owner={owner}
      />
    </section>
  )
}
