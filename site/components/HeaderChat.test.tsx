/** The header's Messages link: named with the number of chats holding unread messages. */
import { act, render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { InboxEntry } from '../../shared/contract/chat/chat.ts'

// A guest session: the store opens no connection, and no call leaves the test.
vi.mock('../../shared/api/client.ts', () => ({
  api: { post: vi.fn(async () => ({ accessToken: 'guest', userType: 'INDIVIDUAL' })) },
  bindSession: () => {},
}))

const { $chat } = await import('../../shared/stores/chat/chat.ts')
const { default: HeaderChat } = await import('./HeaderChat.tsx')

const room = (roomId: string, unreadMessages: number) => ({ roomId, unreadMessages }) as InboxEntry

describe('HeaderChat', () => {
  it('links to /user/chat and counts the chats with unread messages, live', () => {
    render(<HeaderChat />)
    const link = screen.getByRole('link', { name: 'Messages' })
    expect(link.getAttribute('href')).toBe('/user/chat')
    act(() => $chat.setKey('rooms', [room('a', 3), room('b', 0), room('c', 1)]))
    expect(screen.getByRole('link', { name: 'Messages, 2 unread' })).toBe(link)
    expect(link.textContent).toBe('2')
    act(() => $chat.setKey('rooms', [room('a', 0)]))
    expect(screen.getByRole('link', { name: 'Messages' }).textContent).toBe('')
  })
})
