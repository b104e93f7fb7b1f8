/**
 * `chatPort()`: the sandbox server's realtime channel by default (and in the tests), the
 * Firebase Realtime Database when `window.hireConfig.chat` is
 * `{ mode: 'firebase', firebase: {…} }`. The Firebase module (and with it the SDK) is a
 * dynamic import made on the first connect, so it never reaches a widget's first load.
 */
import { api } from '../../api/client.ts'
import { $config } from '../../config.ts'
import { chatCalls } from '../../contract/chat/chat.ts'
import type { ChatIdentity } from './firebase.ts'
import type { ChatConnection, ChatListener, ChatPort } from './port.ts'
import { sandboxChat } from './sandbox.ts'

export type { ChatConfig, ChatConnection, ChatListener, ChatPort, ChatStatus } from './port.ts'

/** Who the session is in Firebase: our user id and a custom token with that uid. */
const identify = () => api.post<ChatIdentity>(chatCalls.token.path, { body: {}, auth: 'bearer' })

/** A port whose real implementation arrives with a dynamic import on first connect. */
export function lazyChat(load: () => Promise<ChatPort>): ChatPort {
  return {
    connect(token: string, listener: ChatListener): ChatConnection {
      let real: ChatConnection | null = null
      let closed = false
      const waiting: ((connection: ChatConnection) => void)[] = []
      const later = (run: (connection: ChatConnection) => unknown): boolean => {
        if (real) run(real)
        else waiting.push(run)
        return true
      }
      listener.status('connecting')
      load().then(
        (port) => {
          if (closed) return
          real = port.connect(token, listener)
          for (const run of waiting.splice(0)) run(real)
        },
        () => listener.status('offline'),
      )
      return {
        subscribe: (roomId, after) => void later((c) => c.subscribe(roomId, after)),
        send: (roomId, message) => later((c) => c.send(roomId, message)),
        read: (roomId) => later((c) => c.read(roomId)),
        open: (entry) => void later((c) => c.open?.(entry)),
        close() {
          closed = true
          real?.close()
        },
      }
    },
  }
}

let firebaseChat: { key: string; port: ChatPort } | undefined

export function chatPort(): ChatPort {
  const config = $config.get().chat
  if (config?.mode !== 'firebase' || !config.firebase) return sandboxChat
  const key = JSON.stringify(config)
  if (firebaseChat?.key !== key) {
    const options = {
      firebase: config.firebase,
      ...(config.emulator ? { emulator: config.emulator } : {}),
      identify,
    }
    firebaseChat = {
      key,
      port: lazyChat(() => import('./firebase.ts').then((m) => m.createFirebaseChat(options))),
    }
  }
  return firebaseChat.port
}
