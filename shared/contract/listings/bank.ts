/**
 * Payout bank details (spec part 3 sections 3 and 7): the POST /user/bank payload (country
 * AU, currency aud, ssn_last_4) and what GET /user/bank answers (only the last 3 digits of
 * BSB and account). Rules with messages are in `shared/domain/listings/bank-form.ts`.
 */
import {
  enums,
  type Infer,
  integer,
  literal,
  max,
  min,
  object,
  optional,
  size,
  string,
} from 'superstruct'

const field = (longest: number) => size(string(), 0, longest)

export const bankBody = object({
  country: literal('AU'),
  currency: literal('aud'),
  accountType: optional(enums(['individual'] as const)),
  accountNumber: field(30),
  bsbNumber: field(30),
  Day: min(max(integer(), 31), 1),
  Month: min(max(integer(), 12), 1),
  Year: min(max(integer(), 2100), 1900),
  first_name: field(100),
  last_name: field(100),
  email: optional(field(254)),
  address: object({
    city: field(100),
    line1: field(300),
    postal_code: field(20),
    state: field(100),
  }),
  ssn_last_4: field(4),
  mcc: optional(field(10)),
  url: optional(field(300)),
})
export type BankPayload = Infer<typeof bankBody>

/** GET /user/bank: null when none is saved. */
export interface BankSummary {
  firstName: string
  lastName: string
  /** masked: only the last 3 digits shown */
  bsbNumber: string
  accountNumber: string
  dob: { day: number; month: number; year: number }
  city: string
  line1: string
  postalCode: string
  state: string
  mcc: string
  url: string
  /** both ID scans were sent to the payouts processor */
  hasDocuments: boolean
}

export interface BankData {
  bankDetail: BankSummary | null
}
