/**
 * State and territory borders, drawn as a few straight segments: most of them are meridians
 * and parallels, and the river borders (Murray, Dumaresq) are followed only roughly. They are
 * context lines on a small map, not survey data.
 */
type Line = [number, number][]

export const stateBorders: readonly Line[] = [
  // Western Australia: the 129th meridian, coast to coast
  [
    [129, -14.88],
    [129, -31.69],
  ],
  // Northern Territory / South Australia, then Queensland / South Australia
  [
    [129, -26],
    [141, -26],
  ],
  // Northern Territory / Queensland: the 138th meridian from the Gulf
  [
    [138, -16.54],
    [138, -26],
  ],
  // South Australia / Queensland, New South Wales and Victoria
  [
    [141, -26],
    [141, -34],
    [140.97, -34],
    [140.97, -38.06],
  ],
  // Queensland / New South Wales: the 29th parallel, the Dumaresq, then the ranges to the coast
  [
    [141, -29],
    [148.95, -29],
    [150.3, -28.55],
    [151.17, -28.85],
    [151.27, -29.05],
    [151.93, -28.92],
    [152.5, -28.35],
    [153.1, -28.25],
    [153.55, -28.17],
  ],
  // New South Wales / Victoria: the Murray, then the straight line to Cape Howe
  [
    [140.97, -34],
    [142.16, -34.19],
    [142.77, -34.59],
    [143.56, -35.34],
    [144.75, -36.13],
    [146.39, -35.99],
    [146.92, -36.08],
    [147.03, -36.11],
    [148.13, -36.55],
    [148.2, -36.8],
    [149.98, -37.5],
  ],
  // Australian Capital Territory
  [
    [149.0, -35.13],
    [149.2, -35.12],
    [149.4, -35.32],
    [149.2, -35.5],
    [149.1, -35.92],
    [148.8, -35.73],
    [148.76, -35.3],
    [149.0, -35.13],
  ],
]
