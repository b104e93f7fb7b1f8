/** Ratings are shown with one decimal ('4.0'); a missing rating reads as '0.0'. */
export function formatRating(rating: number | null | undefined): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0
  return (Math.round(value * 10) / 10).toFixed(1)
}

/**
 * An item's or a supplier's rating with one decimal, or null when there is none yet (0):
 * then it is not shown at all, rather than as a '0.0' that reads like bad reviews.
 */
export function shownRating(rating: number | null | undefined): string | null {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > 0
    ? formatRating(rating)
    : null
}
