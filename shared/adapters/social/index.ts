/**
 * Chooses the social sign-in implementation from the page configuration: the sandbox
 * chooser by default; Google Identity Services and the Facebook SDK with
 * `configure({ social: { provider: 'live', googleClientId, facebookAppId } })`. The live
 * module is a dynamic import, so the default bundle never carries it.
 */
import { $config } from '../../config.ts'
import type { SocialSignInPort } from './port.ts'
import { sandboxSocial } from './sandbox.ts'

export type { SocialConfig, SocialLoginType, SocialProfile, SocialSignInPort } from './port.ts'

let cached: { key: string; port: Promise<SocialSignInPort> } | undefined

export function socialPort(): Promise<SocialSignInPort> {
  const config = $config.get().social
  if (config?.provider !== 'live') return Promise.resolve(sandboxSocial)
  const { googleClientId, facebookAppId } = config
  const key = `${googleClientId ?? ''}|${facebookAppId ?? ''}`
  if (cached?.key !== key) {
    cached = {
      key,
      port: import('./live.ts').then(({ createLiveSocial }) =>
        createLiveSocial({
          ...(googleClientId ? { google: { clientId: googleClientId } } : {}),
          ...(facebookAppId ? { facebook: { appId: facebookAppId } } : {}),
        }),
      ),
    }
  }
  return cached.port
}
