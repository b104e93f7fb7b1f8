import { describe, expect, it } from 'vitest'
import { mp4Clip } from './mp4.ts'
import { pdfDocument } from './pdf.ts'

interface Box {
  type: string
  start: number
  size: number
}

function boxes(data: Buffer, start = 0, end = data.length): Box[] {
  const found: Box[] = []
  for (let at = start; at < end; ) {
    const size = data.readUInt32BE(at)
    found.push({ type: data.toString('latin1', at + 4, at + 8), start: at, size })
    at += size
  }
  return found
}

/** Reads Exp-Golomb and fixed-width fields from an RBSP. */
function reader(bytes: Buffer) {
  let bit = 0
  const u = (count: number) => {
    let value = 0
    for (let n = 0; n < count; n++, bit++) {
      value = (value << 1) | (((bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1)
    }
    return value
  }
  const ue = () => {
    let zeros = 0
    while (u(1) === 0) zeros++
    return (1 << zeros) - 1 + u(zeros)
  }
  return { u, ue }
}

describe('seeded video clips', () => {
  const clip = mp4Clip({
    width: 80,
    height: 48,
    colours: [
      [31, 143, 201],
      [244, 162, 97],
    ],
    stepsBetween: 6,
    fps: 2,
  })

  it('is an MP4 of ftyp, moov and mdat whose sizes add up', () => {
    const top = boxes(clip)
    expect(top.map((box) => box.type)).toEqual(['ftyp', 'moov', 'mdat'])
    expect(top.reduce((sum, box) => sum + box.size, 0)).toBe(clip.length)
    expect(clip.toString('latin1', 8, 12)).toBe('isom')
  })

  it('declares 7 samples at 2 fps whose offset points at the first IDR slice', () => {
    const text = clip.toString('latin1')
    const stsz = text.indexOf('stsz')
    expect(clip.readUInt32BE(stsz + 12)).toBe(7)
    const sizes = Array.from({ length: 7 }, (_, n) => clip.readUInt32BE(stsz + 16 + n * 4))
    const stts = text.indexOf('stts')
    expect([clip.readUInt32BE(stts + 12), clip.readUInt32BE(stts + 16)]).toEqual([7, 500])
    const offset = clip.readUInt32BE(text.indexOf('stco') + 12)
    const mdat = boxes(clip).find((box) => box.type === 'mdat')
    expect(offset).toBe((mdat?.start ?? 0) + 8)
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe((mdat?.size ?? 0) - 8)
    expect(clip.readUInt32BE(offset)).toBe((sizes[0] ?? 0) - 4)
    expect(clip[offset + 4]).toBe(0x65)
  })

  it('carries a Constrained Baseline SPS for an 80 x 48 picture', () => {
    const avcC = clip.toString('latin1').indexOf('avcC') + 4
    expect([clip[avcC], clip[avcC + 1], clip[avcC + 2]]).toEqual([1, 66, 0xc0])
    const spsLength = clip.readUInt16BE(avcC + 6)
    const sps = clip.subarray(avcC + 8, avcC + 8 + spsLength)
    expect(sps[0]).toBe(0x67)
    const bits = reader(sps.subarray(4))
    expect([bits.ue(), bits.ue(), bits.ue(), bits.ue(), bits.u(1)]).toEqual([0, 0, 2, 1, 0])
    expect([bits.ue() + 1, bits.ue() + 1]).toEqual([5, 3])
  })

  it('never lets raw samples look like a start code', () => {
    const mdat = boxes(clip).find((box) => box.type === 'mdat')
    let at = (mdat?.start ?? 0) + 8
    let slices = 0
    while (at < clip.length) {
      const length = clip.readUInt32BE(at)
      const nal = clip.subarray(at + 4, at + 4 + length)
      for (let n = 0; n + 2 < nal.length; n++) {
        if (nal[n] === 0 && nal[n + 1] === 0) expect(nal[n + 2]).toBeGreaterThan(2)
      }
      slices++
      at += 4 + length
    }
    expect(slices).toBe(7)
  })
})

describe('terms documents', () => {
  it('writes a one-page PDF whose cross-reference table points at its objects', () => {
    const pdf = pdfDocument('Hire terms: Café (Bondi)', ['1. Be on time.'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text).toContain('(Hire terms: Caf? \\(Bondi\\)) Tj')
    const xref = Number(text.match(/startxref\n(\d+)/)?.[1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    const offsets = [...text.slice(xref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]))
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, index) => {
      expect(text.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true)
    })
  })
})
