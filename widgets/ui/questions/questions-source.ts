/**
 * What the questions dialog needs from a questions store: both the item's
 * (`shared/stores/catalogue/questions.ts`) and a profile's (`shared/stores/supplier/questions.ts`)
 * offer it. Each page binds its own store in its dialog's chunk, so neither page's chunk
 * carries the other's store.
 */
import type { ReadableAtom } from 'nanostores'
import type { Question } from '../../../shared/contract/catalogue/questions.ts'

export interface QuestionsSource {
  $list: ReadableAtom<{ list: Question[]; total: number; page: number; error: string | null }>
  loadFirst: () => Promise<void>
  loadMore: () => Promise<void>
  /** asks again for the page that failed; without it, the dialog asks for that page itself */
  retry?: (() => Promise<void>) | undefined
  hasMore: () => boolean
  ask: (question: string) => Promise<Question>
  answer: (questionId: string, answer: string, mode: 'add' | 'edit') => Promise<Question>
  removeAnswer: (questionId: string) => Promise<Question>
}
