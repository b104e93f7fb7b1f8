/** The true/false quiz of the carbon dialog; the verdict is announced politely. */
import { type QuizQuestion, useQuiz } from './use-quiz.ts'

export function Quiz({ questions }: { questions: readonly QuizQuestion[] }) {
  const { state, question, answer } = useQuiz(questions)
  return (
    <section className="hire-item-quiz" aria-labelledby="hire-item-quiz">
      <h3 id="hire-item-quiz">Quiz</h3>
      <div aria-live="polite">
        {state.phase === 'done' ? (
          <p className="hire-item-quiz-end">Thank you for playing</p>
        ) : (
          <>
            <p className="hire-item-quiz-count">
              Question {state.index + 1} of {questions.length}
            </p>
            <p className="hire-item-quiz-question">{question?.description}</p>
            {state.phase === 'feedback' ? (
              <p className="hire-item-quiz-verdict">
                {state.correct
                  ? 'Correct'
                  : `The right answer is ${question?.answer ? 'True' : 'False'}`}
              </p>
            ) : null}
          </>
        )}
      </div>
      {state.phase === 'asking' ? (
        <div className="hire-item-actions">
          <button type="button" className="hire-button" onClick={() => answer(true)}>
            True
          </button>
          <button type="button" className="hire-button" onClick={() => answer(false)}>
            False
          </button>
        </div>
      ) : null}
    </section>
  )
}
