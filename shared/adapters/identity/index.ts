/**
 * Chooses the ID check from the page configuration: the sandbox by default, the provider's
 * widget with `configure({ identity: { provider: 'widget', scriptUrl, clientId } })`
 * (a dynamic import, so the default bundle never carries it).
 */
import { $config } from '../../config.ts'
import { portPerKey } from '../port-per-key.ts'
import type { IdentityPort } from './port.ts'
import { sandboxIdentity } from './sandbox.ts'

export type { IdentityConfig, IdentityPort, IdentityResult } from './port.ts'

const widgetIdentity = portPerKey<IdentityPort>()

export function identityPort(): Promise<IdentityPort> {
  const config = $config.get().identity
  if (config?.provider !== 'widget' || !config.scriptUrl || !config.clientId) {
    return Promise.resolve(sandboxIdentity)
  }
  const { scriptUrl, clientId } = config
  return widgetIdentity(`${scriptUrl}|${clientId}`, () =>
    import('./widget.ts').then(({ createWidgetIdentity }) =>
      createWidgetIdentity({ scriptUrl, clientId }),
    ),
  )
}
