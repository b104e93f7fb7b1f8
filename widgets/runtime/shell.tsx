/**
 * What every custom element renders around its component: the host context, the `:host`
 * styles that reserve layout space, an error boundary that reports `hire-error`, the
 * one-time `hire-ready` signal once the component has mounted, and a subscription to the
 * page's one session (a visitor without one becomes a guest, as on our own site).
 */
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import type { PrefillProblem } from '../../shared/domain/catalogue/prefill.ts'
import { ownTextStyles } from '../../shared/format/text-styles.ts'
import type { ThemeChoice } from '../../shared/format/theme.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { emit } from './events.ts'
import { HostContext } from './host.ts'
import { hostStyles, type ThemeProps, themeAsked } from './host-styles.ts'
import { useReportProblems } from './problems.ts'
import { useStore } from './use-store.ts'

const announced = new WeakSet<HTMLElement>()

function Ready({ host, tag }: { host: HTMLElement; tag: string }) {
  // Effects run children first, so by now the widget's own handlers and effects are live.
  useEffect(() => {
    if (announced.has(host)) return
    announced.add(host)
    emit(host, 'hire-ready', { tag })
  }, [host, tag])
  return null
}

interface BoundaryProps {
  host: HTMLElement
  tag: string
  children?: ReactNode
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }
  static override getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    emit(this.props.host, 'hire-error', { tag: this.props.tag, message })
  }
  override render() {
    if (this.state.failed) return <p role="alert">{messages.somethingWentWrong}</p>
    return this.props.children
  }
}

export { hostStyles, themeAsked } from './host-styles.ts'

type ThemeModule = typeof import('../../shared/format/theme.ts')

/**
 * The theme code (parsing, the dark palette, contrast) is loaded only by a page that asks
 * for a theme, accent or font, on an element or in `hireConfig`; every other page gets the
 * default text styles alone. Once per page, shared by every element.
 */
let themeModule: ThemeModule | undefined
let themeFailed = false
let themeLoad: Promise<void> | undefined

function loadTheme(): Promise<void> {
  themeLoad ??= import('../../shared/format/theme.ts').then(
    (loaded) => {
      themeModule = loaded
    },
    // Offline or a stale deployment: the widget shows in the default theme rather than not at all.
    () => {
      themeFailed = true
    },
  )
  return themeLoad
}

/** The element's theme attributes on top of the page's `hireConfig`, and what was wrong. */
export function themeOf(
  theme: ThemeModule,
  tag: string,
  props: ThemeProps,
): { choice: ThemeChoice; problems: PrefillProblem[] } {
  const problems: PrefillProblem[] = []
  const read = <T,>(
    attribute: string,
    parsed: { ok: true; value: T | undefined } | { ok: false; message: string },
  ): T | undefined => {
    if (parsed.ok) return parsed.value
    problems.push({ attribute, message: parsed.message })
    return undefined
  }
  const own = {
    theme: read('theme', theme.parseTheme(props.theme, tag)),
    accent: read('accent', theme.parseAccent(props.accent, tag)),
    font: read('font', theme.parseFont(props.font, tag)),
  }
  return { choice: theme.mergeTheme(own), problems }
}

/**
 * The theme module when a theme is asked for: undefined while it loads (the widget waits
 * rather than flash in the light theme), null when none is asked for or it failed to load.
 */
function useThemeModule(asked: boolean): ThemeModule | null | undefined {
  const [, rerender] = useState(0)
  const module = !asked || themeFailed ? null : themeModule
  useEffect(() => {
    // Rendered without the code: render again once it is here, also when it arrived (for
    // another element) between that render and this effect.
    if (module !== undefined) return
    let live = true
    loadTheme().then(() => {
      if (live) rerender((count) => count + 1)
    })
    return () => {
      live = false
    }
  }, [module])
  return module
}

const noProblems: PrefillProblem[] = []

function ThemeProblems({ tag, problems }: { tag: string; problems: PrefillProblem[] }) {
  useReportProblems(tag, problems)
  return null
}

export function createShell<P extends object>(
  tag: string,
  Widget: ComponentType<P>,
  minHeight: string,
) {
  const css = hostStyles(minHeight)
  return function Shell(props: P & ThemeProps & { host: HTMLElement; container?: unknown }) {
    const { host, container: _container, theme, accent, font, ...rest } = props
    useStore($session)
    const chosen = { theme, accent, font }
    const themeCode = useThemeModule(themeAsked(chosen))
    if (themeCode === undefined) return <style>{css}</style>
    const themed = themeCode ? themeOf(themeCode, tag, chosen) : null
    const themeRules = themed ? themeCode?.themeCss(themed.choice) : ownTextStyles
    return (
      <HostContext.Provider value={host}>
        <style>{css + themeRules}</style>
        <ThemeProblems tag={tag} problems={themed?.problems ?? noProblems} />
        <Boundary host={host} tag={tag}>
          <Widget {...(rest as unknown as P)} />
        </Boundary>
        <Ready host={host} tag={tag} />
      </HostContext.Provider>
    )
  }
}
