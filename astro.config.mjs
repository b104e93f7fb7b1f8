// Astro host site: server-rendered pages in site/, islands on Preact (React API through compat).
import node from '@astrojs/node'
import preact from '@astrojs/preact'
import { defineConfig } from 'astro/config'

// Real react/react-dom sit in node_modules as peers; islands must use preact/compat instead,
// so the server environments bundle these rather than importing the real packages.
const bundled = ['react', 'react-dom', '@nanostores/react']

/**
 * `client:interaction`: hydrate an island on the first interaction with the page.
 * `client:guarded`: hydrate a signed-in page's island only when the route guard allows it.
 * `client:signed-in`: hydrate an island only for a signed-in user (the home chat widget).
 */
const interactionDirective = {
  name: 'site:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './site/directives/interaction.ts' })
      addClientDirective({ name: 'guarded', entrypoint: './site/directives/guarded.ts' })
      addClientDirective({ name: 'signed-in', entrypoint: './site/directives/signed-in.ts' })
    },
  },
}

export default defineConfig({
  // Canonical and Open Graph URLs use SITE_URL when the build knows it, else the request's host.
  site: process.env.SITE_URL || undefined,
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/site',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  integrations: [preact({ compat: true }), interactionDirective],
  // Content-Security-Policy as a header on every page: Astro hashes the scripts and styles it
  // renders; our inline scripts carry a per-request nonce (site/middleware.ts adds it and the
  // other directives). Styles may stay inline (style attributes, widget and map styles);
  // scripts never without a hash or the nonce.
  security: {
    csp: {
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    environments: {
      ssr: { resolve: { noExternal: bundled } },
      prerender: { resolve: { noExternal: bundled } },
    },
  },
})
