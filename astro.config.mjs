// Astro host site: server-rendered pages in site/, islands on Preact (React API through compat).
import node from '@astrojs/node'
import preact from '@astrojs/preact'
import { defineConfig } from 'astro/config'

// Real react/react-dom sit in node_modules as peers; islands must use preact/compat instead,
// so the server environments bundle these rather than importing the real packages.
const bundled = ['react', 'react-dom', '@nanostores/react']

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/site',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'ignore',
  integrations: [preact({ compat: true })],
  vite: {
    environments: {
      ssr: { resolve: { noExternal: bundled } },
      prerender: { resolve: { noExternal: bundled } },
    },
  },
})
