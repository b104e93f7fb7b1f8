// The project maps `react-dom` to preact/compat for type checking; its client entry too.
declare module 'react-dom/client' {
  export * from 'preact/compat/client'
}

// The React smoke tests render on the server with React's own renderer.
declare module 'react-dom/server' {
  import type { ReactNode } from 'react'
  export function renderToString(element: ReactNode): string
}
