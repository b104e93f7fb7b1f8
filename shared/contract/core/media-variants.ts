/**
 * Resized copies of raster media (GET /media/<path>?w=<width>&f=<format>; the schema the
 * server checks is `mediaVariantQuery` in media.ts). Apart from the schema, like the still
 * map's URL, so pages and widgets that build `srcset` do not download superstruct.
 * SVG, video and PDF have no variants: they are served as they are.
 */

/** The only widths served: a handful, so each picture has at most a few cached copies. */
export const mediaVariantWidths = [320, 640, 960, 1280, 1920] as const
/** AVIF is the smaller; WebP decodes everywhere a `<picture>` cannot offer a fallback. */
export type MediaVariantFormat = 'avif' | 'webp'

/**
 * A JPEG, PNG or WebP under /media/ (relative, or on any origin: partner pages get our
 * media absolute). Anything else (a bucket's public address, a query already there) is
 * left alone, so a picture without variants still loads from its own URL.
 */
const resizable = /^(?:https?:\/\/[^/?#]+)?\/media\/[^?#]+\.(?:jpe?g|png|webp)$/i

export function hasMediaVariants(url: string | null | undefined): url is string {
  return resizable.test(url ?? '')
}

export function mediaVariantUrl(url: string, width: number, format: MediaVariantFormat): string {
  return `${url}?w=${width}&f=${format}`
}

/**
 * The `srcset` of a picture in one format at every width ('' when it has no copies): the
 * browser picks one from `sizes`, so listing them all costs a few bytes of HTML only.
 * It sits in the widgets' shared runtime, so it repeats mediaVariantUrl's template rather
 * than calling the two helpers above.
 */
export function mediaSrcSet(
  url: string | null | undefined,
  format: MediaVariantFormat = 'webp',
): string {
  return resizable.test(url ?? '')
    ? mediaVariantWidths.map((width) => `${url}?w=${width}&f=${format} ${width}w`).join(', ')
    : ''
}
