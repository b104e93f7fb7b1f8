import { describe, expect, it } from 'vitest'
import { sniffMediaType } from './media-types.ts'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) =>
        typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
      ),
    ),
  )

describe('sniffMediaType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg', 'jpg'],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png', 'png'],
    [bytes('GIF87a'), 'image/gif', 'gif'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8L'), 'image/webp', 'webp'],
    [bytes([0, 0, 0, 0x20], 'ftypmp42'), 'video/mp4', 'mp4'],
    [bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime', 'mov'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x84], 'webm'), 'video/webm', 'webm'],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska'), 'video/x-matroska', 'mkv'],
    [bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), 'video/x-msvideo', 'avi'],
    [bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]), 'video/x-ms-wmv', 'wmv'],
    [bytes('FLV', [1]), 'video/x-flv', 'flv'],
    [bytes('%PDF-1.4'), 'application/pdf', 'pdf'],
  ])('%#: %s', (input, contentType, extension) => {
    expect(sniffMediaType(input)).toMatchObject({ contentType, extension })
  })

  it.each([
    ['empty', bytes()],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['html', bytes('<!doctype html><script>')],
    ['exe', bytes('MZ', [0x90, 0])],
    ['heic still', bytes([0, 0, 0, 0x18], 'ftypheic')],
    ['short riff', bytes('RIFF')],
    ['jpeg prefix only', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, input) => {
    expect(sniffMediaType(input)).toBeNull()
  })
})
