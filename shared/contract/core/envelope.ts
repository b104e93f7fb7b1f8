/** Every response is an envelope: `statusCode` mirrors the HTTP status, `data` carries the payload. */
export interface Envelope<T> {
  statusCode: number
  message?: string
  data: T
}

/** Paged lists answer `data.list` and `data.total`. */
export interface ListData<T> {
  list: T[]
  total: number
}

/** Status codes the client treats specially (spec part 1 section 8, part 2 section 8). */
export const status = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  requestTimeout: 408,
  conflict: 409,
  loggedOut: 420,
  upgradeRequired: 426,
  userGone: 501,
} as const

/** Statuses after which the session is no longer valid and the user is signed out. */
export const forcedSignOutStatuses: readonly number[] = [
  status.unauthorized,
  status.loggedOut,
  status.userGone,
]
