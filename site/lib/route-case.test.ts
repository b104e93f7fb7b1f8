import { describe, expect, it } from 'vitest'
import { fixedRoutes, routeInOtherCase } from './route-case.ts'

const pages = [
  './index.astro',
  './auth/Login.astro',
  './auth/_AuthPage.astro',
  './booking/ChangeRequestPayment.astro',
  './listing/manage-listing/index.astro',
  './listing/manage-listing/[id].astro',
  './[...path].astro',
  './404.astro',
  './business/index.astro',
]

describe('fixedRoutes', () => {
  it('lists routes without underscored files, dynamic segments or the not-found page', () => {
    expect(fixedRoutes(pages)).toEqual([
      '/',
      '/auth/Login',
      '/booking/ChangeRequestPayment',
      '/listing/manage-listing',
      '/business',
    ])
  })
})

describe('routeInOtherCase', () => {
  const routes = fixedRoutes(pages)

  it('finds the page a lower-case path names', () => {
    expect(routeInOtherCase('/auth/login', routes)).toBe('/auth/Login')
    expect(routeInOtherCase('/booking/changerequestpayment/', routes)).toBe(
      '/booking/ChangeRequestPayment',
    )
    expect(routeInOtherCase('/LISTING/Manage-Listing', routes)).toBe('/listing/manage-listing')
  })

  it('gives nothing for an exact route or a path no page has', () => {
    expect(routeInOtherCase('/auth/Login', routes)).toBeNull()
    expect(routeInOtherCase('/business/', routes)).toBeNull()
    expect(routeInOtherCase('/auth/logout', routes)).toBeNull()
    expect(routeInOtherCase('/listing/manage-listing/abc', routes)).toBeNull()
  })
})
