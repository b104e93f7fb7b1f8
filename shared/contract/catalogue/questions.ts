/**
 * Questions and answers on items and supplier profiles (spec part 1 sections 3, 4, 5, 7;
 * part 3 section 7). Anyone reads; signed-in users ask; only the owner of the item or
 * profile answers, edits and deletes answers.
 */
import { coerce, defaulted, object, optional, string } from 'superstruct'
import { rule } from '../account/fields.ts'
import { id, queryInt } from '../core/fields.ts'

export const questionCalls = {
  list: { method: 'GET', path: '/user/question-answer' },
  ask: { method: 'POST', path: '/user/question' },
  answer: { method: 'POST', path: '/user/answer' },
  editAnswer: { method: 'PATCH', path: '/user/answer' },
  deleteAnswer: { method: 'DELETE', path: '/user/answer/:questionId' },
} as const

export const deleteAnswerPath = (questionId: string) =>
  `/user/answer/${encodeURIComponent(questionId)}`

/** Question and answer: 500 characters at most; lists 10 per page (part 1 section 9). */
export const questionLimits = { textMax: 500, pageSize: 10 } as const

export const questionMessages = {
  /** shown by the client to a guest opening an empty list */
  noQuestions: 'No Questions to read!!',
  questionRequired: 'Please enter your question.',
  questionTooLong: 'Your question can be at most 500 characters.',
  answerRequired: 'Please enter your answer.',
  answerTooLong: 'Your answer can be at most 500 characters.',
  target: 'Send either itemId or userId.',
  ownListing: 'You cannot ask a question about your own listing or profile.',
  notOwner: 'Only the owner of this listing or profile can answer its questions.',
  notFound: 'Question not found.',
  alreadyAnswered: 'This question already has an answer. Edit it instead.',
  notAnswered: 'This question has no answer yet.',
  asked: 'Your question has been sent.',
  answered: 'Your answer has been saved.',
  answerDeleted: 'The answer has been deleted.',
  /** client wording: the API did not answer the list (its message follows) */
  listFailed: 'Questions could not be loaded.',
} as const

/** The checks the ask and answer forms run, with the same messages as the server. */
export function checkQuestion(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return questionMessages.questionRequired
  return trimmed.length > questionLimits.textMax ? questionMessages.questionTooLong : null
}
export function checkAnswer(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return questionMessages.answerRequired
  return trimmed.length > questionLimits.textMax ? questionMessages.answerTooLong : null
}

/**
 * Text is stored trimmed; a missing field reads as empty, so it gets the form's sentence.
 * A non-string stays as is and the type check reports it.
 */
/* @__NO_SIDE_EFFECTS__ */
const trimmed = (check: (text: string) => string | null) =>
  defaulted(
    coerce(rule(string(), check), string(), (value) => value.trim()),
    '',
  )

export const questionListQuery = object({
  itemId: optional(id()),
  userId: optional(id()),
  pageNo: optional(queryInt(1, 10_000)),
  limit: optional(queryInt(1, 50)),
})

export const askQuestionBody = object({
  itemId: optional(id()),
  userId: optional(id()),
  question: trimmed(checkQuestion),
})

export const answerBody = object({
  questionId: id(),
  answer: trimmed(checkAnswer),
})

export const questionParams = object({ questionId: id() })

export interface PersonCard {
  _id: string
  name: string
  profilePicture: string
}

/** The Question entity (part 1 section 3). */
export interface Question {
  _id: string
  question: string
  answer: string | null
  created: string
  /** null for a question asked on a supplier's profile */
  itemId: string | null
  itemName: string | null
  /** the owner of the item or profile: the one who answers */
  productOwnerId: string
  /** who asked */
  userId: string
  questionData: { name: string; profilePicture: string }
  answerData: { name: string; profilePicture: string; created: string } | null
}

export interface QuestionListData {
  list: Question[]
  total: number
  totalQuestion: number
  /** questions waiting for an answer */
  newQuestion: number
}
