/** Backgrounds: sky, sun, stars, mountain ridges, hills, sea, waves, sand, skyline. */
import { type Canvas, mix, radial, round, vertical } from './canvas.ts'

export function sky(c: Canvas, top: string, bottom: string): void {
  c.body.push(`<rect width="${c.w}" height="${c.h}" fill="${vertical(c, [top, bottom])}"/>`)
}

export function sun(c: Canvas, x: number, y: number, r: number, colour: string): void {
  c.body.push(
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 3)}" fill="${radial(c, colour, colour)}" opacity="0.45"/>`,
    `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="${colour}"/>`,
  )
}

export function stars(c: Canvas, count: number, maxY: number): void {
  for (let index = 0; index < count; index++) {
    const x = c.rng.float(0, c.w, 0)
    const y = c.rng.float(0, maxY, 0)
    c.body.push(
      `<circle cx="${x}" cy="${y}" r="${c.rng.float(0.6, 1.8, 1)}" fill="#fff" opacity="${c.rng.float(0.4, 1, 2)}"/>`,
    )
  }
}

export function clouds(c: Canvas, count: number, maxY: number, colour = '#ffffff'): void {
  for (let index = 0; index < count; index++) {
    const x = c.rng.float(0, c.w, 0)
    const y = c.rng.float(maxY * 0.2, maxY, 0)
    const s = c.rng.float(0.6, 1.4) * (c.w / 800)
    c.body.push(
      `<g fill="${colour}" opacity="0.8"><ellipse cx="${x}" cy="${y}" rx="${round(60 * s)}" ry="${round(16 * s)}"/><ellipse cx="${round(x + 25 * s)}" cy="${round(y - 12 * s)}" rx="${round(34 * s)}" ry="${round(18 * s)}"/></g>`,
    )
  }
}

/** Jagged mountains from left to right, filled to the bottom; optional snow caps. */
export function ridge(
  c: Canvas,
  baseY: number,
  height: number,
  colour: string,
  peaks: number,
  snow = false,
): void {
  const points: [number, number][] = [[0, baseY - c.rng.float(0, height * 0.5)]]
  for (let index = 1; index <= peaks * 2; index++) {
    const x = (c.w * index) / (peaks * 2)
    const isPeak = index % 2 === 1
    const y =
      baseY -
      (isPeak ? c.rng.float(height * 0.6, height) : c.rng.float(height * 0.1, height * 0.45))
    const jitter = index === peaks * 2 ? 0 : c.rng.float(-c.w / (peaks * 8), c.w / (peaks * 8))
    points.push([x + jitter, y])
  }
  const outline = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')
  c.body.push(
    `<polygon points="0,${c.h} ${outline} ${c.w},${c.h}" fill="${vertical(c, [mix(colour, '#ffffff', 0.15), colour])}"/>`,
  )
  if (!snow) return
  points.forEach(([x, y], index) => {
    const previous = points[index - 1]
    const following = points[index + 1]
    if (index % 2 === 0 || !previous || !following) return
    const cap = (from: [number, number]) => [x + (from[0] - x) * 0.28, y + (from[1] - y) * 0.28]
    const [lx, ly] = cap(previous) as [number, number]
    const [rx, ry] = cap(following) as [number, number]
    c.body.push(
      `<polygon points="${round(x)},${round(y)} ${round(rx)},${round(ry)} ${round((x + rx) / 2)},${round(ry - 6)} ${round(x)},${round(Math.max(ly, ry) + 4)} ${round((x + lx) / 2)},${round(ly - 4)} ${round(lx)},${round(ly)}" fill="#f8fbff"/>`,
    )
  })
}

/** Smooth rolling hills filled to the bottom. */
export function hills(c: Canvas, baseY: number, height: number, colour: string): void {
  const humps = c.rng.int(2, 4)
  let path = `M0,${c.h} L0,${round(baseY - c.rng.float(0, height))}`
  for (let index = 1; index <= humps; index++) {
    const x = (c.w * index) / humps
    const cx = x - c.w / humps / 2
    path += ` Q${round(cx)},${round(baseY - height - c.rng.float(0, height))} ${round(x)},${round(baseY - c.rng.float(0, height * 0.6))}`
  }
  c.body.push(`<path d="${path} L${c.w},${c.h} Z" fill="${colour}"/>`)
}

export function sea(c: Canvas, horizon: number, top: string, bottom: string): void {
  c.body.push(
    `<rect y="${round(horizon)}" width="${c.w}" height="${round(c.h - horizon)}" fill="${vertical(c, [top, bottom])}"/>`,
  )
}

export function waves(c: Canvas, fromY: number, toY: number, colour: string, rows: number): void {
  for (let row = 0; row < rows; row++) {
    const y = fromY + ((toY - fromY) * row) / Math.max(1, rows - 1)
    const length = c.rng.float(40, 90) * (c.w / 800)
    let path = `M${round(-c.rng.float(0, length))},${round(y)}`
    for (let x = 0; x < c.w + length; x += length)
      path += ` q${round(length / 4)},-6 ${round(length / 2)},0 t${round(length / 2)},0`
    c.body.push(
      `<path d="${path}" stroke="${colour}" stroke-width="${round(1.5 + row * 0.6)}" fill="none" opacity="0.55" stroke-linecap="round"/>`,
    )
  }
}

export function sand(c: Canvas, y: number, colour: string): void {
  c.body.push(
    `<path d="M0,${round(y + 12)} Q${round(c.w * 0.3)},${round(y - 14)} ${round(c.w * 0.6)},${round(y + 4)} T${c.w},${round(y - 6)} L${c.w},${c.h} L0,${c.h} Z" fill="${vertical(c, [colour, mix(colour, '#8a6a3c', 0.3)])}"/>`,
  )
}

export function skyline(c: Canvas, baseY: number, colour: string, lit: boolean): void {
  let x = 0
  while (x < c.w) {
    const width = c.rng.float(24, 60) * (c.w / 800)
    const height = c.rng.float(30, 150) * (c.h / 560)
    c.body.push(
      `<rect x="${round(x)}" y="${round(baseY - height)}" width="${round(width - 3)}" height="${round(height)}" fill="${colour}"/>`,
    )
    if (lit) {
      for (let wy = baseY - height + 8; wy < baseY - 6; wy += 12) {
        for (let wx = x + 5; wx < x + width - 10; wx += 10) {
          if (c.rng.chance(0.45))
            c.body.push(
              `<rect x="${round(wx)}" y="${round(wy)}" width="4" height="5" fill="#ffd98a" opacity="0.85"/>`,
            )
        }
      }
    }
    x += width
  }
}
