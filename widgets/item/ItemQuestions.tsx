/** The item page's questions part (its own chunk): the one questions dialog on the item's store. */
import { useMemo } from 'react'
import type { ItemDetail } from '../../shared/contract/catalogue/items.ts'
import { createQuestionList } from '../../shared/stores/catalogue/questions.ts'
import { QuestionsDialog, type QuestionsOpenProps } from '../ui/questions/QuestionsDialog.tsx'

export default function ItemQuestions({
  item,
  ...props
}: QuestionsOpenProps & { item: ItemDetail }) {
  const questions = useMemo(() => createQuestionList(item._id), [item._id])
  // The owner is the item's supplier (`userId` on items without the supplier's card).
  const ownerId = item.supplier?.userId ?? item.userId
  return <QuestionsDialog {...props} questions={questions} ownerId={ownerId} showItem={false} />
}
