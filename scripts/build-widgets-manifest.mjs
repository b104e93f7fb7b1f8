/**
 * Reads the JSDoc of every widgets/<name>/element.ts and writes the custom-elements
 * manifest (schema 2.1.0) and JSX typings for React and Preact hosts.
 *
 *   node scripts/build-widgets-manifest.mjs            # dist/widgets/custom-elements.json + jsx.d.ts
 *   node scripts/build-widgets-manifest.mjs --jsx      # also refreshes widgets/jsx.d.ts
 */
import { spawnSync } from 'node:child_process'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

/** Splits "{type} name - description" (type optional) into its parts. */
function typed(text) {
  const match =
    /^(?:\{(?<type>(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}\s*)?(?<name>\[[^\]]+\]|\S+)(?:\s+-\s+(?<description>[\s\S]*))?$/.exec(
      text.trim(),
    )
  if (!match?.groups) return null
  let { type, name, description } = match.groups
  let defaultValue
  const optional = /^\[(?<inner>[^=\]]+)(?:=(?<value>[^\]]*))?\]$/.exec(name)
  if (optional?.groups) {
    name = optional.groups.inner
    defaultValue = optional.groups.value
  }
  return {
    type,
    name,
    description: description?.replace(/\s+/g, ' ').trim() ?? '',
    default: defaultValue,
  }
}

export function parseElementDoc(source, path) {
  const block = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1]
  if (!block) return null
  const lines = block.split('\n').map((line) => line.replace(/^\s*\* ?/, ''))
  const intro = []
  const tags = []
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim())
    if (tag) tags.push({ tag: tag[1], text: tag[2] })
    else if (tags.length) tags[tags.length - 1].text += ` ${line.trim()}`
    else if (line.trim()) intro.push(line.trim())
  }
  const tagName = tags.find((entry) => entry.tag === 'tag')?.text.trim()
  if (!tagName) return null
  const className = `${tagName
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}Element`
  const all = (name) =>
    tags
      .filter((entry) => entry.tag === name)
      .map((entry) => typed(entry.text))
      .filter(Boolean)
  const props = all('prop')
  return {
    path,
    declaration: {
      kind: 'class',
      name: className,
      tagName,
      customElement: true,
      summary: tags.find((entry) => entry.tag === 'summary')?.text.trim() ?? '',
      description: intro.join(' '),
      superclass: { name: 'HTMLElement' },
      attributes: all('attr').map((attr) => ({
        name: attr.name,
        type: { text: attr.type ?? 'string' },
        description: attr.description,
        fieldName: props.some((prop) => prop.name === camel(attr.name))
          ? camel(attr.name)
          : undefined,
      })),
      members: props.map((prop) => ({
        kind: 'field',
        name: prop.name,
        type: { text: prop.type ?? 'unknown' },
        description: prop.description,
        attribute: all('attr').find((attr) => camel(attr.name) === prop.name)?.name,
      })),
      events: all('fires').map((event) => ({
        name: event.name,
        type: { text: event.type ?? 'CustomEvent' },
        description: event.description,
      })),
      cssParts: all('csspart').map((part) => ({ name: part.name, description: part.description })),
      cssProperties: all('cssprop').map((property) => ({
        name: property.name,
        default: property.default,
        description: property.description,
      })),
    },
  }
}

/**
 * What every element built with defineWidget (or on its base, runtime/widget-element.ts) takes
 * besides its own (runtime/define-widget.ts and runtime/shell.tsx), added to each such element's entry so the manifest and the JSX
 * typings list it once per element.
 */
const commonDoc = parseElementDoc(
  `/**
 * @tag common
 * @attr {'light' | 'dark' | 'auto'} theme - Colour scheme: light (default), dark, or auto (follows the visitor's system); or window.hireConfig.theme for the page. A bad value is ignored with hire-error.
 * @attr {string} accent - Brand colour as a hex colour (#0a7d5a): buttons, chosen dates and focus ring; or window.hireConfig.accent. A bad value is ignored with hire-error.
 * @attr {'inherit' | 'own'} font - inherit: the page's text styles (family, spacing, case…) reach the widget; own (default): the widget sets its own on :host. Or window.hireConfig.font.
 * @prop {'light' | 'dark' | 'auto' | undefined} theme - Same as the theme attribute.
 * @prop {string | undefined} accent - Same as the accent attribute.
 * @prop {'inherit' | 'own' | undefined} font - Same as the font attribute.
 * @cssprop [--hire-font-family=system-ui, sans-serif] - Font family set on :host (defaults to --hire-font); set it to inherit on the element to take the page's family.
 */`,
  'common',
).declaration

function withCommon(declaration) {
  const merge = (own, extra) => [
    ...own,
    ...extra.filter((entry) => !own.some((mine) => mine.name === entry.name)),
  ]
  return {
    ...declaration,
    attributes: merge(declaration.attributes, commonDoc.attributes),
    members: merge(declaration.members, commonDoc.members),
    cssProperties: merge(declaration.cssProperties, commonDoc.cssProperties),
  }
}

