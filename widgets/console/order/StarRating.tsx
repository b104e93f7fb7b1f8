/** A 1 to 5 star rating as a radio group (WAI-ARIA radio pattern through native radios). */
import { plural } from '../../../shared/format/text.ts'
import { Radio } from '../FormParts.tsx'

export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number
  onChange: (rating: number) => void
  error: string | null
}) {
  const stars = { name: 'console-rating', chosen: value, onChoose: onChange }
  return (
    <fieldset
      className="console-field"
      aria-describedby={error ? 'console-rating-error' : undefined}
    >
      <legend>Rating</legend>
      <div className="console-stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <Radio key={star} group={stars} value={star}>
            <span className={star <= value ? 'console-star-on' : undefined} aria-hidden="true">
              ★
            </span>
            <span className="hire-visually-hidden">{plural(star, 'star')}</span>
          </Radio>
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
