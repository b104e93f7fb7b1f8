/**
 * A tiny SVG canvas: scenes push elements onto `body` and gradients onto `defs`, all in
 * a width x height coordinate space, then `toSvg` wraps them. Shapes take the canvas first.
 */
import type { Random } from '../lib/random.ts'

export interface Canvas {
  w: number
  h: number
  rng: Random
  defs: string[]
  body: string[]
  /** a fresh id for a gradient or clip path */
  id(prefix: string): string
}

export function createCanvas(w: number, h: number, rng: Random): Canvas {
  let counter = 0
  return { w, h, rng, defs: [], body: [], id: (prefix) => `${prefix}${++counter}` }
}

export function toSvg(canvas: Canvas, title: string): string {
  const { w, h } = canvas
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs>${canvas.defs.join('')}</defs>`,
    ...canvas.body,
    '</svg>',
  ].join('')
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** A vertical linear gradient; returns `url(#id)`. */
export function vertical(canvas: Canvas, stops: string[]): string {
  const id = canvas.id('g')
  const offsets = stops
    .map(
      (colour, index) =>
        `<stop offset="${(index / Math.max(1, stops.length - 1)) * 100}%" stop-color="${colour}"/>`,
    )
    .join('')
  canvas.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${offsets}</linearGradient>`,
  )
  return `url(#${id})`
}

export function radial(canvas: Canvas, inner: string, outer: string): string {
  const id = canvas.id('r')
  canvas.defs.push(
    `<radialGradient id="${id}"><stop offset="0%" stop-color="${inner}"/><stop offset="100%" stop-color="${outer}" stop-opacity="0"/></radialGradient>`,
  )
  return `url(#${id})`
}

export const round = (value: number) => Math.round(value * 10) / 10

/** Mixes two #rrggbb colours; amount 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const parse = (hex: string) =>
    [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16))
  const [x, y] = [parse(a), parse(b)]
  return `#${x
    .map((value, index) => Math.round(value + ((y[index] ?? 0) - value) * amount))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`
}
