/**
 * Carbon credits (spec part 1 sections 1, 3 and 7): what hiring instead of buying saved,
 * for the caller and for everyone, what that equals, facts and a true/false quiz.
 */
export const carbonCalls = {
  carbon: { method: 'GET', path: '/user/carbon' },
} as const

/** What a saving equals (computed by shared/domain/catalogue/carbon.ts, which cites its factors). */
export interface CarbonEquivalents {
  /** miles driven by an average petrol passenger vehicle */
  miles: number
  /** US gallons of petrol burned */
  gasoline: number
  /** homes' energy use for one year */
  home: number
  /** pounds of coal burned */
  coal: number
  /** smartphones fully charged */
  smartPhone: number
  /** tree seedlings grown for 10 years */
  trees: number
}

export interface CarbonData {
  /** kg of CO2e the caller saved by hiring; 0 for guests and new users */
  totalCarbon: number
  /** kg of CO2e every hire on the marketplace saved */
  globalEmission: number
  /** the caller's saving per category (every category, 0 where nothing was hired) */
  data: { _id: string; name: string; co2Save: number }[]
  /** what totalCarbon equals (shared/domain/catalogue/carbon.ts) */
  yourSaving: CarbonEquivalents
  facts: { _id: string; description: string }[]
  /** true/false quiz: the client says 'Correct' when the pick equals answer */
  que: { _id: string; description: string; answer: boolean }[]
  unit: 'kg'
}
