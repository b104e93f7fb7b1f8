/**
 * `chatPort()`: the sandbox server's realtime channel, the default and what the tests use.
 * The Firebase Realtime Database adapter (anonymous sign-in, the spec's paths) is not
 * written yet; when it is, it is chosen here by configuration and loaded with a dynamic
 * import so the Firebase SDK never reaches the sandbox bundle.
 */
import type { ChatPort } from './port.ts'
import { sandboxChat } from './sandbox.ts'

export type { ChatConnection, ChatListener, ChatPort, ChatStatus } from './port.ts'

export function chatPort(): ChatPort {
  return sandboxChat
}
