import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-address.ts'

describe('clientNetwork', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('unknown')).toBe('unknown')
  })

  it('reduces an IPv6 address to its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2::abcd',
    ]) {
      expect(clientNetwork(address.toLowerCase()), address).toBe(network)
    }
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(network)
  })
})
