/**
 * The questions dialogs of an item (loaded on demand): the list (10 a page, 'Load more'),
 * asking, and the owner's Add and Edit answer modes and Delete. Only the item's owner (the
 * signed-in user whose id is the supplier's) sees Answer, Edit and Delete.
 */
import { useEffect, useMemo, useState } from 'react'
import type { ItemDetail } from '../../../shared/contract/catalogue/items.ts'
import { questionLoadMessages } from '../../../shared/contract/catalogue/question-load.ts'
import {
  checkAnswer,
  checkQuestion,
  type Question,
  questionMessages,
} from '../../../shared/contract/catalogue/questions.ts'
import { createQuestionList, isOwner } from '../../../shared/stores/catalogue/questions.ts'
import { confirmAction, reportError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Dialog } from '../../ui/Dialog.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { QuestionRow } from './QuestionRow.tsx'
import { TextDialog } from './TextDialog.tsx'

export interface QuestionDialogsProps {
  mode: 'list' | 'ask'
  item: ItemDetail
  owner?: string | undefined
  onCount: (count: number) => void
  onClose: () => void
}

type Answering = { question: Question; mode: 'add' | 'edit' }

export function QuestionDialogs({ mode, item, owner, onCount, onClose }: QuestionDialogsProps) {
  const questions = useMemo(() => createQuestionList(item._id), [item._id])
  const value = useStore(questions.$list)
  const user = useStore($user)
  const [answering, setAnswering] = useState<Answering | null>(null)
  const canAnswer = isOwner(user?._id, item.supplier?.userId ?? item.userId)

  useEffect(() => {
    if (mode === 'list') questions.loadFirst()
  }, [mode, questions])
  useEffect(() => {
    if (value.page > 0) onCount(value.total)
  }, [value.page, value.total, onCount])

  if (mode === 'ask') {
    return (
      <TextDialog
        title="Ask a question"
        label="Your question"
        submitLabel="Send"
        check={checkQuestion}
        onClose={onClose}
        onSubmit={async (text) => {
          await questions.ask(text)
          onCount((item.questions?.totalQuestion ?? 0) + 1)
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
    const sure = await confirmAction('Delete this answer?', { owner })
    if (!sure) return
    try {
      await questions.removeAnswer(question._id)
      showSuccess(questionMessages.answerDeleted, owner)
    } catch (error) {
      reportError(error, { owner })
    }
  }

  const firstLoad = value.page === 0 && !value.error
  return (
    <Dialog title="Questions" onClose={onClose} closeButton className="hire-item-questions-dialog">
      {firstLoad ? (
        <div role="status" aria-label="Loading questions">
          <Skeleton height="3rem" count={3} />
        </div>
      ) : value.list.length ? (
        <ul className="hire-item-question-list" aria-label={`${value.total} questions`}>
          {value.list.map((question) => (
            <QuestionRow
              key={question._id}
              question={question}
              canAnswer={canAnswer}
              onAnswer={(answerMode) => setAnswering({ question, mode: answerMode })}
              onDelete={() => remove(question)}
            />
          ))}
        </ul>
      ) : value.error ? (
        <div role="alert" className="hire-lazy-failed">
          <span>
            {questionLoadMessages.listFailed} {value.error}
          </span>{' '}
          <button
            type="button"
            className="hire-button"
            disabled={value.loading}
            onClick={() => questions.loadFirst()}
          >
            {questionLoadMessages.retry}
          </button>
        </div>
      ) : (
        <p className="hire-item-empty">{questionMessages.noQuestions}</p>
      )}
      {value.page > 0 && questions.hasMore() ? (
        <button
          type="button"
          className="hire-button"
          disabled={value.loading}
          onClick={() => questions.loadMore()}
        >
          {value.loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </Dialog>
  )
}

export default QuestionDialogs
