/**
 * Questions on a user's profile (GET /user/question-answer?userId): the catalogue's question
 * list aimed at the user (POST /user/question with userId, the supplier variant of the
 * call). The owner's questions include those on their items.
 */
import { createQuestions } from '../catalogue/questions.ts'

export const createProfileQuestions = (userId: string) => createQuestions({ userId })

export type ProfileQuestions = ReturnType<typeof createProfileQuestions>
