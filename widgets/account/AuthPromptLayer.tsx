/**
 * Shows the sign-in dialog when a widget asked for it (`promptSignIn()` in
 * shared/stores/core/auth-prompt.ts). Tiny on purpose: every widget can render it, and the
 * dialog's code loads only when a prompt is open. Only the first mounted layer shows it,
 * so the dialog appears once however many widgets are on the page.
 */
import { type ComponentType, lazy, Suspense, useEffect, useId } from 'react'
import {
  $authPrompt,
  $authPromptLayers,
  registerAuthPromptLayer,
} from '../../shared/stores/core/auth-prompt.ts'
import { useStore } from '../runtime/use-store.ts'
import type { SignInDialogProps } from './auth/dialog/SignInDialog.tsx'

const SignInDialog = lazy(
  () => import('./auth/dialog/SignInDialog.tsx'),
) as unknown as ComponentType<SignInDialogProps>

export function AuthPromptLayer() {
  const layerId = useId()
  const prompt = useStore($authPrompt)
  const layers = useStore($authPromptLayers)
  useEffect(() => registerAuthPromptLayer(layerId), [layerId])
  if (!prompt || layers[0] !== layerId) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog key={prompt.id} prompt={prompt} />
    </Suspense>
  )
}
