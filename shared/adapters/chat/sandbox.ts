/**
 * The sandbox chat port: the sandbox server's WebSocket at `{apiBase}/realtime`, signed in
 * with the session token in the first frame. A dropped connection comes back with
 * exponential backoff (0.5 s doubling to 15 s, with jitter) and signs in again; the store
 * then resumes each room from the last seq it holds.
 */
import { $config } from '../../config.ts'
import { realtimeClose, realtimePath, type ServerFrame } from '../../contract/chat/chat.ts'
import type { ChatConnection, ChatListener, ChatPort } from './port.ts'

export function realtimeUrl(apiBase: string): string {
  return `${apiBase.replace(/^http/, 'ws')}${realtimePath}`
}

/** The wait before attempt `n` (0-based): 0.5 s doubling, at most 15 s, ±20 %. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** attempt)
  return Math.round(base * (0.8 + random() * 0.4))
}

function dispatch(frame: ServerFrame, listener: ChatListener): void {
  if (frame.type === 'ready') listener.ready(frame.userId, frame.inbox)
  else if (frame.type === 'history') listener.history(frame.roomId, frame.messages)
  else if (frame.type === 'message')
    listener.message(frame.roomId, frame.message, frame.unreadMessages)
  else if (frame.type === 'inbox') listener.inbox(frame.entry)
  else if (frame.type === 'read') listener.read(frame.roomId)
  else if (frame.type === 'ack') listener.ack(frame.messageId, frame.seq)
  else if (frame.type === 'error') listener.failed(frame)
}

export const sandboxChat: ChatPort = {
  connect(token, listener) {
    let socket: WebSocket | null = null
    let attempt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false

    const open = () => {
      if (stopped) return
      listener.status('connecting')
      const ws = new WebSocket(realtimeUrl($config.get().apiBase))
      socket = ws
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }))
      ws.onmessage = (event) => {
        let frame: ServerFrame
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame
        } catch {
          return
        }
        if (frame.type === 'ready') {
          attempt = 0
          listener.status('online')
        }
        dispatch(frame, listener)
      }
      ws.onclose = (event) => {
        if (socket !== ws) return
        socket = null
        if (stopped) return
        if (event.code === realtimeClose.unauthorized) {
          listener.status('refused')
          return
        }
        listener.status('offline')
        timer = setTimeout(open, backoffMs(attempt++))
      }
    }

    const online = () => {
      // Back on the network: try now rather than at the end of the backoff.
      if (!socket && !stopped) {
        clearTimeout(timer)
        open()
      }
    }
    if (typeof window !== 'undefined') window.addEventListener('online', online)
    open()

    const deliver = (frame: object): boolean => {
      if (socket?.readyState !== WebSocket.OPEN) return false
      socket.send(JSON.stringify(frame))
      return true
    }
    const connection: ChatConnection = {
      subscribe: (roomId, after) => {
        deliver({ type: 'subscribe', roomId, ...(after ? { after } : {}) })
      },
      send: (roomId, message) => deliver({ type: 'send', roomId, message }),
      read: (roomId) => deliver({ type: 'read', roomId }),
      close: () => {
        stopped = true
        clearTimeout(timer)
        if (typeof window !== 'undefined') window.removeEventListener('online', online)
        socket?.close()
        socket = null
      },
    }
    return connection
  },
}
