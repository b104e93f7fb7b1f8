export type { PropKind } from './attributes.ts'
export { define } from './define.ts'
export {
  createWidgetElement,
  defineWidget,
  type WidgetElement,
  type WidgetOptions,
} from './define-widget.ts'
export { emit, type HireEventMap, type HireEventName } from './events.ts'
export { HostContext, useHost } from './host.ts'
export { useStore } from './use-store.ts'
