/** Chat port choice: the sandbox channel by default; Firebase only when configured, loaded lazily. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $config, configure } from '../../config.ts'
import { chatPort, lazyChat } from './index.ts'
import type { ChatConnection, ChatListener, ChatPort } from './port.ts'
import { sandboxChat } from './sandbox.ts'

const initial = $config.get()
afterEach(() => $config.set(initial))

const listener = (): ChatListener => ({
  ready: vi.fn(),
  history: vi.fn(),
  message: vi.fn(),
  inbox: vi.fn(),
  read: vi.fn(),
  ack: vi.fn(),
  failed: vi.fn(),
  status: vi.fn(),
})

describe('chatPort', () => {
  it('is the sandbox channel without configuration or in sandbox mode', () => {
    expect(chatPort()).toBe(sandboxChat)
    configure({ chat: { mode: 'sandbox' } })
    expect(chatPort()).toBe(sandboxChat)
    configure({ chat: { mode: 'firebase' } })
    expect(chatPort()).toBe(sandboxChat)
  })

  it('is a lazily loaded port in Firebase mode, the same one while the config stays', () => {
    configure({
      chat: { mode: 'firebase', firebase: { projectId: 'demo', databaseURL: 'https://demo.test' } },
    })
    const port = chatPort()
    expect(port).not.toBe(sandboxChat)
    expect(chatPort()).toBe(port)
  })
})

describe('lazyChat', () => {
  it('loads the real port on connect and replays the calls made meanwhile, in order', async () => {
    const calls: string[] = []
    const real: ChatConnection = {
      subscribe: (roomId) => void calls.push(`subscribe ${roomId}`),
      send: (roomId) => calls.push(`send ${roomId}`) > 0,
      read: (roomId) => calls.push(`read ${roomId}`) > 0,
      open: (entry) => void calls.push(`open ${entry.roomId}`),
      close: () => void calls.push('close'),
    }
    let release: (port: ChatPort) => void = () => {}
    const load = vi.fn(() => new Promise<ChatPort>((resolve) => (release = resolve)))
    const port = lazyChat(load)
    expect(load).not.toHaveBeenCalled()
    const heard = listener()
    const connection = port.connect('token', heard)
    expect(heard.status).toHaveBeenCalledWith('connecting')
    connection.subscribe('r1')
    expect(connection.send('r1', { messageId: 'm', messageType: 'text' })).toBe(true)
    connection.read('r1')
    release({ connect: () => real })
    await vi.waitFor(() => expect(calls).toEqual(['subscribe r1', 'send r1', 'read r1']))
    connection.close()
    expect(calls.at(-1)).toBe('close')
  })

  it('reports offline when the module cannot load, and connects nothing after close', async () => {
    const heard = listener()
    lazyChat(() => Promise.reject(new Error('chunk failed'))).connect('t', heard)
    await vi.waitFor(() => expect(heard.status).toHaveBeenCalledWith('offline'))
    const connect = vi.fn()
    const closed = lazyChat(async () => ({ connect })).connect('t', listener())
    closed.close()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(connect).not.toHaveBeenCalled()
  })
})
