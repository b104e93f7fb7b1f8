/**
 * What every custom element renders around its component: the host context, the `:host`
 * styles that reserve layout space, an error boundary that reports `hire-error`, the
 * one-time `hire-ready` signal once the component has mounted, and a subscription to the
 * page's one session (a visitor without one becomes a guest, as on our own site).
 */
import { Component, type ComponentType, type ReactNode, useEffect } from 'react'
import { messages } from '../../shared/contract/core/messages.ts'
import { $session } from '../../shared/stores/core/session.ts'
import { emit } from './events.ts'
import { HostContext } from './host.ts'
import { hostRemValue } from './host-rem.ts'
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
 * page's own root or body font size cannot shrink or blow up a widget.
 */
export function hostStyles(minHeight: string): string {
  return `:host{--hire-rem:16px;display:block;min-height:${hostRemValue(minHeight)};font-family:var(--hire-font,system-ui,sans-serif);font-size:var(--hire-font-size,calc(1 * var(--hire-rem)))}:host([hidden]){display:none}`
}

export function createShell<P extends object>(
  tag: string,
  Widget: ComponentType<P>,
  minHeight: string,
) {
  const css = hostStyles(minHeight)
  return function Shell(props: P & { host: HTMLElement; container?: unknown }) {
    const { host, container: _container, ...rest } = props
    useStore($session)
    return (
      <HostContext.Provider value={host}>
        <style>{css}</style>
        <Boundary host={host} tag={tag}>
          <Widget {...(rest as unknown as P)} />
        </Boundary>
        <Ready host={host} tag={tag} />
      </HostContext.Provider>
    )
  }
}
