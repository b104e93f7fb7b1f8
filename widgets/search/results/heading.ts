/** The /search-result heading: '{category} for hire' for one category, else 'Search results'. */
export const resultsHeading = (categoryName: string | null | undefined): string =>
  categoryName ? `${categoryName} for hire` : 'Search results'
