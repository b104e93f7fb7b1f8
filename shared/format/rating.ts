/** Ratings are shown with one decimal ('4.0'); a missing rating reads as '0.0'. */
export function formatRating(rating: number | null | undefined): string {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0
  return (Math.round(value * 10) / 10).toFixed(1)
}
