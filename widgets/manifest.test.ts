import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formattedJsxTypes, manifestFor, readElements } from '../scripts/build-widgets-manifest.mjs'
import { widgets } from './loader/registry.ts'

describe('custom elements manifest', () => {
  it('describes every element from its JSDoc', async () => {
    const elements = await readElements()
    const manifest = manifestFor(elements)
    const search = manifest.modules.find(
      (module: { path: string }) => module.path === 'widgets/search/element.ts',
    )
    const declaration = search?.declarations[0]
    expect(declaration).toMatchObject({
      tagName: 'hire-search',
      customElement: true,
      name: 'HireSearchElement',
    })
    expect(declaration.attributes.map((attr: { name: string }) => attr.name)).toEqual([
      'results-url',
      'layout',
      'activity',
      'destination',
      'start-date',
      'end-date',
      'api-base',
      'theme',
      'accent',
      'font',
    ])
    expect(declaration.attributes[0].fieldName).toBe('resultsUrl')
    expect(declaration.events.map((event: { name: string }) => event.name)).toEqual([
      'hire-ready',
      'hire-search',
      'hire-error',
    ])
    expect(declaration.cssParts.map((part: { name: string }) => part.name)).toContain('explore')
    expect(declaration.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--hire-color-primary', default: '#0b57b5' }),
    )
  })

  it('lists the theme every element takes, and the launcher as it is documented', async () => {
    const manifest = manifestFor(await readElements())
    for (const module of manifest.modules) {
      const [declaration] = module.declarations
      const attributes = declaration.attributes.map((attr: { name: string }) => attr.name)
      expect(attributes, declaration.tagName).toEqual(
        expect.arrayContaining(['theme', 'accent', 'font']),
      )
      expect(declaration.events.length, declaration.tagName).toBeGreaterThan(0)
    }
    const launcher = manifest.modules.find(
      (module: { path: string }) => module.path === 'widgets/launcher/element.ts',
    )?.declarations[0]
    expect(launcher.cssParts.map((part: { name: string }) => part.name)).toEqual(['button'])
    expect(launcher.attributes.map((attr: { name: string }) => attr.name)).toContain('position')
  })

  it('covers every tag the loader knows', async () => {
    const tags = (await readElements()).map(
      (element: { declaration: { tagName: string } }) => element.declaration.tagName,
    )
    expect(tags.sort()).toEqual(Object.keys(widgets).sort())
  })

  it('keeps widgets/jsx.d.ts in step with the elements (node scripts/build-widgets-manifest.mjs --jsx)', async () => {
    const committed = readFileSync(join(process.cwd(), 'widgets/jsx.d.ts'), 'utf8')
    expect(committed).toBe(formattedJsxTypes(await readElements()))
  })
})
