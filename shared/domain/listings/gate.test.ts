import { describe, expect, it } from 'vitest'
import { gateMessages } from '../../contract/listings/messages.ts'
import { listingGate } from './gate.ts'

describe('add-listing gate', () => {
  it.each([
    ['VERIFIED', true, null],
    ['PENDING', false, { message: gateMessages.neither, action: null }],
    ['PENDING', true, { message: gateMessages.notVerified, action: null }],
    ['VERIFIED', false, { message: gateMessages.noBank, action: '/payment-detail' }],
  ])('%s with bank %s', (verifyStatus, bankDetail, result) => {
    expect(listingGate({ verifyStatus, bankDetail })).toEqual(result)
  })
})
