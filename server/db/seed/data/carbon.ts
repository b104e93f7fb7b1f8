/**
 * Carbon-credit facts and the true/false quiz. Figures follow the EPA equivalence factors
 * used by shared/domain/catalogue/carbon.ts.
 */
export const carbonFactSeeds = [
  'Hiring gear you use a few times a year avoids the emissions of making, shipping and eventually disposing of a new one.',
  'Most of the carbon footprint of outdoor gear such as tents, boards and bikes comes from making it, not from using it.',
  'A tree seedling grown for ten years takes up about 60 kg of CO2.',
  'Burning one US gallon of petrol releases about 8.9 kg of CO2.',
  'One item shared by ten hirers can stand in for ten items sitting unused in garages.',
  'Reusing an item comes before recycling it in the waste hierarchy.',
]

/** [statement, whether it is true] */
export const carbonQuizSeeds: [string, boolean][] = [
  ['A tree seedling grown for ten years absorbs about 60 kg of CO2.', true],
  ['Charging a smartphone emits more CO2 than driving a petrol car for a mile.', false],
  ['Burning one US gallon of petrol releases roughly 8.9 kg of CO2.', true],
  ['In the waste hierarchy, recycling comes before reuse.', false],
  ['Sharing one kayak among ten people has the same footprint as ten kayaks.', false],
  ['Hiring instead of buying means fewer new products need to be made.', true],
]
