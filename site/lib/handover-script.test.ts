// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handoverScript } from './handover-script.ts'

const run = () => new Function(handoverScript('hire'))()

describe('the hand-over capture script', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => history.replaceState(null, '', '/'))

  it('moves the code from the address bar to our session key, keeping the rest', () => {
    history.replaceState(null, '', '/equipments/abc?itemId=abc&handover=CODE-1&startDate=17#top')
    run()
    expect(location.pathname + location.search + location.hash).toBe(
      '/equipments/abc?itemId=abc&startDate=17#top',
    )
    expect(sessionStorage.getItem('hire:handover')).toBe('CODE-1')
  })

  it('leaves a page without a code alone', () => {
    history.replaceState(null, '', '/search-result?limit=10')
    run()
    expect(location.search).toBe('?limit=10')
    expect(sessionStorage.getItem('hire:handover')).toBeNull()
  })

  it('drops an empty parameter without keeping anything', () => {
    history.replaceState(null, '', '/?handover=')
    run()
    expect(location.search).toBe('')
    expect(sessionStorage.getItem('hire:handover')).toBeNull()
  })
})
