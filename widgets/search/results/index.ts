/** The search results island for our own site and for hosts that bundle the component. */
export { default, SearchResults, type SearchResultsProps } from './SearchResults.tsx'
