/**
 * What a carbon saving equals, for the carbon-credits modal. The factors are those of the
 * US EPA Greenhouse Gas Equivalencies Calculator ("Calculations and References",
 * https://www.epa.gov/energy/greenhouse-gas-equivalencies-calculator-calculations-and-references,
 * 2023 revision), in kg of CO2e per unit:
 *
 * - miles driven by an average gasoline-powered passenger vehicle: 3.93 x 10^-4 t/mile
 * - gallons of gasoline consumed: 8.887 x 10^-3 t/gallon
 * - homes' energy use for one year: 7.93 t/home/year
 * - pounds of coal burned: 9.05 x 10^-4 t/pound
 * - smartphones charged: 1.24 x 10^-5 t/smartphone
 * - urban tree seedlings grown for 10 years: 0.060 t/tree
 *
 * If EPA revises a factor, change it here: the server and the client both use this table.
 */
import type { CarbonEquivalents } from '../../contract/catalogue/carbon.ts'

export const kgCo2PerUnit: Readonly<Record<keyof CarbonEquivalents, number>> = {
  miles: 0.393,
  gasoline: 8.887,
  home: 7930,
  coal: 0.905,
  smartPhone: 0.0124,
  trees: 60,
}

/** Decimals each equivalent is shown with: small units as whole numbers, homes finely. */
export const equivalentDecimals: Readonly<Record<keyof CarbonEquivalents, number>> = {
  miles: 1,
  gasoline: 2,
  home: 4,
  coal: 1,
  smartPhone: 0,
  trees: 2,
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** kg of CO2e to its equivalents; a negative or non-finite saving counts as none. */
export function carbonEquivalents(kgCo2e: number): CarbonEquivalents {
  const kg = Number.isFinite(kgCo2e) && kgCo2e > 0 ? kgCo2e : 0
  const units = Object.keys(kgCo2PerUnit) as (keyof CarbonEquivalents)[]
  return Object.fromEntries(
    units.map((unit) => [unit, round(kg / kgCo2PerUnit[unit], equivalentDecimals[unit])]),
  ) as unknown as CarbonEquivalents
}

/** Total kg saved: each hire saves its category's co2Save (kg per hire). */
export function carbonSaved(hires: { co2Save: number; count: number }[]): number {
  const total = hires.reduce((sum, hire) => sum + Math.max(0, hire.co2Save) * hire.count, 0)
  return round(total, 1)
}
