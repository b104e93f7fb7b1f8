/**
 * The budget rules, apart from the script that prints them so they can be tested: every
 * budgeted file, first load and on-demand chunk within its gzip budget, what a feature
 * adds to a first load (`additions`) within its own, and no package listed in
 * `neverInFirstLoad` (the map library) in any widget's first load.
 */
export interface Sizes {
  files: Record<string, { gzip: number; name?: string; packages?: string[] }>
  firstLoad: Record<string, { gzip: number; files: string[] }>
}
export interface Budgets {
  files: Record<string, number>
  firstLoad: Record<string, number>
  /** on-demand chunks and emitted assets, by name without the hash */
  chunks?: Record<string, number>
  neverInFirstLoad?: string[]
  /**
   * What a feature adds to a widget's first load: the gzip sum of the chunks of that first
   * load named here (e.g. the booking panel's chunks in <hire-item>'s).
   */
  additions?: Record<string, { firstLoad: string; chunks: string[]; budget: number }>
  /**
   * What a part loaded on demand adds to a widget (e.g. the checkout in place in
   * <hire-item>): the gzip sum of the named chunks (the part's entry, and the chunk it may
   * share with pages) and every chunk they import statically that the widget's first load
   * does not already have. None of the named chunks may be in that first load.
   */
  onDemand?: Record<string, { widget: string; chunks: string[]; budget: number }>
}
/** The chunks a built chunk imports statically (file names as in `Sizes.files`). */
export type StaticImports = (file: string) => string[]
export interface Row {
  name: string
  ok: boolean
  message: string
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function sizeRow(name: string, size: number | undefined, budget: number): Row {
  if (size === undefined) return { name, ok: false, message: 'not found in the build' }
  if (size > budget) {
    return {
      name,
      ok: false,
      message: `${kb(size)} gzip, over its ${kb(budget)} budget by ${size - budget} B`,
    }
  }
  return { name, ok: true, message: `${kb(size)} gzip (budget ${kb(budget)})` }
}

/** What loading `chunk` on demand adds to `widget`'s first load, as rows. */
function onDemandRow(
  label: string,
  part: { widget: string; chunks: string[]; budget: number },
  sizes: Sizes,
  importsOf: StaticImports,
): Row {
  const name = `${label} on demand in <${part.widget}>`
  const loaded = new Set(sizes.firstLoad[part.widget]?.files ?? [])
  const starts = Object.keys(sizes.files).filter((file) =>
    part.chunks.includes(sizes.files[file]?.name ?? ''),
  )
  const early = starts.filter((file) => loaded.has(file))
  if (early.length) return { name, ok: false, message: `in the first load (${early.join(', ')})` }
  const added = new Set<string>()
  const visit = (file: string) => {
    if (added.has(file) || loaded.has(file)) return
    added.add(file)
    for (const next of importsOf(file)) visit(next)
  }
  for (const file of starts) visit(file)
  const size = starts.length
    ? [...added].reduce((total, file) => total + (sizes.files[file]?.gzip ?? 0), 0)
    : undefined
  return sizeRow(name, size, part.budget)
}

export function checkBudgets(
  sizes: Sizes,
  budgets: Budgets,
  importsOf: StaticImports = () => [],
): Row[] {
  const byName = new Map<string, number>()
  for (const file of Object.values(sizes.files)) {
    if (file.name) byName.set(file.name, (byName.get(file.name) ?? 0) + file.gzip)
  }
  const rows = [
    ...Object.entries(budgets.files).map(([name, budget]) =>
      sizeRow(name, sizes.files[name]?.gzip, budget),
    ),
    ...Object.entries(budgets.firstLoad).map(([tag, budget]) =>
      sizeRow(`<${tag}> first load`, sizes.firstLoad[tag]?.gzip, budget),
    ),
    ...Object.entries(budgets.chunks ?? {}).map(([name, budget]) =>
      sizeRow(`${name} chunk`, byName.get(name), budget),
    ),
  ]
  for (const [label, addition] of Object.entries(budgets.additions ?? {})) {
    const files = (sizes.firstLoad[addition.firstLoad]?.files ?? []).filter((file) =>
      addition.chunks.includes(sizes.files[file]?.name ?? ''),
    )
    const size = files.length
      ? files.reduce((total, file) => total + (sizes.files[file]?.gzip ?? 0), 0)
      : undefined
    rows.push(sizeRow(`${label} in <${addition.firstLoad}> first load`, size, addition.budget))
  }
  for (const [label, part] of Object.entries(budgets.onDemand ?? {})) {
    rows.push(onDemandRow(label, part, sizes, importsOf))
  }
  for (const pkg of budgets.neverInFirstLoad ?? []) {
    for (const [tag, load] of Object.entries(sizes.firstLoad)) {
      const carriers = load.files.filter((file) => sizes.files[file]?.packages?.includes(pkg))
      rows.push({
        name: `<${tag}> first load without ${pkg}`,
        ok: carriers.length === 0,
        message: carriers.length ? `${pkg} is in ${carriers.join(', ')}` : 'not included',
      })
    }
  }
  return rows
}
