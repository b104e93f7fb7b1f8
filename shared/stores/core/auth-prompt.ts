/**
 * $authPrompt: a request, from any widget, to let a guest sign in or sign up without
 * leaving the page. `promptSignIn()` resolves true once the guest is signed in (the page is
 * not reloaded: stores update and widgets re-render), false if they closed the dialog.
 * Each widget renders an `AuthPromptLayer` (widgets/account) that shows the dialog; the
 * first mounted layer shows it, so it appears once however many widgets are on the page.
 */
import { atom } from 'nanostores'

export type AuthPromptMode = 'login' | 'signup'

export interface AuthPrompt {
  id: number
  mode: AuthPromptMode
  /** why the guest is asked, shown above the form (e.g. 'Sign in to save favourites.') */
  reason?: string | undefined
}

export const $authPrompt = atom<AuthPrompt | null>(null)

let nextId = 1
const waiting = new Map<number, (signedIn: boolean) => void>()

export function promptSignIn(
  options: { mode?: AuthPromptMode; reason?: string } = {},
): Promise<boolean> {
  const previous = $authPrompt.get()
  if (previous) finishPrompt(previous.id, false)
  const id = nextId++
  $authPrompt.set({ id, mode: options.mode ?? 'login', reason: options.reason })
  return new Promise((resolve) => waiting.set(id, resolve))
}

/** Switches an open prompt between sign-in and sign-up. */
export function switchPromptMode(mode: AuthPromptMode): void {
  const current = $authPrompt.get()
  if (current) $authPrompt.set({ ...current, mode })
}

/** Closes the prompt `id`; its caller learns whether the guest signed in. */
export function finishPrompt(id: number, signedIn: boolean): void {
  const current = $authPrompt.get()
  if (current?.id === id) $authPrompt.set(null)
  waiting.get(id)?.(signedIn)
  waiting.delete(id)
}

/** Ids of mounted prompt layers, first mounted first: the first one shows the dialog. */
export const $authPromptLayers = atom<string[]>([])

export function registerAuthPromptLayer(id: string): () => void {
  $authPromptLayers.set([...$authPromptLayers.get().filter((layer) => layer !== id), id])
  return () => $authPromptLayers.set($authPromptLayers.get().filter((layer) => layer !== id))
}
