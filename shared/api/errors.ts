/**
 * Turns a failed call into the message users see (spec part 1 section 8, part 2 section 8):
 * the server's own message when it sent one, otherwise the fixed wording for 409, 400 and a
 * body status of 408, otherwise 'Some thing went wrong'.
 */
import { forcedSignOutStatuses, status } from '../contract/core/envelope.ts'
import { messages } from '../contract/core/messages.ts'

export class ApiError extends Error {
  readonly status: number
  readonly body: unknown
  constructor(message: string, httpStatus: number, body: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = httpStatus
    this.body = body
  }
  /** 401, 420 and 501 end the session. */
  get forcesSignOut(): boolean {
    return forcedSignOutStatuses.includes(this.status)
  }
}

function bodyField(body: unknown, field: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined
}

export function messageFor(httpStatus: number, body: unknown): string {
  const serverMessage = bodyField(body, 'message')
  if (typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage
  if (bodyField(body, 'statusCode') === status.requestTimeout) return messages.requestTimeout
  if (httpStatus === status.requestTimeout) return messages.requestTimeout
  if (httpStatus === status.conflict) return messages.emailExists
  if (httpStatus === status.badRequest) return messages.invalidCredential
  if (httpStatus === status.userGone) return messages.userGone
  return messages.somethingWentWrong
}

export function toApiError(httpStatus: number, body: unknown): ApiError {
  return new ApiError(messageFor(httpStatus, body), httpStatus, body)
}

/** What to tell the user about any failure: its own message, else `fallback` ('Some thing went wrong'). */
export function messageOf(error: unknown, fallback: string = messages.somethingWentWrong): string {
  return error instanceof Error && error.message ? error.message : fallback
}
