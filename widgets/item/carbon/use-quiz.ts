/**
 * The carbon true/false quiz (spec part 1 section 4): after an answer, 'Correct' (or the
 * right answer) shows for 3 seconds, then the next question; after the last, the end.
 */
import { useEffect, useRef, useState } from 'react'

export const quizAnswerDelayMs = 3000

export interface QuizQuestion {
  _id: string
  description: string
  answer: boolean
}

export type QuizState =
  | { phase: 'asking'; index: number }
  | { phase: 'feedback'; index: number; correct: boolean }
  | { phase: 'done' }

export function useQuiz(questions: readonly QuizQuestion[]) {
  const [state, setState] = useState<QuizState>(
    questions.length ? { phase: 'asking', index: 0 } : { phase: 'done' },
  )
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const answer = (pick: boolean) => {
    if (state.phase !== 'asking') return
    const { index } = state
    const question = questions[index]
    if (!question) return
    setState({ phase: 'feedback', index, correct: pick === question.answer })
    timer.current = setTimeout(() => {
      setState(
        index + 1 < questions.length ? { phase: 'asking', index: index + 1 } : { phase: 'done' },
      )
    }, quizAnswerDelayMs)
  }

  const question = state.phase === 'done' ? undefined : questions[state.index]
  return { state, question, answer }
}
