/**
 * The only network code in the client. Every call carries the spec's headers
 * (platform 3, timezone 0, the API key) and either the bearer token of the session or the
 * basic client credentials used for public and sign-in calls. Failures reject with an
 * ApiError carrying the user-facing message; 401/420/501 on a signed call end the session.
 *
 * Built on the platform's fetch rather than ofetch: ofetch added 4 KB gzip to every widget's
 * first load, which broke the 25 KB budget, and we use none of what it adds beyond this file.
 */
import { $config } from '../config.ts'
import { messages } from '../contract/core/messages.ts'
import { ApiError, toApiError } from './errors.ts'

/** basic: client credentials; bearer: the session token; auto: bearer when there is one. */
export type Auth = 'basic' | 'bearer' | 'auto'

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null>
  body?: unknown
  auth?: Auth
  signal?: AbortSignal
  headers?: Record<string, string>
}

interface SessionBinding {
  token(): string | undefined
  forcedSignOut(error: ApiError): void
}

let session: SessionBinding = { token: () => undefined, forcedSignOut: () => {} }

/** The session store registers itself here, so the client never imports the stores. */
export function bindSession(binding: SessionBinding): void {
  session = binding
}

function basicCredentials(): string {
  const { clientId, clientSecret } = $config.get()
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`
}

function authorization(auth: Auth): { header: string; signed: boolean } {
  const token = session.token()
  if (auth === 'basic' || (auth === 'auto' && !token)) {
    return { header: basicCredentials(), signed: false }
  }
  return { header: `Bearer ${token ?? ''}`, signed: true }
}

function queryString(query: CallOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

function encodeBody(body: unknown): { body?: BodyInit; type?: string } {
  if (body === undefined) return {}
  if (body instanceof FormData || body instanceof Blob) return { body }
  return { body: JSON.stringify(body), type: 'application/json' }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError'
}

/** The full URL of a call: the configured base, the path and the non-empty query fields. */
export function callUrl(path: string, query?: CallOptions['query']): string {
  return `${$config.get().apiBase}${path}${queryString(query)}`
}

/**
 * The headers every call carries (platform 3, timezone 0, the API key, the authorization),
 * and whether the call is signed with the session's token. Also used by `upload.ts`.
 */
export function callHeaders(auth: Auth = 'auto'): {
  headers: Record<string, string>
  signed: boolean
} {
  const { header, signed } = authorization(auth)
  return {
    headers: {
      accept: 'application/json',
      platform: '3',
      timezone: '0',
      'x-api-key': $config.get().apiKey,
      authorization: header,
    },
    signed,
  }
}

/** Rejects with `error`; a signed call refused with 401/420/501 ends the session first. */
export function failCall(error: ApiError, signed: boolean): never {
  if (signed && error.forcesSignOut) session.forcedSignOut(error)
  throw error
}

/** The envelope's `data`, or the failure it carries (some arrive with HTTP 200). */
export function envelopeData<T>(
  httpStatus: number,
  ok: boolean,
  envelope: unknown,
  signed: boolean,
): T {
  const body = envelope as { statusCode?: number; data?: T } | undefined
  if (!ok) return failCall(toApiError(httpStatus, body), signed)
  if (typeof body?.statusCode === 'number' && body.statusCode >= 400) {
    return failCall(toApiError(body.statusCode, body), signed)
  }
  return body?.data as T
}

/** Calls the API and resolves with the envelope's `data`. */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const { headers, signed } = callHeaders(options.auth ?? 'auto')
  const { body, type } = encodeBody(options.body)
  let response: Response
  try {
    response = await fetch(callUrl(path, options.query), {
      method,
      body,
      signal: options.signal,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}), ...options.headers },
    })
  } catch (cause) {
    if (isAbort(cause)) throw cause
    if (isTimeout(cause)) throw new ApiError(messages.requestTimeout, 408, undefined)
    throw new ApiError(messages.somethingWentWrong, 0, undefined)
  }
  return envelopeData<T>(response.status, response.ok, await readJson(response), signed)
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, options),
  post: <T>(path: string, options?: CallOptions) => call<T>('POST', path, options),
  put: <T>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
  patch: <T>(path: string, options?: CallOptions) => call<T>('PATCH', path, options),
  delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
}
