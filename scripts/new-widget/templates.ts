/**
 * The files of a new widget folder. Kept apart from the command so a test can check that
 * what it writes type-checks, mounts and passes the registry's rules.
 */
export interface WidgetNames {
  /** kebab-case folder name: `gift-cards` */
  folder: string
  /** the custom element: `hire-gift-cards` */
  tag: string
  /** the React component: `GiftCardsWidget` */
  component: string
}

export function namesOf(folder: string): WidgetNames {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) {
    throw new Error(`'${folder}' is not a kebab-case name (letters, digits and single dashes).`)
  }
  const pascal = folder.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) =>
    letter.toUpperCase(),
  )
  return { folder, tag: `hire-${folder}`, component: `${pascal}Widget` }
}

export function elementFile({ tag, component }: WidgetNames): string {
  return `/**
 * \`<${tag}>\`: TODO one sentence on what this widget shows and who embeds it.
 *
 * @tag ${tag}
 * @summary TODO one line for the custom-elements manifest.
 *
 * @attr {string} api-base - API base URL ending in /api/v1; applies to every widget on the page.
 *
 * @prop {string | undefined} apiBase - Same as the api-base attribute.
 *
 * @fires {CustomEvent<{ tag: string }>} hire-ready - The widget rendered and accepts input.
 * @fires {CustomEvent<{ tag: string; message: string; attribute?: string }>} hire-error - An attribute could not be used, or the widget failed.
 *
 * @cssprop [--hire-color-text=#1b1f24] - Text.
 * @cssprop [--hire-font=inherit] - Font family.
 */
import { defineWidget, type WidgetElement } from '../runtime/index.ts'
import { ${component}, type ${component}Props } from './${component}.tsx'

export const ${component.replace(/Widget$/, 'Element')} = defineWidget('${tag}', ${component}, {}, { minHeight: '16rem' })

export type ${component.replace(/Widget$/, 'Element')} = WidgetElement<${component}Props>

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': ${component.replace(/Widget$/, 'Element')}
  }
}
`
}

export function componentFile({ tag, component }: WidgetNames): string {
  return `/**
 * \`<${tag}>\`'s root: styles, the feedback layer and the views. Logic lives in stores
 * (shared/stores/<area>/); this component only reads them and calls their actions.
 */
import { useState } from 'react'
import { FeedbackLayer } from '../ui/FeedbackLayer.tsx'
import { LayerContext } from '../ui/layer.ts'
import uiCss from '../ui/ui.css?inline'

export type ${component}Props = Record<string, never>

export function ${component}(_props: ${component}Props) {
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  return (
    <LayerContext.Provider value={layer}>
      <style>{uiCss}</style>
      <div className="${tag}">TODO</div>
      <div ref={setLayer}>
        <FeedbackLayer owner="${tag}" />
      </div>
    </LayerContext.Provider>
  )
}
`
}

export function testFile({ tag }: WidgetNames): string {
  return `import { waitFor } from '@testing-library/preact'
import { beforeAll, describe, expect, it } from 'vitest'

beforeAll(async () => {
  await import('./element.ts')
})

describe('<${tag}>', () => {
  it('renders in its own shadow root', async () => {
    document.body.innerHTML = '<${tag}></${tag}>'
    const element = document.querySelector('${tag}') as HTMLElement
    await waitFor(() => expect(element.shadowRoot?.querySelector('.${tag}')).toBeTruthy())
  })
})
`
}

export function readmeFile({ folder, tag }: WidgetNames): string {
  return `# widgets/${folder}/

\`<${tag}>\`: TODO what it is, which spec part, which pages host it as an island.

May import \`runtime/\`, \`ui/\` and \`shared/\`. Its stores live in \`shared/stores/<area>/\`, its
calls in \`shared/contract/<area>/\`. Its first-load budget is in \`budgets.json\`.
`
}
