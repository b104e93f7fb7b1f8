/** Category icons (a white glyph on a coloured disc) and initials avatars, as small SVGs. */
import { escapeXml } from './canvas.ts'

export const glyphs = {
  wave: '<path d="M8,30 q6,-8 12,0 t12,0 t12,0 M8,38 q6,-8 12,0 t12,0 t12,0" /><path d="M14,22 q10,-14 22,-6" />',
  tent: '<path d="M6,40 L24,10 L42,40 Z M24,10 L18,40 M24,10 L30,40" />',
  bike: '<circle cx="13" cy="32" r="8"/><circle cx="35" cy="32" r="8"/><path d="M13,32 L21,32 L29,18 L17,18 Z M21,32 L16,14 M35,32 L29,18 L28,12 M12,14 L20,14" />',
  snowflake:
    '<path d="M24,6 L24,42 M8.4,15 L39.6,33 M8.4,33 L39.6,15 M24,12 l-5,-4 M24,12 l5,-4 M24,36 l-5,4 M24,36 l5,4" />',
  mountain: '<path d="M4,40 L18,16 L26,28 L32,20 L44,40 Z M18,16 L18,6 L26,9 L18,12" />',
  fish: '<path d="M6,24 Q20,10 34,24 Q20,38 6,24 Z M34,24 L44,16 L44,32 Z" /><circle cx="14" cy="22" r="1.5"/>',
  surfboard:
    '<path d="M30,6 Q42,18 22,42 Q14,34 30,6 Z M26,14 L22,36" /><path d="M4,40 q6,-6 12,0" />',
  camera:
    '<rect x="6" y="14" width="36" height="24" rx="4"/><circle cx="24" cy="26" r="7"/><path d="M16,14 L19,9 L29,9 L32,14" />',
  compass:
    '<circle cx="24" cy="24" r="18"/><path d="M24,10 L29,24 L24,38 L19,24 Z M24,24 L29,24" />',
  climbing:
    '<path d="M8,42 L20,8 L28,24 L34,16 L42,42" /><path d="M20,8 Q30,20 22,30 Q16,38 26,42" stroke-dasharray="3 3" />',
  umbrella:
    '<path d="M6,24 Q24,2 42,24 Q36,20 30,24 Q24,20 18,24 Q12,20 6,24 Z M24,24 L24,40 Q24,44 20,42" />',
  balloon:
    '<ellipse cx="20" cy="18" rx="9" ry="11"/><ellipse cx="32" cy="22" rx="8" ry="10"/><path d="M20,29 Q22,36 24,42 M32,32 Q28,38 24,42" />',
} as const
export type Glyph = keyof typeof glyphs

export function iconSvg(glyph: Glyph, colour: string, title: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">',
    `<title>${escapeXml(title)}</title>`,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>`,
    `<g transform="translate(24 24)" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${glyphs[glyph]}</g>`,
    '</svg>',
  ].join('')
}

export function avatarSvg(initials: string, colour: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img">',
    `<title>${escapeXml(initials)}</title>`,
    `<rect width="128" height="128" fill="${colour}"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="600" fill="#ffffff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('')
}
