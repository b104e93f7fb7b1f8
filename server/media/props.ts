/**
 * Foreground objects drawn at (x, y) with scale s (1 = sized for an 800 x 560 picture).
 * Each is a simple silhouette in a few flat colours, which reads well as a thumbnail.
 */
import { type Canvas, round } from './canvas.ts'

const g = (x: number, y: number, s: number, inner: string, extra = '') =>
  `<g transform="translate(${round(x)} ${round(y)}) scale(${round(s * 100) / 100})"${extra}>${inner}</g>`

export function pine(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  colour: string,
  snow = false,
): void {
  const cap = snow ? '<path d="M0,-92 L-14,-62 L14,-62 Z" fill="#f4f8ff"/>' : ''
  c.body.push(
    g(
      x,
      y,
      s,
      `<rect x="-4" y="-14" width="8" height="16" fill="#5b3a24"/><path d="M0,-92 L-22,-52 L-10,-52 L-30,-14 L30,-14 L10,-52 L22,-52 Z" fill="${colour}"/>${cap}`,
    ),
  )
}

export function palm(c: Canvas, x: number, y: number, s: number): void {
  const leaf = (angle: number) =>
    `<path d="M0,0 Q30,-18 62,6 Q30,-6 0,0" fill="#2f8f4e" transform="rotate(${angle})"/>`
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M0,0 Q-10,-70 8,-150" stroke="#8a6239" stroke-width="9" fill="none" stroke-linecap="round"/><g transform="translate(8 -150)">${[-160, -120, -60, -20, 20, 200].map(leaf).join('')}</g>`,
    ),
  )
}

export function tent(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M-80,0 L0,-90 L80,0 Z" fill="${colour}"/><path d="M0,-90 L-18,0 L18,0 Z" fill="#2b2b2b" opacity="0.55"/><path d="M0,-90 L0,-104" stroke="#444" stroke-width="3"/>`,
    ),
  )
}

export function campfire(c: Canvas, x: number, y: number, s: number): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<circle r="40" cy="-14" fill="#ffb347" opacity="0.25"/><path d="M-16,0 L16,-6 M-16,-6 L16,0" stroke="#6b3f1d" stroke-width="5"/><path d="M0,-40 Q14,-20 8,-6 L-8,-6 Q-14,-22 0,-40 Z" fill="#ff7b29"/><path d="M0,-26 Q6,-16 3,-8 L-3,-8 Q-6,-16 0,-26 Z" fill="#ffd34e"/>`,
    ),
  )
}

export function bicycle(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<g fill="none" stroke="#222" stroke-width="5"><circle cx="-46" cy="-30" r="30"/><circle cx="46" cy="-30" r="30"/></g><g fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"><path d="M-46,-30 L-12,-30 L20,-70 L-24,-70 Z M-12,-30 L-28,-84 M46,-30 L20,-70 L16,-86"/><path d="M-38,-84 L-18,-84 M8,-88 L26,-84"/></g>`,
    ),
  )
}

export function kayak(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M-110,0 Q0,-24 110,0 Q0,16 -110,0 Z" fill="${colour}"/><circle cx="0" cy="-40" r="10" fill="#2d2d2d"/><path d="M0,-30 L0,-8" stroke="#2d2d2d" stroke-width="10" stroke-linecap="round"/><path d="M-60,-50 L60,-10" stroke="#3b3b3b" stroke-width="4"/><path d="M-66,-54 l12,2 -4,8 z M60,-14 l10,6 -10,4 z" fill="#3b3b3b"/>`,
    ),
  )
}

export function surfboard(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  colour: string,
  angle = -12,
): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<g transform="rotate(${angle})"><ellipse cx="0" cy="-80" rx="22" ry="84" fill="${colour}"/><path d="M0,-162 L0,2" stroke="#ffffff" stroke-width="3" opacity="0.8"/></g>`,
    ),
  )
}

export function umbrella(c: Canvas, x: number, y: number, s: number, a: string, b: string): void {
  const stripes = [0, 1, 2, 3]
    .map(
      (index) =>
        `<path d="M0,-120 L${-80 + index * 40},-80 Q${-60 + index * 40},-92 ${-40 + index * 40},-80 Z" fill="${index % 2 ? b : a}"/>`,
    )
    .join('')
  c.body.push(g(x, y, s, `<path d="M0,0 L0,-120" stroke="#555" stroke-width="4"/>${stripes}`))
}

export function rod(c: Canvas, x: number, y: number, s: number): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M0,0 Q60,-120 180,-170" stroke="#3a2a1a" stroke-width="5" fill="none"/><path d="M180,-170 Q200,-60 190,40" stroke="#ffffff" stroke-width="1.5" fill="none" opacity="0.8"/><circle cx="190" cy="40" r="5" fill="#e74c3c"/>`,
    ),
  )
}

