/**
 * The attribution carrier: how a partner code travels from a widget's attribute (or
 * hireConfig, or the hand-over link's query) into the RequestItem session, the checkout
 * body and the link that continues on the marketplace.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { bookingItem, selectionOf } from '../../../tests/fixtures/checkout.ts'
import { quoteCheckout } from '../../domain/booking/checkout.ts'
import { partnerParam, pickPartner, withPartnerParam } from '../../domain/partners/code.ts'
import { checkoutBodyOf } from '../checkout/body.ts'
import { readRequestItem, startRequestItem } from '../checkout/request-item.ts'
import { $partner, loadPagePartner, pagePartner, setPartner } from './attribution.ts'

function visit(search: string) {
  history.replaceState(null, '', `/${search}`)
}

afterEach(() => {
  $partner.set(null)
  sessionStorage.clear()
  delete window.hireConfig
  visit('')
})

describe('partner codes', () => {
  it('accepts 2 to 32 letters, digits, - and _, starting with a letter or digit', () => {
    expect(pickPartner(['demo-partner'])).toBe('demo-partner')
    expect(pickPartner([' Tours_2 '])).toBe('Tours_2')
    for (const bad of ['x', '-lead', 'has space', 'a'.repeat(33), 'ü-tours', 42, null, undefined]) {
      expect(pickPartner([bad]), String(bad)).toBeNull()
    }
    expect(pickPartner(['bad code', 'second'])).toBe('second')
  })

  it('adds the code to a link, keeping the rest of its query', () => {
    expect(withPartnerParam('https://hire.example/equipments/1?item=1', 'demo-partner')).toBe(
      'https://hire.example/equipments/1?item=1&partner=demo-partner',
    )
    expect(withPartnerParam('https://hire.example/x', null)).toBe('https://hire.example/x')
  })
})

describe('the attribution carrier', () => {
  it('takes a valid attribute page-wide and refuses an invalid one without changing it', () => {
    expect(setPartner('demo-partner')).toBe(true)
    expect($partner.get()).toBe('demo-partner')
    expect(setPartner('not a code')).toBe(false)
    expect($partner.get()).toBe('demo-partner')
    // A removed attribute leaves the page's code as it was.
    expect(setPartner(undefined)).toBe(true)
    expect($partner.get()).toBe('demo-partner')
  })

  it('reads window.hireConfig.partner, then the page query, then what this tab kept', () => {
    expect(pagePartner()).toBeNull()
    visit(`?${partnerParam}=from-link`)
    expect(pagePartner()).toBe('from-link')
    window.hireConfig = { partner: 'from-config' } as typeof window.hireConfig
    expect(pagePartner()).toBe('from-config')
    delete window.hireConfig
    visit('')
    // The marketplace page a hand-over link opened keeps the code for the pages after it.
    visit('?partner=kept-one')
    expect(loadPagePartner()).toBe('kept-one')
    visit('')
    $partner.set(null)
    expect(loadPagePartner()).toBe('kept-one')
  })

  it('carries the code from the attribute into the session and the checkout body', () => {
    setPartner('demo-partner')
    const selection = selectionOf(5, 2)
    startRequestItem(bookingItem, selection)
    const session = readRequestItem()
    expect(session?.partner).toBe('demo-partner')
    const result = quoteCheckout({
      item: bookingItem,
      period: selection,
      quantity: 1,
      standard: false,
      discount: false,
      creditCents: null,
      now: Date.now(),
    })
    if (!session || !result.ok) throw new Error('no quote')
    expect(checkoutBodyOf(session, result.quote, 'card-1').partner).toBe('demo-partner')
  })

  it('sends no partner for a booking made without one', () => {
    const selection = selectionOf(5, 2)
    startRequestItem(bookingItem, selection)
    const session = readRequestItem()
    const result = quoteCheckout({
      item: bookingItem,
      period: selection,
      quantity: 1,
      standard: false,
      discount: false,
      creditCents: null,
      now: Date.now(),
    })
    if (!session || !result.ok) throw new Error('no quote')
    expect(session.partner).toBeNull()
    expect('partner' in checkoutBodyOf(session, result.quote, 'card-1')).toBe(false)
  })
})
