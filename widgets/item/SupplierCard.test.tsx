/**
 * 'Message the supplier' on the item page: it leads to the chat page's room about the item
 * (as 'Contact Supplier' does), a guest signs in first, and the supplier never sees it on
 * their own item.
 */
import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $authPrompt, finishPrompt } from '../../shared/stores/core/auth-prompt.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { item, supplierId } from '../../tests/fixtures/item.ts'
import { messageSupplierLabel, SupplierCard } from './SupplierCard.tsx'

const signIn = (_id: string) =>
  $session.set({
    accessToken: 'token',
    userType: 'INDIVIDUAL',
    userInfo: JSON.stringify({ _id, firstName: 'Hana', profileStep: 416 }),
    isGuestUser: '0',
  })

const card = (siteBase = '') =>
  render(<SupplierCard supplier={item.supplier} siteBase={siteBase} itemId={item._id} />)

afterEach(() => {
  const prompt = $authPrompt.get()
  if (prompt) finishPrompt(prompt.id, false)
  $session.set({})
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('Message the supplier', () => {
  it('leads a signed-in hirer to the room about this item', () => {
    signIn('hirer-1')
    card()
    const link = screen.getByRole('link', { name: messageSupplierLabel })
    expect(link.getAttribute('href')).toBe(`/user/chat?itemId=${item._id}`)
    // Signed in on the marketplace itself: the link is followed as it is.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })

  it('points at the marketplace from a partner page', () => {
    signIn('hirer-1')
    card('https://market.example/')
    expect(screen.getByRole('link', { name: messageSupplierLabel }).getAttribute('href')).toBe(
      `https://market.example/user/chat?itemId=${item._id}`,
    )
  })

  it('asks a guest to sign in first, then goes to the room', async () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
    } as Location)
    card()
    fireEvent.click(screen.getByRole('link', { name: messageSupplierLabel }))
    const prompt = $authPrompt.get()
    expect(prompt?.reason).toBe('Sign in to message the supplier.')
    expect(assign).not.toHaveBeenCalled()
    await act(async () => {
      if (prompt) finishPrompt(prompt.id, true)
    })
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(String(assign.mock.calls[0]?.[0])).toMatch(
      new RegExp(`/user/chat\\?itemId=${item._id}$`),
    )
  })

  it('is not offered to the supplier on their own item', async () => {
    signIn(supplierId)
    card()
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: messageSupplierLabel })).toBeNull(),
    )
    expect(screen.getByRole('link', { name: /Sam Supplier/ })).toBeTruthy()
  })
})
