/**
 * A tiny H.264 video in an MP4 file, written by hand so the sandbox can seed videos without
 * an encoder (h264.ts writes the pictures). A few frames fading from one colour to another
 * make a short clip any browser plays; the frames are small on purpose (a few kB each).
 */
import { idrSlice, level, pictureParameters, type Rgb, sequenceParameters } from './h264.ts'

const u32 = (value: number) => {
  const out = Buffer.alloc(4)
  out.writeUInt32BE(value >>> 0)
  return out
}
const u16 = (value: number) => {
  const out = Buffer.alloc(2)
  out.writeUInt16BE(value & 0xffff)
  return out
}
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body])
}
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...parts)
const matrix = Buffer.concat(
  [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map((value) => u32(value)),
)

export interface ClipOptions {
  /** multiples of 16 */
  width: number
  height: number
  /** one frame per colour, faded in between when steps > 1 */
  colours: Rgb[]
  stepsBetween: number
  fps: number
}

function frameColours(options: ClipOptions): Rgb[] {
  const frames: Rgb[] = []
  options.colours.forEach((colour, index) => {
    const next = options.colours[index + 1]
    if (!next) {
      frames.push(colour)
      return
    }
    for (let step = 0; step < options.stepsBetween; step++) {
      const t = step / options.stepsBetween
      frames.push([
        colour[0] + (next[0] - colour[0]) * t,
        colour[1] + (next[1] - colour[1]) * t,
        colour[2] + (next[2] - colour[2]) * t,
      ])
    }
  })
  return frames
}

export function mp4Clip(options: ClipOptions): Buffer {
  const { width, height, fps } = options
  if (width % 16 || height % 16) throw new Error('Clip sizes must be multiples of 16')
  const widthMbs = width / 16
  const heightMbs = height / 16
  const sps = sequenceParameters(widthMbs, heightMbs)
  const pps = pictureParameters()
  const samples = frameColours(options).map((colour, index) => {
    const slice = idrSlice(widthMbs * heightMbs, colour, index % 2)
    return Buffer.concat([u32(slice.length), slice])
  })
  const timescale = 1000
  const delta = Math.round(timescale / fps)
  const duration = delta * samples.length

  const avcC = box(
    'avcC',
    Buffer.from([1, 66, 0xc0, level, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    Buffer.from([1]),
    u16(pps.length),
    pps,
  )
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(16),
    u16(width),
    u16(height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    Buffer.alloc(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  )
  const moov = (mdatOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0),
        u32(0),
        u32(timescale),
        u32(duration),
        u32(0x10000),
        u16(0x100),
        Buffer.alloc(10),
        matrix,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0),
          u32(0),
          u32(1),
          u32(0),
          u32(duration),
          Buffer.alloc(8),
          u16(0),
          u16(0),
          u16(0),
          u16(0),
          matrix,
          u32(width << 16),
          u32(height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('VideoHandler\0', 'latin1'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, Buffer.alloc(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1), u32(samples.length), u32(delta)),
              fullBox('stsc', 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
              fullBox(
                'stsz',
                0,
                0,
                u32(0),
                u32(samples.length),
                ...samples.map((sample) => u32(sample.length)),
              ),
              fullBox('stco', 0, 0, u32(1), u32(mdatOffset)),
            ),
          ),
        ),
      ),
    )
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  )
  // The sample offsets need the size of moov, which does not depend on their values.
  const offset = ftyp.length + moov(0).length + 8
  return Buffer.concat([ftyp, moov(offset), box('mdat', ...samples)])
}
