/**
 * The questions dialogs of a profile (loaded on demand): the list (10 a page, 'Load more'),
 * asking, and the owner's Add and Edit answer modes and Delete.
 */
import { useEffect, useMemo, useState } from 'react'
import {
  checkAnswer,
  checkQuestion,
  type Question,
  questionMessages,
} from '../../../../shared/contract/catalogue/questions.ts'
import { confirmAction, reportError, showSuccess } from '../../../../shared/stores/core/feedback.ts'
import { createProfileQuestions } from '../../../../shared/stores/supplier/questions.ts'
import { TextDialog } from '../../../item/questions/TextDialog.tsx'
import { useStore } from '../../../runtime/use-store.ts'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Skeleton } from '../../../ui/Skeleton.tsx'
import { QuestionItem } from './QuestionItem.tsx'

export interface QuestionsDialogsProps {
  mode: 'list' | 'ask'
  /** whose profile */
  userId: string
  /** the signed-in user owns the profile */
  canAnswer: boolean
  /** the feedback layer of the island */
  owner?: string | undefined
  onCount: (count: number) => void
  onClose: () => void
}

type Answering = { question: Question; mode: 'add' | 'edit' }

export function QuestionsDialogs(props: QuestionsDialogsProps) {
  const { mode, userId, canAnswer, owner, onCount, onClose } = props
  const questions = useMemo(() => createProfileQuestions(userId), [userId])
  const value = useStore(questions.$list)
  const [answering, setAnswering] = useState<Answering | null>(null)

  useEffect(() => {
    if (mode === 'list') void questions.loadFirst()
  }, [mode, questions])
  useEffect(() => {
    if (value.page > 0) onCount(value.total)
  }, [value.page, value.total, onCount])

  if (mode === 'ask') {
    return (
      <TextDialog
        classPrefix="hire-supplier"
        title="Ask a question"
        label="Your question"
        submitLabel="Send"
        check={checkQuestion}
        onClose={onClose}
        onSubmit={async (text) => {
          await questions.ask(text)
          onCount(questions.$list.get().total)
          showSuccess(questionMessages.asked, owner)
          onClose()
        }}
      />
    )
  }

  if (answering) {
    const { question, mode: answerMode } = answering
    return (
      <TextDialog
        classPrefix="hire-supplier"
        title={answerMode === 'add' ? 'Answer the question' : 'Edit your answer'}
        label={`Answer to: ${question.question}`}
        submitLabel={answerMode === 'add' ? 'Answer' : 'Save'}
        initial={question.answer ?? ''}
        check={checkAnswer}
        onClose={() => setAnswering(null)}
        onSubmit={async (text) => {
          await questions.answer(question._id, text, answerMode)
          showSuccess(questionMessages.answered, owner)
          setAnswering(null)
        }}
      />
    )
  }

  const remove = async (question: Question) => {
    if (!(await confirmAction('Delete this answer?', { owner }))) return
    try {
      await questions.removeAnswer(question._id)
      showSuccess(questionMessages.answerDeleted, owner)
    } catch (error) {
      reportError(error, { owner })
    }
  }

  const firstLoad = value.page === 0 && value.status !== 'error'
  return (
    <Dialog title="Questions" onClose={onClose} closeButton className="hire-supplier-dialog">
      {firstLoad ? (
        <div role="status" aria-label="Loading questions">
          <Skeleton height="3rem" count={3} />
        </div>
      ) : value.list.length ? (
        <ul className="hire-supplier-question-list" aria-label={`${value.total} questions`}>
          {value.list.map((question) => (
            <QuestionItem
              key={question._id}
              question={question}
              canAnswer={canAnswer}
              onAnswer={(answerMode) => setAnswering({ question, mode: answerMode })}
              onDelete={() => void remove(question)}
            />
          ))}
        </ul>
      ) : value.status === 'error' ? null : (
        <p className="hire-supplier-empty">{questionMessages.noQuestions}</p>
      )}
      {value.status === 'error' ? (
        <div role="alert" className="hire-supplier-error">
          <p>{value.error}</p>
          <button type="button" className="hire-button" onClick={() => void questions.retry()}>
            Retry
          </button>
        </div>
      ) : null}
      {value.page > 0 && !value.done && value.status !== 'error' ? (
        <button
          type="button"
          className="hire-button"
          aria-disabled={value.status === 'loading' || undefined}
          onClick={() => void questions.loadMore()}
        >
          {value.status === 'loading' ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </Dialog>
  )
}

export default QuestionsDialogs