export function jetty(c: Canvas, x: number, y: number, s: number): void {
  const posts = [0, 1, 2, 3, 4]
    .map((index) => `<rect x="${index * 48}" y="0" width="6" height="40" fill="#4a3322"/>`)
    .join('')
  c.body.push(g(x, y, s, `<rect x="-10" y="-10" width="220" height="12" fill="#7a5436"/>${posts}`))
}

export function monolith(c: Canvas, x: number, y: number, s: number): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M-180,0 Q-170,-70 -110,-86 Q0,-100 120,-84 Q170,-70 190,0 Z" fill="#c2562b"/><path d="M-120,-40 Q-20,-58 100,-46" stroke="#9c3f1c" stroke-width="4" fill="none" opacity="0.6"/>`,
    ),
  )
}

export function climber(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M0,-200 L0,60" stroke="#f5d547" stroke-width="2.5"/><circle cx="-10" cy="-12" r="8" fill="#2d2d2d"/><path d="M-10,-4 L-12,26 M-11,4 L4,-10 M-11,6 L-26,-8 M-12,26 L0,44 M-12,26 L-26,40" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`,
    ),
  )
}

export function marquee(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.body.push(
    g(
      x,
      y,
      s,
      `<path d="M-120,-80 L0,-140 L120,-80 Z" fill="${colour}"/><rect x="-120" y="-80" width="240" height="80" fill="#fff8ee"/><path d="M-120,-80 L-120,0 M120,-80 L120,0 M-40,-80 L-40,0 M40,-80 L40,0" stroke="${colour}" stroke-width="5"/><path d="M-120,-80 q20,14 40,0 q20,14 40,0 q20,14 40,0 q20,14 40,0 q20,14 40,0 q20,14 40,0" fill="${colour}"/>`,
    ),
  )
}

/** Bulbs hanging on a sagging wire across the picture. */
export function stringLights(c: Canvas, y: number, sag: number): void {
  const bulbs: string[] = []
  for (let index = 0; index <= 16; index++) {
    const t = index / 16
    const bx = c.w * t
    const by = y + sag * 4 * t * (1 - t)
    bulbs.push(
      `<circle cx="${round(bx)}" cy="${round(by + 8)}" r="${round(5 * (c.h / 560))}" fill="#ffe08a"/><circle cx="${round(bx)}" cy="${round(by + 8)}" r="${round(14 * (c.h / 560))}" fill="#ffe08a" opacity="0.25"/>`,
    )
  }
  c.body.push(
    `<path d="M0,${round(y)} Q${round(c.w / 2)},${round(y + sag * 2)} ${c.w},${round(y)}" stroke="#222" stroke-width="2" fill="none"/>${bulbs.join('')}`,
  )
}

/** Viewfinder corners and a focus square, for photography pictures. */
export function viewfinder(c: Canvas): void {
  const m = Math.min(c.w, c.h) * 0.08
  const l = m * 1.2
  const corners = [
    `M${m},${m + l} L${m},${m} L${m + l},${m}`,
    `M${c.w - m - l},${m} L${c.w - m},${m} L${c.w - m},${m + l}`,
    `M${m},${c.h - m - l} L${m},${c.h - m} L${m + l},${c.h - m}`,
    `M${c.w - m - l},${c.h - m} L${c.w - m},${c.h - m} L${c.w - m},${c.h - m - l}`,
  ]
  const f = m * 0.9
  c.body.push(
    `<g stroke="#ffffff" stroke-width="4" fill="none" opacity="0.9"><path d="${corners.join(' ')}"/><rect x="${round(c.w / 2 - f)}" y="${round(c.h / 2 - f)}" width="${round(2 * f)}" height="${round(2 * f)}" stroke-width="2"/></g>`,
  )
}

export function snowfall(c: Canvas, count: number): void {
  for (let index = 0; index < count; index++) {
    c.body.push(
      `<circle cx="${c.rng.float(0, c.w, 0)}" cy="${c.rng.float(0, c.h, 0)}" r="${c.rng.float(1, 3.5, 1)}" fill="#fff" opacity="0.85"/>`,
    )
  }
}
