/** The database keeps integer cents; the API speaks dollars with at most two decimals. */
export const toDollars = (cents: number) => Math.round(cents) / 100
export const toCents = (dollars: number) => Math.round(dollars * 100)
