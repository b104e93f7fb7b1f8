import { render, screen, within } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { inboxRoom } from '../../tests/fixtures/chat.ts'
import { RoomList } from './RoomList.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the room list', () => {
  it('tells apart two hirers asking about one listing by their names', () => {
    const rooms = [inboxRoom('hirer-1', 'Harriet Hirer'), inboxRoom('hirer-2', 'Noah Newbie')]
    render(<RoomList rooms={rooms} selected={null} me="supplier-1" />)
    const [first, second] = within(screen.getByRole('list', { name: 'Chats' })).getAllByRole(
      'button',
    )
    expect(first?.textContent).toContain('Sea kayak')
    expect(first?.textContent).toContain('Harriet Hirer')
    expect(second?.textContent).toContain('Noah Newbie')
  })
})
