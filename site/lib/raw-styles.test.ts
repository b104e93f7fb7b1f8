import { h } from 'preact'
import { renderToString } from 'preact-render-to-string'
import { describe, expect, it } from 'vitest'
import { rawStyleText } from './raw-styles.ts'

describe('server-rendered island styles', () => {
  it('keeps range media queries, combinators and nesting as written', () => {
    const css = '@media (width<=770px){.a>.b{content:"&"}}'
    expect(renderToString(h('style', null, css))).toBe(`<style>${css}</style>`)
  })

  it('joins text written in parts', () => {
    expect(renderToString(h('style', null, 'a>b{}', '.c{}'))).toBe('<style>a>b{}.c{}</style>')
  })

  it('cannot end the element early', () => {
    expect(rawStyleText('a{content:"</style><script>"}')).toBe('a{content:"<\\/style><script>"}')
    expect(renderToString(h('style', null, '</STYLE>'))).toBe('<style><\\/STYLE></style>')
  })

  it('leaves the text of other elements escaped', () => {
    expect(renderToString(h('p', null, 'a<b'))).toBe('<p>a&lt;b</p>')
  })
})
