import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow } from './pagination.ts'

describe('pageCount', () => {
  it('rounds up and is 0 for nothing', () => {
    expect(pageCount(0, 4)).toBe(0)
    expect(pageCount(4, 4)).toBe(1)
    expect(pageCount(5, 4)).toBe(2)
    expect(pageCount(-3, 4)).toBe(0)
    expect(pageCount(Number.NaN, 4)).toBe(0)
  })
})

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })
  it('keeps first, last and the neighbours of the current page', () => {
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20])
  })
  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })
  it('clamps a current page out of range', () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3])
    expect(pageWindow(0, 0)).toEqual([])
  })
})
