/**
 * What every icon shares: small line icons drawn inline (no icon font, no request),
 * decorative only. Each icon lives with the widget that draws it (`search/icons.tsx`, the
 * inbox's camera), so a widget's first load carries only its own.
 */
export const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: 'false' as const,
}
