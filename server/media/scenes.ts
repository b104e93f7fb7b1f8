/**
 * Generated pictures: one recipe per theme, varied by a seed (time of day, colours,
 * composition), so every item, subcategory, destination and story gets its own image.
 */
import { createRandom } from '../lib/random.ts'
import { type Canvas, createCanvas, toSvg } from './canvas.ts'
import { clouds, hills, ridge, sand, sea, sky, skyline, stars, sun, waves } from './landscape.ts'
import * as prop from './props.ts'

export const themes = [
  'water',
  'surfing',
  'beach',
  'camping',
  'hiking',
  'snow',
  'cycling',
  'fishing',
  'photography',
  'tours',
  'climbing',
  'party',
  'city',
  'rainforest',
  'coast',
  'holiday',
] as const
export type Theme = (typeof themes)[number]

const skies = {
  day: { top: '#4fa3e0', bottom: '#d4efff', sun: '#fff4c2' },
  golden: { top: '#f28e5b', bottom: '#ffe2a8', sun: '#fff1c9' },
  dusk: { top: '#2f2e6e', bottom: '#f4a08c', sun: '#ffd9a0' },
  night: { top: '#0b1635', bottom: '#2d4272', sun: '#f2f2e6' },
}
type Light = keyof typeof skies
const bright = [
  '#e74c3c',
  '#f39c12',
  '#16a085',
  '#2980b9',
  '#8e44ad',
  '#f1c40f',
  '#e67e22',
  '#1abc9c',
]

/**
 * Pines scattered across the width: their feet between the `feet` fractions of the height,
 * their sizes between the `sizes` multiples of the scene's scale `s`.
 */
function forest(
  c: Canvas,
  s: number,
  trees: {
    count: number
    feet: [number, number]
    sizes: [number, number]
    colour: string
    snow?: boolean
  },
) {
  for (let index = 0; index < trees.count; index++) {
    const x = c.rng.float(0, c.w)
    const y = c.h * c.rng.float(...trees.feet)
    prop.pine(c, x, y, s * c.rng.float(...trees.sizes), trees.colour, trees.snow)
  }
}

function backdrop(c: Canvas, lights: Light[]): Light {
  const light = c.rng.pick(lights)
  const tone = skies[light]
  sky(c, tone.top, tone.bottom)
  if (light === 'night') stars(c, 70, c.h * 0.5)
  sun(
    c,
    c.rng.float(c.w * 0.15, c.w * 0.85),
    c.rng.float(c.h * 0.12, c.h * 0.32),
    26 * (c.h / 560),
    tone.sun,
  )
  if (light === 'day') clouds(c, c.rng.int(2, 4), c.h * 0.35)
  return light
}

