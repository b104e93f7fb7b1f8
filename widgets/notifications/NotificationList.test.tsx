import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { NotificationRecord } from '../../shared/contract/notifications/notifications.ts'
import { startSession } from '../../shared/stores/core/session.ts'
import { $notificationPage } from '../../shared/stores/notifications/notifications.ts'
import { demoUser, failure, fakeApi } from '../../tests/fixtures/fake-client.ts'
import { NotificationList } from './NotificationList.tsx'

const note = (n: number): NotificationRecord => ({
  _id: `n${n}`,
  type: 'BOOKING_APPROVED',
  title: `Booking ${n}`,
  message: 'Your booking was approved',
  created: '2026-11-20T10:00:00.000Z',
  isRead: false,
  image: '',
  item: null,
  bookingId: null,
  itemId: null,
  roomId: null,
  receiverId: demoUser._id,
})

beforeEach(() => {
  $notificationPage.set({ list: [], pageNo: 0, done: false, loading: false, error: null })
  startSession('token', 'INDIVIDUAL', demoUser)
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('NotificationList', () => {
  it('says why a first page failed, and Retry loads it', async () => {
    let fail = true
    const api = fakeApi({
      'GET /notification/list': () =>
        fail ? failure(500, 'Server unavailable') : { list: [note(1)], total: 1, unread: 1 },
    })
    render(<NotificationList />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Server unavailable')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    fail = false
    const asked = () => api.find('GET /notification/list').map((call) => call.query.pageNo)
    const before = asked().length
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Booking 1')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(asked().slice(before)).toEqual(['1'])
  })

  it('retries a later page from where the list stopped, with one button', async () => {
    $notificationPage.set({
      list: Array.from({ length: 12 }, (_, index) => note(index + 1)),
      pageNo: 1,
      done: false,
      loading: false,
      error: 'Server unavailable',
    })
    const api = fakeApi({
      'GET /notification/list': () => ({ list: [note(13)], total: 13, unread: 13 }),
    })
    render(<NotificationList />)
    expect(screen.getByRole('alert').textContent).toContain('Server unavailable')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText('Booking 13')
    await waitFor(() =>
      expect(api.find('GET /notification/list').map((call) => call.query.pageNo)).toEqual(['2']),
    )
  })

  it('offers Mark all as read only once there are notifications, under no heading of its own', async () => {
    fakeApi({ 'GET /notification/list': () => ({ list: [], total: 0, unread: 0 }) })
    const { unmount } = render(<NotificationList />)
    await screen.findByText('You have no new notifications')
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
    unmount()

    $notificationPage.set({ list: [], pageNo: 0, done: false, loading: false, error: null })
    fakeApi({ 'GET /notification/list': () => ({ list: [note(1)], total: 1, unread: 1 }) })
    render(<NotificationList />)
    await screen.findByText('Booking 1')
    const markAll = screen.getByRole('button', { name: 'Mark all as read' })
    expect(markAll.hasAttribute('disabled')).toBe(false)
    expect(screen.queryByText('You have no new notifications')).toBeNull()
  })
})
