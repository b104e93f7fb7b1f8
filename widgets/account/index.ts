/** hire-account for our own site and for hosts that bundle the component themselves. */
export { AccountWidget, type AccountWidgetProps, default } from './AccountWidget.tsx'
export { AuthPromptLayer } from './AuthPromptLayer.tsx'
