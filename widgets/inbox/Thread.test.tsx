import { render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { inboxRoom } from '../../tests/fixtures/chat.ts'
import { Thread } from './Thread.tsx'

const room = inboxRoom()

const show = (me: string, otherUserId: string) =>
  render(
    <Thread
      room={{ ...room, otherUserId }}
      messages={[]}
      me={me}
      upload={null}
      siteUrl="https://hire.test"
    />,
  )

afterEach(() => {
  document.body.innerHTML = ''
})

describe('a chat thread', () => {
  it("links a hirer to the item's supplier", () => {
    show('hirer-1', 'supplier-1')
    expect(screen.getByRole('link', { name: 'Visit Supplier Profile' }).getAttribute('href')).toBe(
      'https://hire.test/supplier/profile/supplier-1',
    )
  })

  it('lets the keyboard reach the messages, which scroll on their own', () => {
    show('hirer-1', 'supplier-1')
    expect(screen.getByRole('log', { name: 'Messages' }).tabIndex).toBe(0)
  })

  it('links the supplier to the hirer they talk to, not to their own profile', () => {
    show('supplier-1', 'hirer-1')
    expect(screen.queryByRole('link', { name: 'Visit Supplier Profile' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Visit Hirer Profile' }).getAttribute('href')).toBe(
      'https://hire.test/supplier/profile/hirer-1',
    )
  })
})
