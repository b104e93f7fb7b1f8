/**
 * For widgets other than hire-account: makes sure someone shows the sign-in dialog when a
 * guest is asked to sign in (`promptSignIn()` in shared/stores/core/auth-prompt.ts). If no
 * account widget is on the page, a hidden `<hire-account view="sign-in">` is added to the
 * document; the loader (or the page) defines the tag and the dialog opens in it. Widgets
 * never import each other: this only creates the element.
 */
import { useEffect } from 'react'
import { $authPrompt, $authPromptLayers } from '../../../shared/stores/core/auth-prompt.ts'
import { useStore } from '../../runtime/use-store.ts'

export const promptHostSelector = 'hire-account[view="sign-in"]'

export function ensureAuthPromptHost(): void {
  if (typeof document === 'undefined' || $authPromptLayers.get().length) return
  if (document.querySelector(promptHostSelector)) return
  const host = document.createElement('hire-account')
  host.setAttribute('view', 'sign-in')
  // The dialog is fixed to the viewport; the element itself takes no room.
  host.style.minHeight = '0'
  document.body.append(host)
}

/** Call once in a widget's root component. */
export function useAuthPromptHost(): void {
  const prompt = useStore($authPrompt)
  const layers = useStore($authPromptLayers)
  useEffect(() => {
    if (prompt && layers.length === 0) ensureAuthPromptHost()
  }, [prompt, layers])
}
