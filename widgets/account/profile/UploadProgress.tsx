/** An upload's progress bar, labelled and announced. */
export function UploadProgress({ label, percent }: { label: string; percent: number | null }) {
  if (percent === null) return null
  return (
    <div className="hire-input-field">
      <progress className="hire-progress" max={100} value={percent} aria-label={label} />
      <span className="hire-hint" aria-live="polite">
        {label}: {percent}%
      </span>
    </div>
  )
}
