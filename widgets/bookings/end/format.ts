/**
 * Dates and names as the booking screens write them ('12 Jun. 2025', spec part 1 section 9;
 * a BUSINESS supplier by its company name). Free of dayjs, which stays out of first loads.
 */
import type { SupplierDetail } from '../../../shared/contract/booking/records.ts'

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '12 Jun. 2025' */
export function formatDate(at: number | string): string {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return ''
  const day = String(date.getDate()).padStart(2, '0')
  return `${day} ${months[date.getMonth()]}. ${date.getFullYear()}`
}

/** A BUSINESS supplier shows its company name, anyone else first and last name. */
export function supplierName(detail: SupplierDetail | null | undefined, fallback = ''): string {
  if (!detail) return fallback
  if (detail.userType === 'BUSINESS' && detail.companyName) return detail.companyName
  return [detail.firstName, detail.lastName].filter(Boolean).join(' ') || fallback
}
