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
