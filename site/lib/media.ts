import { mediaSrcSet } from '../../shared/contract/core/media-variants.ts'

/** The home banner shows an image when its url ends .jpg, .jpeg or .png, otherwise a video. */
export function isImageUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return /\.(jpe?g|png)$/i.test(path)
}

/** The picture a card shows: the first image, or a video's thumbnail. */
export function cardImage(
  media: readonly { url: string; thumbnailImage?: string; type?: number }[] | undefined,
): string | undefined {
  const first = media?.find((entry) => entry.type !== 2) ?? media?.[0]
  if (!first) return undefined
  return first.type === 2 ? first.thumbnailImage || undefined : first.thumbnailImage || first.url
}

export interface PictureSource {
  type: string
  srcset: string
}

/**
 * The `<source>`s of a `<picture>`: resized AVIF, then WebP, when the picture has copies
 * (a JPEG, PNG or WebP under /media/); none otherwise, and the `<img>` loads as it is.
 */
export function pictureSources(url: string | null | undefined): PictureSource[] {
  return (['avif', 'webp'] as const)
    .map((format) => ({ type: `image/${format}`, srcset: mediaSrcSet(url, format) }))
    .filter((source) => source.srcset)
}
