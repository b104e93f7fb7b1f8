/**
 * One question with its answer (and who answered); on a profile, the listing a question is
 * about (a profile is on our own site, so the link is relative). The owner gets Answer (unanswered) or Edit and Delete (answered). The row takes
 * focus when a page of questions arrives.
 */
import type { Question } from '../../../shared/contract/catalogue/questions.ts'

export interface QuestionRowProps {
  question: Question
  /** show the listing a question is about (a profile's questions span its listings) */
  showItem: boolean
  canAnswer: boolean
  onAnswer: (mode: 'add' | 'edit') => void
  onDelete: () => void
}

export function QuestionRow(props: QuestionRowProps) {
  const { question, showItem, canAnswer, onAnswer, onDelete } = props
  const answered = Boolean(question.answer)
  return (
    <li className="hire-question" tabIndex={-1} data-question-id={question._id}>
      {showItem && question.itemId && question.itemName ? (
        <p className="hire-question-by">
          About{' '}
          <a href={`/equipments/${encodeURIComponent(question.itemId)}`}>{question.itemName}</a>
        </p>
      ) : null}
      <p>
        <strong>Q: </strong>
        {question.question}
      </p>
      <p className="hire-question-by">Asked by {question.questionData?.name || 'a hirer'}</p>
      {answered ? (
        <p>
          <strong>A: </strong>
          {question.answer}
          {question.answerData?.name ? (
            <span className="hire-question-by"> ({question.answerData.name})</span>
          ) : null}
        </p>
      ) : (
        <p className="hire-question-by">Not answered yet</p>
      )}
      {canAnswer ? (
        <div className="hire-question-actions">
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
