/**
 * The 'Questions' entry of the item page: how many questions there are, and the buttons
 * that read and ask them (ui/questions/). The dialog on the item's store (ui/questions/ItemQuestions.tsx)
 * is its own chunk, fetched on first use.
 */
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { defaultExport, retriedLoader } from '../ui/chunk-retry.ts'
import { QuestionsActions, type QuestionsPart } from '../ui/questions/QuestionsActions.tsx'

const loadQuestions = retriedLoader<QuestionsPart<{ item: ItemDetail }>>(
  async () => (await import('../ui/questions/ItemQuestions.tsx')).default,
  defaultExport,
)

export function QuestionsSection({
  item,
  owner,
}: {
  item: ItemDetail
  owner?: string | undefined
}) {
  return (
    <section className="hire-item-questions" aria-labelledby="hire-item-questions">
      <h2 id="hire-item-questions">Questions</h2>
      <QuestionsActions
        className="hire-item-actions"
        load={loadQuestions}
        item={item}
        questions={item.questions}
        about=" about this item"
        owner={owner}
      />
    </section>
  )
}
