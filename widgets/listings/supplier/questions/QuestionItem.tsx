/**
 * One question on a profile with its answer and, for a question about a listing, the
 * listing; the owner's Answer (unanswered) or Edit and Delete buttons.
 */
import type { Question } from '../../../../shared/contract/catalogue/questions.ts'
import { supplierLinks } from '../info.ts'

export interface QuestionItemProps {
  question: Question
  canAnswer: boolean
  onAnswer: (mode: 'add' | 'edit') => void
  onDelete: () => void
}

export function QuestionItem({ question, canAnswer, onAnswer, onDelete }: QuestionItemProps) {
  const answered = Boolean(question.answer)
  return (
    <li className="hire-supplier-question">
      {question.itemId && question.itemName ? (
        <p className="hire-supplier-muted">
          About <a href={supplierLinks.item(question.itemId)}>{question.itemName}</a>
        </p>
      ) : null}
      <p>
        <strong>Q: </strong>
        {question.question}
      </p>
      <p className="hire-supplier-muted">Asked by {question.questionData?.name || 'a hirer'}</p>
      {answered ? (
        <p>
          <strong>A: </strong>
          {question.answer}
        </p>
      ) : (
        <p className="hire-supplier-muted">Not answered yet</p>
      )}
      {canAnswer ? (
        <div className="hire-supplier-actions">
          {answered ? (
            <>
              <button type="button" className="hire-button" onClick={() => onAnswer('edit')}>
                Edit
              </button>
              <button type="button" className="hire-button" onClick={onDelete}>
                Delete
              </button>
            </>
          ) : (
            <button
              type="button"
              className="hire-button hire-button-primary"
              onClick={() => onAnswer('add')}
            >
              Answer
            </button>
          )}
        </div>
      ) : null}
    </li>
  )
}
