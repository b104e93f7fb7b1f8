/**
 * A profile's questions part (its own chunk): the one questions dialog on the profile's
 * store (questions on the profile and on its owner's listings), naming the listing each
 * question is about.
 */
import { useMemo } from 'react'
import { createProfileQuestions } from '../../../shared/stores/supplier/questions.ts'
import { QuestionsDialog, type QuestionsOpenProps } from '../../ui/questions/QuestionsDialog.tsx'

export default function ProfileQuestions({
  userId,
  ...props
}: QuestionsOpenProps & { userId: string }) {
  const questions = useMemo(() => createProfileQuestions(userId), [userId])
  return <QuestionsDialog {...props} questions={questions} ownerId={userId} showItem />
}
