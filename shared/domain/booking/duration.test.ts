import { describe, expect, it } from 'vitest'
import { priceType } from '../../contract/catalogue/catalogue.ts'
import { durationTier, unitCount } from './duration.ts'

const { hour, halfDay, day, week, month } = priceType
const days = (count: number) => count * 1440

describe('durationTier', () => {
  it.each([
    [1, hour],
    [150, hour],
    [719, hour],
    [720, halfDay],
    [1439, halfDay],
    [days(1), day],
    [days(6), day],
    [days(7) - 1, day],
    [days(7), week],
    [days(29), week],
    [days(30) - 1, week],
    [days(30), month],
    [days(365), month],
  ])('%s minutes -> type %s', (minutes, tier) => {
    expect(durationTier(minutes)).toBe(tier)
  })
})

describe('unitCount', () => {
  it.each([
    // hours round up to the next 30 minutes
    [hour, 1, 0.5],
    [hour, 30, 0.5],
    [hour, 31, 1],
    [hour, 60, 1],
    [hour, 61, 1.5],
    [hour, 90, 1.5],
    [hour, 91, 2],
    [hour, 719, 12],
    [hour, days(1), 24],
    [hour, days(3), 72],
    // the others count pro rata with two decimals
    [halfDay, 720, 1],
    [halfDay, 1080, 1.5],
    [halfDay, 1439, 2],
    [halfDay, days(3), 6],
    [day, days(1), 1],
    [day, days(10), 10],
    [day, 720, 0.5],
    [week, days(7), 1],
    [week, days(10), 1.43],
    [week, days(29), 4.14],
    [week, days(3), 0.43],
    [month, days(30), 1],
    [month, days(31), 1.03],
    [month, days(45), 1.5],
  ])('type %s over %s minutes counts %s', (type, minutes, count) => {
    expect(unitCount(type, minutes)).toBe(count)
  })
})
