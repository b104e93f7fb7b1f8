// Client directives this site adds to Astro (see directives/ and astro.config.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean
    'client:guarded'?: boolean
    'client:signed-in'?: boolean
  }
}

export {}
