/**
 * The one questions dialog, for an item or a profile: the list (10 a page), asking, and the
 * owner's Add and Edit answer modes and Delete. Only the owner (the signed-in user whose id
 * is `ownerId`) sees Answer, Edit and Delete. Each page loads it on demand, on its own store,
 * through a part of its own (`ItemQuestions.tsx`,
 * `widgets/listings/supplier/ProfileQuestions.tsx`) that QuestionsActions opens.
 *
 * Focus is never dropped: 'Load more', 'Loading…' and 'Try again' are one button that stays
 * in place, and focus then moves to the first question the page added; the answer dialog
 * opens over the list, and after saving or deleting an answer focus goes to that question's
 * new button (the one pressed is gone).
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { questionLoadMessages } from '../../../shared/contract/catalogue/question-load.ts'
import {
  checkAnswer,
  checkQuestion,
  type Question,
  questionMessages,
} from '../../../shared/contract/catalogue/questions.ts'
import { isOwner } from '../../../shared/stores/catalogue/questions.ts'
import { confirmAction, reportError, showSuccess } from '../../../shared/stores/core/feedback.ts'
import { $user } from '../../../shared/stores/core/session.ts'
import { useStore } from '../../runtime/use-store.ts'
import { Dialog } from '../Dialog.tsx'
import { Skeleton } from '../Skeleton.tsx'
import { QuestionRow } from './QuestionRow.tsx'
import questionsCss from './questions.css?inline'
import type { QuestionsSource } from './questions-source.ts'
import { TextDialog } from './TextDialog.tsx'

/** What QuestionsActions gives a page's questions part, besides the page's own props. */
export interface QuestionsOpenProps {
  mode: 'list' | 'ask'
  /** the count shown beside the buttons, so a question asked adds one to it */
  count: number
  /** the feedback layer of the widget */
  owner?: string | undefined
  onCount: (count: number) => void
  onClose: () => void
}

export interface QuestionsDialogProps extends QuestionsOpenProps {
  questions: QuestionsSource
  /** the user id of whoever answers: the item's supplier, or the profile's user */
  ownerId: string
  /** name the listing each question is about (a profile's questions span its listings) */
  showItem: boolean
}

type Answering = { question: Question; mode: 'add' | 'edit' }

export function QuestionsDialog(props: QuestionsDialogProps) {
  const { mode, questions, showItem, ownerId, count, owner, onCount, onClose } = props
  const value = useStore(questions.$list)
  const user = useStore($user)
  const canAnswer = isOwner(user?._id, ownerId)
  const [answering, setAnswering] = useState<Answering | null>(null)
  const [busy, setBusy] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  /** after a page: the index of its first question; after an answer: that question's id */
  const [focusTo, setFocusTo] = useState<{ index: number } | { id: string } | null>(null)

  const load = async (next: () => Promise<void>) => {
    setBusy(true)
    await next()
    setBusy(false)
  }
  useEffect(() => {
    if (mode === 'list') void load(questions.loadFirst)
  }, [mode, questions])
  useEffect(() => {
    if (value.page > 0) onCount(value.total)
  }, [value.page, value.total, onCount])
  useEffect(() => {
    if (!focusTo || answering || busy) return
    setFocusTo(null)
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('.hire-question') ?? [])]
    if ('index' in focusTo) rows[focusTo.index]?.focus()
    else {
      const row = rows.find((candidate) => candidate.dataset.questionId === focusTo.id)
      ;(row?.querySelector<HTMLElement>('button') ?? row)?.focus()
    }
  }, [focusTo, answering, busy])

  if (mode === 'ask') {
    return (
      <>
        <style>{questionsCss}</style>
        <TextDialog
          title="Ask a question"
          label="Your question"
          submitLabel="Send"
          check={checkQuestion}
          onClose={onClose}
          onSubmit={async (text) => {
            await questions.ask(text)
            onCount(count + 1)
            showSuccess(questionMessages.asked, owner)
            onClose()
          }}
        />
      </>
    )
  }

  const remove = async (question: Question) => {
    if (!(await confirmAction('Delete this answer?', { owner }))) return
    try {
      await questions.removeAnswer(question._id)
      showSuccess(questionMessages.answerDeleted, owner)
      setFocusTo({ id: question._id })
    } catch (error) {
      reportError(error, { owner })
    }
  }

  // 'Load more' and 'Try again' are one button: focus stays on it while the page loads.
  const more = () => {
    if (busy) return
    setFocusTo({ index: value.list.length })
    const retry = questions.retry ?? (value.page === 0 ? questions.loadFirst : questions.loadMore)
    void load(value.error ? retry : questions.loadMore)
  }
  const moreButton = (
    <button type="button" className="hire-button" aria-disabled={busy || undefined} onClick={more}>
      {value.error ? questionLoadMessages.retry : busy ? 'Loading…' : 'Load more'}
    </button>
  )

  let body: ReactNode
  if (value.list.length) {
    body = (
      <ul ref={list} className="hire-questions-list" aria-label={`${value.total} questions`}>
        {value.list.map((question) => (
          <QuestionRow
            key={question._id}
            question={question}
            showItem={showItem}
            canAnswer={canAnswer}
            onAnswer={(answerMode) => setAnswering({ question, mode: answerMode })}
            onDelete={() => void remove(question)}
          />
        ))}
      </ul>
    )
  } else if (value.page > 0) {
    body = <p className="hire-questions-empty">{questionMessages.noQuestions}</p>
  } else if (!value.error) {
    body = (
      <div role="status" aria-label="Loading questions">
        <Skeleton height="3rem" count={3} />
      </div>
    )
  }
  const firstFailed = value.error && value.page === 0
  return (
    <>
      <style>{questionsCss}</style>
      <Dialog title="Questions" onClose={onClose} closeButton className="hire-questions-dialog">
        {body}
        {value.error ? (
          <div role="alert" className="hire-lazy-failed">
            <span>
              {questionMessages.listFailed} {value.error}
            </span>
            {firstFailed ? <> {moreButton}</> : null}
          </div>
        ) : null}
        {!firstFailed && value.page > 0 && (value.error || questions.hasMore()) ? moreButton : null}
      </Dialog>
      {answering ? (
        <TextDialog
          title={answering.mode === 'add' ? 'Answer the question' : 'Edit your answer'}
          label={`Answer to: ${answering.question.question}`}
          submitLabel={answering.mode === 'add' ? 'Answer' : 'Save'}
          initial={answering.question.answer ?? ''}
          check={checkAnswer}
          onClose={() => setAnswering(null)}
          onSubmit={async (text) => {
            await questions.answer(answering.question._id, text, answering.mode)
            showSuccess(questionMessages.answered, owner)
            setFocusTo({ id: answering.question._id })
            setAnswering(null)
          }}
        />
      ) : null}
    </>
  )
}
