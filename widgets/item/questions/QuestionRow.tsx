/** One question with its answer; the owner's Answer (unanswered) or Edit and Delete buttons. */
import type { Question } from '../../../shared/contract/catalogue/questions.ts'

export interface QuestionRowProps {
  question: Question
  canAnswer: boolean
  onAnswer: (mode: 'add' | 'edit') => void
  onDelete: () => void
}

export function QuestionRow({ question, canAnswer, onAnswer, onDelete }: QuestionRowProps) {
  const answered = Boolean(question.answer)
  return (
    <li className="hire-item-question">
      <p className="hire-item-question-text">
        <strong>Q: </strong>
        {question.question}
      </p>
      <p className="hire-item-question-by">Asked by {question.questionData?.name || 'a hirer'}</p>
      {answered ? (
        <p className="hire-item-answer">
          <strong>A: </strong>
          {question.answer}
          {question.answerData?.name ? (
            <span className="hire-item-question-by"> ({question.answerData.name})</span>
          ) : null}
        </p>
      ) : (
        <p className="hire-item-question-by">Not answered yet</p>
      )}
      {canAnswer ? (
        <div className="hire-item-actions">
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
