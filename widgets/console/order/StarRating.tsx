/** A 1 to 5 star rating as a radio group (WAI-ARIA radio pattern through native radios). */
import { plural } from '../../../shared/format/text.ts'

export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number
  onChange: (rating: number) => void
  error: string | null
}) {
  return (
    <fieldset
      className="console-field"
      aria-describedby={error ? 'console-rating-error' : undefined}
    >
      <legend>Rating</legend>
      <div className="console-stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star}>
            <input
              type="radio"
              name="console-rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <span className={star <= value ? 'console-star-on' : undefined} aria-hidden="true">
              ★
            </span>
            <span className="hire-visually-hidden">{plural(star, 'star')}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="console-rating-error" className="console-field-error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
