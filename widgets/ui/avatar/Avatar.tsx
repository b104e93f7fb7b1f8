/**
 * A person's round photo, or the first letter of their name where they have none. Decorative:
 * the name stands beside it. Its look is `avatar.css` (56 px; `--_avatar` sets another size).
 */
import { mediaUrl } from '../../../shared/format/media.ts'

export function Avatar({
  picture,
  name,
  size = 56,
  loading,
}: {
  picture?: string | null | undefined
  name: string
  size?: number
  loading?: 'lazy'
}) {
  return picture ? (
    <img
      className="hire-avatar"
      src={mediaUrl(picture)}
      alt=""
      width={size}
      height={size}
      loading={loading}
    />
  ) : (
    <span className="hire-avatar" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
