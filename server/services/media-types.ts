/**
 * What a file really is, from its first bytes (its name and declared type are not trusted).
 * Answers the content type and the extension it is stored under, or null for anything else.
 */
export interface SniffedType {
  contentType: string
  extension: string
  kind: 'image' | 'video' | 'document'
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length))

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

const image = (contentType: string, extension: string): SniffedType => ({
  contentType,
  extension,
  kind: 'image',
})
const video = (contentType: string, extension: string): SniffedType => ({
  contentType,
  extension,
  kind: 'video',
})

/** ISO base media (MP4, MOV): a box size, then 'ftyp' and the major brand. */
function isoMedia(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null
  const brand = ascii(bytes, 8, 4)
  if (brand === 'qt  ') return video('video/quicktime', 'mov')
  // HEIF/AVIF stills share the container; they are not videos.
  if (/^(heic|heix|mif1|msf1|avif|avis)$/.test(brand)) return null
  return video('video/mp4', 'mp4')
}

/** Matroska and WebM share the EBML header; the DocType tells them apart. */
function ebml(bytes: Uint8Array): SniffedType | null {
  if (!startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return null
  const head = ascii(bytes, 4, Math.min(bytes.length - 4, 60))
  return head.includes('webm') ? video('video/webm', 'webm') : video('video/x-matroska', 'mkv')
}

export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg')
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return image('image/png', 'png')
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') {
    return image('image/gif', 'gif')
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return image('image/webp', 'webp')
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') {
    return video('video/x-msvideo', 'avi')
  }
  if (startsWith(bytes, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) {
    return video('video/x-ms-wmv', 'wmv')
  }
  if (ascii(bytes, 0, 3) === 'FLV') return video('video/x-flv', 'flv')
  if (ascii(bytes, 0, 5) === '%PDF-') {
    return { contentType: 'application/pdf', extension: 'pdf', kind: 'document' }
  }
  return isoMedia(bytes) ?? ebml(bytes)
}
