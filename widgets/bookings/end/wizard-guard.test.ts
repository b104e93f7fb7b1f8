import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decideWizardPage, type WizardGuardInput, wizardGuardScript } from './wizard-guard.ts'

const returning = JSON.stringify({ bookingId: 'b-1', report: { media: ['/m.png'] } })
const tipped = JSON.stringify({
  bookingId: 'b-1',
  report: { media: ['/m.png'] },
  tipChoice: { kind: 'percent', percent: 10 },
})
const pickingUp = JSON.stringify({ bookingId: 'b-1' })
const overdue = JSON.stringify({ bookingId: 'b-2', termsAccepted: false })
const overdueAccepted = JSON.stringify({ bookingId: 'b-2', termsAccepted: true })
const none: WizardGuardInput = { returnPickup: null, overdue: null, bookingId: null }
const allow = { action: 'allow' }
const to = (path: string) => ({ action: 'redirect', to: path })

describe('decideWizardPage', () => {
  it.each([
    ['ratting', none, to('/booking/current')],
    ['ratting', { ...none, returnPickup: 'not json' }, to('/booking/current')],
    ['ratting', { ...none, returnPickup: '{"bookingId":""}' }, to('/booking/current')],
    ['ratting', { ...none, overdue }, to('/booking/current')],
    ['ratting', { ...none, returnPickup: pickingUp }, to('/booking/confirm?bookingID=b-1')],
    ['ratting', { ...none, returnPickup: returning }, allow],
    ['tip', none, to('/booking/current')],
    ['tip', { ...none, returnPickup: returning }, allow],
    ['tipAmountPay', none, to('/booking/current')],
    ['tipAmountPay', { ...none, returnPickup: returning }, to('/booking/tip')],
    ['tipAmountPay', { ...none, returnPickup: tipped }, allow],
    ['delayInReturn', none, to('/booking/current')],
    ['delayInReturn', { ...none, bookingId: 'b-2' }, allow],
    ['delayInReturn', { ...none, overdue }, allow],
    ['delayInReturn', { ...none, returnPickup: returning }, to('/booking/current')],
    ['penaltyAmountPay', none, to('/booking/current')],
    ['penaltyAmountPay', { ...none, bookingId: 'b-2' }, to('/booking/current')],
    ['penaltyAmountPay', { ...none, overdue }, to('/booking/delayInReturn?bookingID=b-2')],
    ['penaltyAmountPay', { ...none, overdue: overdueAccepted }, allow],
  ] as const)('%s with %j', (page, input, decision) => {
    expect(decideWizardPage(page, input)).toEqual(decision)
  })
})

describe('wizardGuardScript', () => {
  let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>
  beforeEach(() => {
    sessionStorage.clear()
    document.documentElement.removeAttribute('data-guard')
    replace = vi.fn<(url: string | URL) => void>()
    vi.spyOn(window.location, 'replace').mockImplementation(replace)
  })
  afterEach(() => vi.restoreAllMocks())

  const run = (page: Parameters<typeof wizardGuardScript>[0]) =>
    new Function(wizardGuardScript(page, 'hire'))()

  it('sends a visitor without the wizard to /booking/current before the first paint', () => {
    run('tip')
    expect(replace).toHaveBeenCalledWith('/booking/current')
    expect(document.documentElement.getAttribute('data-guard')).toBe('redirect')
  })

  it('reads only our namespaced session items', () => {
    sessionStorage.setItem('ReturnPickup', returning)
    sessionStorage.setItem('other:ReturnPickup', returning)
    run('ratting')
    expect(replace).toHaveBeenCalledWith('/booking/current')
  })

  it('leaves a visitor with the wizard on the page', () => {
    sessionStorage.setItem('hire:ReturnPickup', returning)
    run('ratting')
    sessionStorage.setItem('hire:Overdue', overdueAccepted)
    run('penaltyAmountPay')
    expect(replace).not.toHaveBeenCalled()
    expect(document.documentElement.getAttribute('data-guard')).toBeNull()
  })

  it('escapes the options it inlines', () => {
    expect(wizardGuardScript('tip', '</script>')).not.toContain('</script>')
  })
})
