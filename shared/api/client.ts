/**
 * The only network code in the client. Every call carries the spec's headers
 * (platform 3, timezone 0, the API key) and either the bearer token of the session or the
 * basic client credentials used for public and sign-in calls. Failures reject with an
 * ApiError carrying the user-facing message; 401/420/501 on a signed call end the session.
 */
import { FetchError, ofetch } from 'ofetch'
import { $config } from '../config.ts'
import { type ApiError, toApiError } from './errors.ts'

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

function compactQuery(query: CallOptions['query']): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') out[key] = value
  }
  return out
}

/** Calls the API and resolves with the envelope's `data`. */
export async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const config = $config.get()
  const { header, signed } = authorization(options.auth ?? 'auto')
  let envelope: { statusCode?: number; data?: T; message?: string }
  try {
    envelope = await ofetch(path, {
      baseURL: config.apiBase,
      method,
      query: compactQuery(options.query),
      body: options.body as Record<string, unknown> | undefined,
      signal: options.signal,
      retry: 0,
      headers: {
        accept: 'application/json',
        platform: '3',
        timezone: '0',
        'x-api-key': config.apiKey,
        authorization: header,
        ...options.headers,
      },
    })
  } catch (cause) {
    if (cause instanceof FetchError && cause.name === 'AbortError') throw cause
    const httpStatus = cause instanceof FetchError ? (cause.status ?? 0) : 0
    const body = cause instanceof FetchError ? cause.data : undefined
    const error = toApiError(httpStatus, body)
    if (signed && error.forcesSignOut) session.forcedSignOut(error)
    throw error
  }
  // Some failures arrive with HTTP 200 and an error status inside the body.
  if (typeof envelope?.statusCode === 'number' && envelope.statusCode >= 400) {
    const error = toApiError(envelope.statusCode, envelope)
    if (signed && error.forcesSignOut) session.forcedSignOut(error)
    throw error
  }
  return envelope?.data as T
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, options),
  post: <T>(path: string, options?: CallOptions) => call<T>('POST', path, options),
  put: <T>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
  patch: <T>(path: string, options?: CallOptions) => call<T>('PATCH', path, options),
  delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
}
