/** hire-item for our own site and for hosts that bundle the component themselves. */

export { ItemDetail, type ItemDetailProps } from './ItemDetail.tsx'
export { default, ItemView, type ItemViewProps } from './ItemView.tsx'
export { ItemWidget, type ItemWidgetProps } from './ItemWidget.tsx'
export { itemJsonLd, jsonLdText } from './jsonld.ts'
