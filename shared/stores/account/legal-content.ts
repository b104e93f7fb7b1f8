/**
 * Privacy policy and terms for the sign-up modal (GET /content?type: 1 privacy policy,
 * 2 terms and conditions). The HTML is sanitised by the component that shows it.
 */
import { api } from '../../api/client.ts'
import { type Content, homeCalls } from '../../contract/catalogue/home.ts'

const cache = new Map<number, Promise<string>>()

export function loadLegalContent(type: number): Promise<string> {
  let pending = cache.get(type)
  if (!pending) {
    pending = api
      .get<Content>(homeCalls.content.path, { query: { type } })
      .then((content) => (typeof content?.description === 'string' ? content.description : ''))
    // A failure is not remembered: opening the modal again tries again.
    pending.catch(() => cache.delete(type))
    cache.set(type, pending)
  }
  return pending
}
