/**
 * What every custom element renders around its component: the host context, the `:host`
 * styles that reserve layout space, an error boundary that reports `hire-error`, the
 * one-time `hire-ready` signal once the component has mounted, and a subscription to the
 * page's one session (a visitor without one becomes a guest, as on our own site).
 */
import { Component, type ComponentType, type ReactNode, useEffect } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import {
  mergeTheme,
  parseAccent,
  parseFont,
  parseTheme,
  type ThemeChoice,
  themeCss,
} from '../../shared/format/theme.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { emit } from './events.ts'
import { HostContext } from './host.ts'
import { hostRemValue } from './host-rem.ts'
import { type PrefillProblem, useReportProblems } from './prefill.ts'
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

/**
 * The host's box and type. `--hire-rem` is the widget's root size (its CSS is built with rem
 * lengths expressed in it), and the font size is set rather than inherited, so a partner
 * page's own root or body font size cannot shrink or blow up a widget. The other text
 * styles (family, spacing, case…) come with the theme (`themeCss`).
 */
export function hostStyles(minHeight: string): string {
  return `:host{--hire-rem:16px;display:block;min-height:${hostRemValue(minHeight)};font-size:var(--hire-font-size,calc(1 * var(--hire-rem)))}:host([hidden]){display:none}`
}

interface ThemeProps {
  theme?: unknown
  accent?: unknown
  font?: unknown
}

/** The element's theme attributes on top of the page's `hireConfig`, and what was wrong. */
export function themeOf(
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
    theme: read('theme', parseTheme(props.theme, tag)),
    accent: read('accent', parseAccent(props.accent, tag)),
    font: read('font', parseFont(props.font, tag)),
  }
  return { choice: mergeTheme(own), problems }
}

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
    const themed = themeOf(tag, { theme, accent, font })
    return (
      <HostContext.Provider value={host}>
        <style>{css + themeCss(themed.choice)}</style>
        <ThemeProblems tag={tag} problems={themed.problems} />
        <Boundary host={host} tag={tag}>
          <Widget {...(rest as unknown as P)} />
        </Boundary>
        <Ready host={host} tag={tag} />
      </HostContext.Provider>
    )
  }
}
