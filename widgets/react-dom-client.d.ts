// The project maps `react-dom` to preact/compat for type checking; its client entry too.
declare module 'react-dom/client' {
  export * from 'preact/compat/client'
}
