/** hire-search for our own site and for hosts that bundle the component themselves. */

export { type SearchChoices, searchRequest } from './explore.ts'
export type { ChosenPlace } from './place.ts'
export { default, SearchWidget, type SearchWidgetProps } from './SearchWidget.tsx'
