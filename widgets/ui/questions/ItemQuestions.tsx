/**
 * An item's questions part (a chunk of its own, fetched on first use): the one questions
 * dialog on the item's store, the owner being the item's supplier. The item page opens it,
 * and so does the supplier's own listing in the listing wizard's manage view.
 */
import { useMemo } from 'react'
import type { ItemDetail } from '../../../shared/contract/catalogue/items.ts'
import { createQuestionList } from '../../../shared/stores/catalogue/questions.ts'
import { QuestionsDialog, type QuestionsOpenProps } from './QuestionsDialog.tsx'

export default function ItemQuestions({
  item,
  ...props
}: QuestionsOpenProps & { item: Pick<ItemDetail, '_id' | 'userId' | 'supplier'> }) {
  const questions = useMemo(() => createQuestionList(item._id), [item._id])
  // The owner is the item's supplier (`userId` on items without the supplier's card).
  const ownerId = item.supplier?.userId ?? item.userId
  return <QuestionsDialog {...props} questions={questions} ownerId={ownerId} showItem={false} />
}
