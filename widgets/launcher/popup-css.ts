/**
 * The popup's styles, in px: the partner page's root font size must not scale them. A
 * phone gets the whole screen; a wider screen a centred box the page dims behind.
 */
export const popupCss =
  ':host{display:block!important;direction:ltr}' +
  'dialog{box-sizing:border-box;margin:auto;padding:0;border:0;width:min(960px,calc(100vw - 32px));max-width:none;max-height:calc(100dvh - 32px);overflow:auto;overscroll-behavior:contain;border-radius:var(--hire-radius,12px);background:var(--hire-color-surface,#fff);color:var(--hire-color-text,#1b1f24);box-shadow:var(--hire-shadow,0 8px 28px rgb(16 24 40/18%));font-size:16px}' +
  'dialog::backdrop{background:rgb(16 24 40/55%)}' +
  '.bar{position:sticky;top:0;z-index:1;display:flex;align-items:center;justify-content:space-between;gap:8px;padding:6px 6px 6px 20px;background:var(--hire-color-surface,#fff);border-bottom:1px solid var(--hire-color-border,#c4ccd6)}' +
  'h2{margin:0;font-size:18px;font-weight:600;line-height:1.3}' +
  '.close{display:grid;place-items:center;inline-size:44px;block-size:44px;margin:0;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;font:inherit;font-size:28px;line-height:1;cursor:pointer}' +
  '.close:hover{background:var(--hire-color-subtle,#f1f4f8)}' +
  ':focus-visible{outline:3px solid var(--hire-color-focus,var(--hire-color-primary,#0b57b5));outline-offset:2px}' +
  '.body{padding:16px}' +
  '.body>*{min-height:320px}' +
  '.edge{position:fixed;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%)}' +
  '@media (max-width:600px){dialog{width:100vw;height:100dvh;max-height:100dvh;border-radius:0}.body{padding:8px}}' +
  '@media (prefers-reduced-motion:no-preference){dialog[open]{animation:hire-in .15s ease-out}}' +
  '@keyframes hire-in{from{opacity:0;transform:translateY(8px)}}'