export async function readElements() {
  const widgetsDir = join(root, 'widgets')
  const found = []
  for (const entry of (await readdir(widgetsDir, { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (!entry.isDirectory()) continue
    const path = `widgets/${entry.name}/element.ts`
    let source
    try {
      source = await readFile(join(root, path), 'utf8')
    } catch {
      continue
    }
    const parsed = parseElementDoc(source, path)
    if (parsed && /\b(defineWidget|widgetClass)\(/.test(source))
      found.push({ ...parsed, declaration: withCommon(parsed.declaration), common: true })
    else if (parsed) found.push(parsed)
  }
  return found
}

export function manifestFor(elements) {
  return {
    schemaVersion: '2.1.0',
    readme: 'widgets/README.md',
    modules: elements.map(({ path, declaration }) => ({
      kind: 'javascript-module',
      path,
      declarations: [declaration],
      exports: [
        {
          kind: 'js',
          name: declaration.name,
          declaration: { name: declaration.name, module: path },
        },
        {
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: path },
        },
      ],
    })),
  }
}

export function jsxTypesFor(elements) {
  const out = [
    '/**',
    ' * JSX typings for our custom elements, for React 19 and Preact hosts.',
    ' * Generated by scripts/build-widgets-manifest.mjs from widgets/<name>/element.ts: do not edit.',
    ' */',
    '',
    'interface HireElementBaseAttributes {',
    '  id?: string',
    '  class?: string',
    '  className?: string',
    '  style?: string | Record<string, string | number>',
    '  slot?: string',
    '  hidden?: boolean',
    '  children?: unknown',
    '  ref?: unknown',
    '  key?: string | number',
    '}',
    '',
  ]
  // Members every defineWidget element has with the same type (api-base, theme, hire-ready…)
  // are written once, in HireWidgetAttributes, with the wording most elements use; an
  // element that words one differently keeps its own line (same type, so it still extends).
  const members = (declaration) => [
    ...declaration.attributes.map((attr) => ({
      name: attr.name,
      description: attr.description,
      line: `  '${attr.name}'?: ${attr.type.text}`,
    })),
    ...declaration.events.map((event) => ({
      name: `on${event.name}`,
      description: event.description,
      line: `  'on${event.name}'?: (event: ${event.type.text}) => void`,
    })),
  ]
  const text = (member) =>
    [member.description ? `  /** ${member.description} */` : null, member.line].filter(Boolean)
  const widgets = elements
    .filter(({ common }) => common)
    .map(({ declaration }) => members(declaration))
  const shared = (widgets[0] ?? []).flatMap((first) => {
    const same = widgets.map((list) => list.find((member) => member.line === first.line))
    if (same.some((member) => !member)) return []
    const counts = new Map()
    for (const { description } of same) counts.set(description, (counts.get(description) ?? 0) + 1)
    const [description] = [...counts].sort((a, b) => b[1] - a[1])[0]
    return [{ ...first, description }]
  })
  const isShared = (member) =>
    shared.some((entry) => entry.line === member.line && entry.description === member.description)
  if (shared.length) {
    out.push('interface HireWidgetAttributes extends HireElementBaseAttributes {')
    for (const member of shared) out.push(...text(member))
    out.push('}', '')
  }
  const entries = []
  for (const { declaration, common } of elements) {
    const name = `${declaration.name.replace(/Element$/, '')}Attributes`
    const base = common && shared.length ? 'HireWidgetAttributes' : 'HireElementBaseAttributes'
    entries.push(`  '${declaration.tagName}': ${name}`)
    out.push(`export interface ${name} extends ${base} {`)
    for (const member of members(declaration)) {
      if (!(common && isShared(member))) out.push(...text(member))
    }
    out.push('}', '')
  }
  out.push('export interface HireIntrinsicElements {', ...entries, '}', '')
  out.push(
    "declare module 'preact' {",
    '  namespace JSX {',
    '    interface IntrinsicElements extends HireIntrinsicElements {}',
    '  }',
    '}',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements extends HireIntrinsicElements {}',
    '  }',
    '}',
    '',
  )
  return `${out.join('\n')}`
}

/** The typings as Biome formats them, so the committed copy passes `biome check`. */
export function formattedJsxTypes(elements) {
  const text = jsxTypesFor(elements)
  const biome = join(root, 'node_modules/.bin/biome')
  const result = spawnSync(biome, ['format', '--stdin-file-path=widgets/jsx.d.ts'], {
    input: text,
    encoding: 'utf8',
  })
  return result.status === 0 && result.stdout ? result.stdout : text
}

export async function writeManifest({
  outFile = join(root, 'dist/widgets/custom-elements.json'),
  jsx = false,
} = {}) {
  const elements = await readElements()
  const target = outFile.startsWith('/') ? outFile : join(root, outFile)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, `${JSON.stringify(manifestFor(elements), null, 2)}\n`)
  const types = formattedJsxTypes(elements)
  await writeFile(join(dirname(target), 'jsx.d.ts'), types)
  if (jsx) await writeFile(join(root, 'widgets/jsx.d.ts'), types)
  return elements
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const elements = await writeManifest({ jsx: process.argv.includes('--jsx') })
  console.log(
    `custom-elements.json: ${elements.map((element) => element.declaration.tagName).join(', ')}`,
  )
}
