/**
 * The Firebase project's service account: the settings (env FIREBASE_PROJECT_ID,
 * FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY), OAuth access tokens for Google's APIs (the
 * JWT bearer grant, RS256-signed with the account's key, cached until a minute before they
 * expire) and Firebase custom tokens (the chat's sign-in: uid = our user id). Signing is
 * local; only the access token costs a request.
 */
import { createSign } from 'node:crypto'

export interface FirebaseSettings {
  projectId: string
  clientEmail: string
  /** PEM; `\n` escapes in the env value are turned into newlines */
  privateKey: string
  /** Google's OAuth token endpoint (tests point it at a local server) */
  tokenUrl: string
  /** FCM's API origin (tests point it at a local server) */
  fcmBase: string
}

export function readFirebaseSettings(
  env: Record<string, string | undefined>,
): FirebaseSettings | undefined {
  const projectId = env.FIREBASE_PROJECT_ID?.trim()
  const clientEmail = env.FIREBASE_CLIENT_EMAIL?.trim()
  const privateKey = env.FIREBASE_PRIVATE_KEY?.replace(/\\n/g, '\n').trim()
  if (!projectId || !clientEmail || !privateKey) return undefined
  return {
    projectId,
    clientEmail,
    privateKey,
    tokenUrl: env.GOOGLE_TOKEN_URL?.trim() || 'https://oauth2.googleapis.com/token',
    fcmBase: env.FCM_API_BASE?.trim() || 'https://fcm.googleapis.com',
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** An RS256 JWT signed with the service account's key. */
export function signServiceJwt(
  settings: FirebaseSettings,
  claims: Record<string, unknown>,
): string {
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(claims))
  const signer = createSign('RSA-SHA256')
  signer.update(`${head}.${body}`)
  return `${head}.${body}.${base64url(signer.sign(settings.privateKey))}`
}

const identityToolkit =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit'

/** A Firebase custom token for `uid` (an hour, the longest Firebase accepts). */
export function firebaseCustomToken(settings: FirebaseSettings, uid: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000)
  return signServiceJwt(settings, {
    iss: settings.clientEmail,
    sub: settings.clientEmail,
    aud: identityToolkit,
    iat,
    exp: iat + 3600,
    uid,
  })
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

/** Access tokens for one scope, fetched with the JWT bearer grant and reused until near expiry. */
export function accessTokens(
  settings: FirebaseSettings,
  scope: string,
  options: { fetch?: FetchLike; now?: () => Date } = {},
): () => Promise<string> {
  const send = options.fetch ?? fetch
  const now = options.now ?? (() => new Date())
  let cached: { token: string; until: number } | null = null
  return async () => {
    const at = now().getTime()
    if (cached && cached.until > at) return cached.token
    const iat = Math.floor(at / 1000)
    const assertion = signServiceJwt(settings, {
      iss: settings.clientEmail,
      scope,
      aud: settings.tokenUrl,
      iat,
      exp: iat + 3600,
    })
    const response = await send(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    })
    if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`)
    const data = (await response.json()) as { access_token: string; expires_in?: number }
    cached = { token: data.access_token, until: at + ((data.expires_in ?? 3600) - 60) * 1000 }
    return data.access_token
  }
}
