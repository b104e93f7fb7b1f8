/**
 * The H.264 side of the seeded clips (see mp4.ts): Constrained Baseline parameter sets and
 * IDR pictures whose macroblocks are raw samples (I_PCM), so no transform or entropy coding
 * is needed. NAL units come with their emulation prevention bytes.
 */

export type Rgb = readonly [number, number, number]

class Bits {
  private bytes: number[] = []
  private current = 0
  private used = 0
  u(count: number, value: number) {
    for (let bit = count - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >>> bit) & 1)
      if (++this.used === 8) this.flushByte()
    }
  }
  /** Exp-Golomb, unsigned. */
  ue(value: number) {
    const code = value + 1
    const length = Math.floor(Math.log2(code))
    this.u(length, 0)
    this.u(length + 1, code)
  }
  se(value: number) {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value)
  }
  alignZero() {
    while (this.used !== 0) this.u(1, 0)
  }
  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): number[] {
    this.u(1, 1)
    this.alignZero()
    return this.bytes
  }
  private flushByte() {
    this.bytes.push(this.current & 0xff)
    this.current = 0
    this.used = 0
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention bytes. */
function nal(type: number, payload: number[]): Buffer {
  const out = [0x60 | type]
  let zeros = 0
  for (const byte of payload) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3)
      zeros = 0
    }
    out.push(byte)
    zeros = byte === 0 ? zeros + 1 : 0
  }
  return Buffer.from(out)
}

export const level = 30

export function sequenceParameters(widthMbs: number, heightMbs: number): Buffer {
  const bits = new Bits()
  bits.u(8, 66) // Baseline
  bits.u(8, 0xc0) // constraint_set0 and set1: Constrained Baseline
  bits.u(8, level)
  bits.ue(0) // seq_parameter_set_id
  bits.ue(0) // log2_max_frame_num_minus4
  bits.ue(2) // pic_order_cnt_type: from frame_num, nothing in slice headers
  bits.ue(1) // max_num_ref_frames
  bits.u(1, 0) // gaps_in_frame_num_value_allowed_flag
  bits.ue(widthMbs - 1)
  bits.ue(heightMbs - 1)
  bits.u(1, 1) // frame_mbs_only_flag
  bits.u(1, 1) // direct_8x8_inference_flag
  bits.u(1, 0) // frame_cropping_flag
  bits.u(1, 0) // vui_parameters_present_flag
  return nal(7, bits.trailing())
}

export function pictureParameters(): Buffer {
  const bits = new Bits()
  bits.ue(0) // pic_parameter_set_id
  bits.ue(0) // seq_parameter_set_id
  bits.u(1, 0) // entropy_coding_mode_flag: CAVLC
  bits.u(1, 0) // bottom_field_pic_order_in_frame_present_flag
  bits.ue(0) // num_slice_groups_minus1
  bits.ue(0) // num_ref_idx_l0_default_active_minus1
  bits.ue(0) // num_ref_idx_l1_default_active_minus1
  bits.u(1, 0) // weighted_pred_flag
  bits.u(2, 0) // weighted_bipred_idc
  bits.se(0) // pic_init_qp_minus26
  bits.se(0) // pic_init_qs_minus26
  bits.se(0) // chroma_qp_index_offset
  bits.u(1, 1) // deblocking_filter_control_present_flag
  bits.u(1, 0) // constrained_intra_pred_flag
  bits.u(1, 0) // redundant_pic_cnt_present_flag
  return nal(8, bits.trailing())
}

/** BT.601 limited range; samples kept in 1..254 so raw samples never look like start codes. */
function toYuv([r, g, b]: Rgb): [number, number, number] {
  const clamp = (value: number) => Math.min(254, Math.max(1, Math.round(value)))
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  ]
}

export function idrSlice(macroblocks: number, colour: Rgb, idrPicId: number): Buffer {
  const [y, cb, cr] = toYuv(colour)
  const bits = new Bits()
  bits.ue(0) // first_mb_in_slice
  bits.ue(7) // slice_type: I, as every slice of the picture
  bits.ue(0) // pic_parameter_set_id
  bits.u(4, 0) // frame_num
  bits.ue(idrPicId)
  bits.u(1, 0) // no_output_of_prior_pics_flag
  bits.u(1, 0) // long_term_reference_flag
  bits.se(0) // slice_qp_delta
  bits.ue(1) // disable_deblocking_filter_idc: off
  for (let mb = 0; mb < macroblocks; mb++) {
    bits.ue(25) // mb_type: I_PCM
    bits.alignZero()
    for (let n = 0; n < 256; n++) bits.u(8, y)
    for (let n = 0; n < 64; n++) bits.u(8, cb)
    for (let n = 0; n < 64; n++) bits.u(8, cr)
  }
  return nal(5, bits.trailing())
}
