/**
 * The questions widget of a profile page (island): how many questions the supplier has, and
 * the buttons that read and ask them (ui/questions/). The dialog on the profile's store
 * (ProfileQuestions.tsx) is its own chunk, fetched on first use. The supplier sees no Ask
 * button on their own profile but answers from the list.
 */
import type { QuestionSummary } from '../../../shared/contract/catalogue/items.ts'
import { isOwner } from '../../../shared/stores/catalogue/questions.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { useHydrated } from '../../runtime/use-hydrated.ts'
import { useStore } from '../../runtime/use-store.ts'
import { defaultExport, retriedLoader } from '../../ui/chunk-retry.ts'
import { QuestionsActions, type QuestionsPart } from '../../ui/questions/QuestionsActions.tsx'
import { SupplierRoot } from './SupplierRoot.tsx'

const loadQuestions = retriedLoader<QuestionsPart<{ userId: string }>>(
  async () => (await import('./ProfileQuestions.tsx')).default,
  defaultExport,
)

export interface SupplierQuestionsProps {
  userId: string
  name: string
  questions: QuestionSummary
}

export function SupplierQuestions({ userId, name, questions }: SupplierQuestionsProps) {
  const hydrated = useHydrated()
  const user = useStore($user)
  const own = hydrated && isOwner(user?._id, userId)

  return (
    <SupplierRoot className="hire-supplier-questions">
      {(owner) => (
        <QuestionsActions
          className="hire-supplier-actions"
          load={loadQuestions}
          userId={userId}
          noAsk={own}
          questions={questions}
          about={
            <>
              {' '}
              {own ? 'about you and your listings' : `for ${name}`}
              {own && questions.newQuestion > 0
                ? ` (${questions.newQuestion} waiting for your answer)`
                : ''}
            </>
          }
          owner={owner}
        />
      )}
    </SupplierRoot>
  )
}

export default SupplierQuestions