const recipes: Record<Theme, (c: Canvas, s: number) => void> = {
  water: (c, s) => {
    backdrop(c, ['day', 'golden'])
    hills(c, c.h * 0.5, 40 * s, '#4f7f5a')
    sea(c, c.h * 0.5, '#3fa7c9', '#155e80')
    waves(c, c.h * 0.6, c.h * 0.95, '#ffffff', 4)
    prop.kayak(c, c.w * c.rng.float(0.35, 0.65), c.h * 0.74, 1.2 * s, c.rng.pick(bright))
  },
  surfing: (c, s) => {
    backdrop(c, ['day', 'golden'])
    sea(c, c.h * 0.45, '#2a9fd6', '#0e4f75')
    c.body.push(
      `<path d="M0,${c.h * 0.75} Q${c.w * 0.35},${c.h * 0.35} ${c.w * 0.6},${c.h * 0.42} Q${c.w * 0.5},${c.h * 0.5} ${c.w * 0.55},${c.h * 0.6} Q${c.w * 0.8},${c.h * 0.6} ${c.w},${c.h * 0.55} L${c.w},${c.h} L0,${c.h} Z" fill="#1d7fb0"/>`,
    )
    waves(c, c.h * 0.62, c.h * 0.8, '#e6f7ff', 3)
    sand(c, c.h * 0.86, '#f3d9a4')
    prop.surfboard(c, c.w * c.rng.float(0.7, 0.85), c.h * 0.94, 1.1 * s, c.rng.pick(bright))
  },
  beach: (c, s) => {
    backdrop(c, ['day', 'golden'])
    sea(c, c.h * 0.5, '#48c6d8', '#1a8fb0')
    waves(c, c.h * 0.56, c.h * 0.68, '#ffffff', 3)
    sand(c, c.h * 0.72, '#f6dfae')
    prop.palm(c, c.w * 0.12, c.h * 0.9, 1.3 * s)
    prop.umbrella(
      c,
      c.w * c.rng.float(0.45, 0.75),
      c.h * 0.9,
      1.2 * s,
      c.rng.pick(bright),
      '#ffffff',
    )
  },
  camping: (c, s) => {
    const light = backdrop(c, ['dusk', 'night', 'golden'])
    ridge(c, c.h * 0.6, 150 * s, light === 'night' ? '#1f2b4a' : '#4a4e7a', 3)
    hills(c, c.h * 0.8, 30 * s, '#23402f')
    forest(c, s, { count: 6, feet: [0.8, 0.9], sizes: [0.7, 1.2], colour: '#1d3a27' })
    prop.tent(c, c.w * 0.45, c.h * 0.93, 1.2 * s, c.rng.pick(['#f39c12', '#e74c3c', '#27ae60']))
    prop.campfire(c, c.w * 0.7, c.h * 0.93, 1.1 * s)
  },
  hiking: (c, s) => {
    backdrop(c, ['day', 'golden'])
    ridge(c, c.h * 0.55, 200 * s, '#7d8fb3', 3)
    ridge(c, c.h * 0.72, 140 * s, '#4f6b5a', 4)
    hills(c, c.h * 0.92, 40 * s, '#3c5a3a')
    c.body.push(
      `<path d="M${c.w * 0.55},${c.h} Q${c.w * 0.35},${c.h * 0.88} ${c.w * 0.5},${c.h * 0.8} T${c.w * 0.42},${c.h * 0.66}" stroke="#d9c59a" stroke-width="${8 * s}" fill="none" stroke-linecap="round"/>`,
    )
  },
  snow: (c, s) => {
    backdrop(c, ['day', 'golden'])
    ridge(c, c.h * 0.6, 220 * s, '#7388b0', 3, true)
    ridge(c, c.h * 0.82, 120 * s, '#dfe8f5', 4)
    forest(c, s, { count: 7, feet: [0.86, 0.98], sizes: [0.8, 1.3], colour: '#24513d', snow: true })
    prop.snowfall(c, 60)
  },
  cycling: (c, s) => {
    backdrop(c, ['day', 'golden'])
    hills(c, c.h * 0.62, 50 * s, '#7bb36b')
    hills(c, c.h * 0.8, 40 * s, '#4f9a52')
    c.body.push(
      `<rect y="${c.h * 0.86}" width="${c.w}" height="${c.h * 0.14}" fill="#5b5f66"/><path d="M0,${c.h * 0.93} L${c.w},${c.h * 0.93}" stroke="#f5f5f5" stroke-width="${4 * s}" stroke-dasharray="${30 * s} ${24 * s}"/>`,
    )
    prop.bicycle(c, c.w * c.rng.float(0.35, 0.65), c.h * 0.9, 1.3 * s, c.rng.pick(bright))
  },
  fishing: (c, s) => {
    backdrop(c, ['golden', 'dusk', 'day'])
    hills(c, c.h * 0.55, 40 * s, '#3d5c4a')
    sea(c, c.h * 0.55, '#5b8fb0', '#1f4e6e')
    waves(c, c.h * 0.65, c.h * 0.9, '#dfefff', 3)
    prop.jetty(c, c.w * 0.05, c.h * 0.8, 1.3 * s)
    prop.rod(c, c.w * 0.32, c.h * 0.79, 1.1 * s)
  },
  photography: (c, s) => {
    const inner = c.rng.pick(['hiking', 'beach', 'snow', 'coast'] as const)
    recipes[inner](c, s)
    prop.viewfinder(c)
  },
  tours: (c, s) => {
    sky(c, '#f08a4b', '#fcd9a8')
    sun(c, c.w * 0.78, c.h * 0.22, 28 * s, '#fff1c9')
    c.body.push(`<rect y="${c.h * 0.68}" width="${c.w}" height="${c.h * 0.32}" fill="#d9824a"/>`)
    prop.monolith(c, c.w * c.rng.float(0.35, 0.65), c.h * 0.7, 1.4 * s)
    c.body.push(
      `<path d="M${c.w * 0.35},${c.h} L${c.w * 0.49},${c.h * 0.7} L${c.w * 0.51},${c.h * 0.7} L${c.w * 0.65},${c.h} Z" fill="#4a4a4a"/><path d="M${c.w * 0.5},${c.h * 0.72} L${c.w * 0.5},${c.h}" stroke="#f2d06b" stroke-width="${3 * s}" stroke-dasharray="${14 * s} ${12 * s}"/>`,
    )
  },
  climbing: (c, s) => {
    backdrop(c, ['day', 'golden'])
    hills(c, c.h * 0.7, 60 * s, '#6f8f6a')
    const left = c.rng.chance(0.5)
    const edge = left ? c.w * 0.45 : c.w * 0.55
    const side = left ? 0 : c.w
    c.body.push(
      `<path d="M${side},0 L${edge},0 L${edge - (left ? 30 : -30) * s},${c.h * 0.35} L${edge + (left ? 20 : -20) * s},${c.h * 0.6} L${edge - (left ? 40 : -40) * s},${c.h} L${side},${c.h} Z" fill="#b5763f"/><path d="M${side},${c.h * 0.3} L${edge - (left ? 30 : -30) * s},${c.h * 0.32} M${side},${c.h * 0.7} L${edge},${c.h * 0.68}" stroke="#8c5a2f" stroke-width="${4 * s}"/>`,
    )
    prop.climber(c, edge - (left ? 40 : -40) * s, c.h * 0.45, 1.2 * s, c.rng.pick(bright))
  },
  party: (c, s) => {
    sky(c, '#141b3c', '#3b2c5e')
    stars(c, 50, c.h * 0.5)
    hills(c, c.h * 0.82, 20 * s, '#1f3b2c')
    prop.marquee(
      c,
      c.w * c.rng.float(0.4, 0.6),
      c.h * 0.92,
      1.3 * s,
      c.rng.pick(['#e74c3c', '#2980b9', '#16a085']),
    )
    prop.stringLights(c, c.h * 0.12, c.h * 0.12)
  },
  city: (c, s) => {
    const light = backdrop(c, ['dusk', 'night', 'golden'])
    skyline(c, c.h * 0.62, light === 'golden' ? '#5a4a6a' : '#1c2340', light !== 'golden')
    sea(c, c.h * 0.62, '#2c4f7c', '#0f2340')
    waves(c, c.h * 0.7, c.h * 0.95, '#ffd98a', 4)
    c.body.push(
      `<path d="M${c.w * 0.2},${c.h * 0.62} q${20 * s},${-50 * s} ${40 * s},0 q${18 * s},${-42 * s} ${36 * s},0 q${16 * s},${-34 * s} ${30 * s},0 Z" fill="#f5f2ea"/>`,
    )
  },
  rainforest: (c, s) => {
    sky(c, '#7fc8a9', '#e6f5d0')
    hills(c, c.h * 0.5, 60 * s, '#3f8a5a')
    c.body.push(
      `<path d="M${c.w * 0.46},${c.h * 0.35} L${c.w * 0.54},${c.h * 0.35} L${c.w * 0.58},${c.h} L${c.w * 0.42},${c.h} Z" fill="#d8f1ff" opacity="0.9"/>`,
    )
    hills(c, c.h * 0.75, 50 * s, '#2d6e45')
    for (let index = 0; index < 9; index++)
      prop.palm(c, c.rng.float(0, c.w), c.h * c.rng.float(0.85, 1.02), s * c.rng.float(0.6, 1))
  },
  coast: (c, s) => {
    backdrop(c, ['day', 'golden', 'dusk'])
    sea(c, c.h * 0.52, '#3a9ad0', '#0f4f7a')
    waves(c, c.h * 0.58, c.h * 0.9, '#ffffff', 4)
    const x = c.w - Math.min(c.w * 0.3, c.h * 0.55)
    c.body.push(
      `<path d="M${c.w},${c.h * 0.36} L${x + 40 * s},${c.h * 0.4} L${x},${c.h * 0.62} L${x + 20 * s},${c.h} L${c.w},${c.h} Z" fill="#b97a45"/>`,
      `<path d="M${c.w},${c.h * 0.33} L${x + 30 * s},${c.h * 0.38} L${x + 46 * s},${c.h * 0.42} L${c.w},${c.h * 0.4} Z" fill="#5d9a4e"/>`,
      `<g transform="translate(${x + 90 * s} ${c.h * 0.4}) scale(${s})"><path d="M-10,0 L-7,-70 L7,-70 L10,0 Z" fill="#ffffff"/><path d="M-8,-48 L8,-48 L8.6,-36 L-8.6,-36 Z" fill="#d64541"/><rect x="-9" y="-84" width="18" height="14" fill="#ffe39a"/><path d="M-11,-84 L0,-96 L11,-84 Z" fill="#d64541"/></g>`,
    )
    prop.kayak(c, c.w * 0.3, c.h * 0.78, 0.8 * s, c.rng.pick(bright))
  },
  holiday: (c, s) => {
    sky(c, '#f6a15f', '#ffe7b5')
    sun(c, c.w * 0.62, c.h * 0.3, 40 * s, '#fff3cf')
    clouds(c, 3, c.h * 0.3, '#fff6e6')
    ridge(c, c.h * 0.5, 90 * s, '#7c6f9e', 5)
    sea(c, c.h * 0.5, '#2ea3c4', '#176f97')
    waves(c, c.h * 0.56, c.h * 0.7, '#ffffff', 3)
    prop.kayak(c, c.w * 0.42, c.h * 0.64, 0.7 * s, '#f1c40f')
    sand(c, c.h * 0.76, '#f6dcab')
    prop.palm(c, c.w * 0.08, c.h * 0.98, 1.7 * s)
    prop.palm(c, c.w * 0.14, c.h * 1.02, 1.3 * s)
    prop.umbrella(c, c.w * 0.78, c.h * 0.96, 1.4 * s, '#e74c3c', '#ffffff')
    prop.surfboard(c, c.w * 0.88, c.h * 0.98, 1.2 * s, '#16a085', 10)
    prop.tent(c, c.w * 0.66, c.h * 0.97, 0.8 * s, '#f39c12')
  },
}

export function sceneSvg(theme: Theme, seed: string, w: number, h: number, title: string): string {
  const canvas = createCanvas(w, h, createRandom(seed))
  recipes[theme](canvas, Math.min(w / 800, h / 560))
  return toSvg(canvas, title)
}
