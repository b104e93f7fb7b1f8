/**
 * The real ID check: the third-party widget the provider's script defines as
 * `window.IdentityWidget`. It opens its own modal, runs the document and face check, and
 * calls back with `{ code, transaction_id }`; the server confirms them with the provider.
 */
import { loadScript } from '../social/port.ts'
import type { IdentityPort, IdentityResult } from './port.ts'

export interface IdentityWidgetApi {
  open(options: {
    clientId: string
    onComplete(result: { code?: string; transaction_id?: string }): void
    onCancel(): void
    onError(error: { message?: string }): void
  }): void
}

declare global {
  interface Window {
    IdentityWidget?: IdentityWidgetApi
  }
}

export async function loadIdentityWidget(scriptUrl: string): Promise<IdentityWidgetApi> {
  await loadScript(scriptUrl, 'hire-identity-widget')
  if (!window.IdentityWidget) throw new Error('The ID check did not load')
  return window.IdentityWidget
}

export interface WidgetIdentityOptions {
  scriptUrl: string
  clientId: string
  load?: (scriptUrl: string) => Promise<IdentityWidgetApi>
}

function cancelledCheck(): Error {
  const error = new Error('The ID check was closed.')
  error.name = 'AbortError'
  return error
}

export function createWidgetIdentity(options: WidgetIdentityOptions): IdentityPort {
  const load = options.load ?? loadIdentityWidget
  return {
    async check() {
      const widget = await load(options.scriptUrl)
      return new Promise<IdentityResult>((resolve, reject) => {
        widget.open({
          clientId: options.clientId,
          onComplete: (result) => {
            if (result.code && result.transaction_id) {
              resolve({ code: result.code, transaction_id: result.transaction_id })
            } else reject(new Error('The ID check did not finish. Please try again.'))
          },
          onCancel: () => reject(cancelledCheck()),
          onError: (error) =>
            reject(new Error(error.message || 'The ID check did not finish. Please try again.')),
        })
      })
    },
  }
}
