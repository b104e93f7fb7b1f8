/** 'DD MMM. YYYY' (spec part 1 section 9) without dayjs: '21 Nov. 2026'. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export function formatShortDate(value: string | number): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const day = String(date.getDate()).padStart(2, '0')
  return `${day} ${months[date.getMonth()]}. ${date.getFullYear()}`
}
