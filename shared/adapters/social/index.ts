/**
 * Chooses the social sign-in implementation from the page configuration: the sandbox
 * chooser by default; Google Identity Services and the Facebook SDK with
 * `configure({ social: { provider: 'live', googleClientId, facebookAppId } })`. The live
 * module is a dynamic import, so the default bundle never carries it.
 */
import { $config } from '../../config.ts'
import { portPerKey } from '../port-per-key.ts'
import type { SocialSignInPort } from './port.ts'
import { sandboxSocial } from './sandbox.ts'

export type { SocialConfig, SocialLoginType, SocialProfile, SocialSignInPort } from './port.ts'

const liveSocial = portPerKey<SocialSignInPort>()

export function socialPort(): Promise<SocialSignInPort> {
  const config = $config.get().social
  if (config?.provider !== 'live') return Promise.resolve(sandboxSocial)
  const { googleClientId, facebookAppId } = config
  return liveSocial(`${googleClientId ?? ''}|${facebookAppId ?? ''}`, () =>
    import('./live.ts').then(({ createLiveSocial }) =>
      createLiveSocial({
        ...(googleClientId ? { google: { clientId: googleClientId } } : {}),
        ...(facebookAppId ? { facebook: { appId: facebookAppId } } : {}),
      }),
    ),
  )
}
