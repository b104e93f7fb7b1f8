import { describe, expect, it, vi } from 'vitest'
import { createFacebookSignIn, type FacebookSdk } from './facebook.ts'
import {
  createGoogleSignIn,
  type GoogleIdentityServices,
  type GooglePromptNotification,
  tokenClaims,
} from './google.ts'
import { createLiveSocial } from './live.ts'
import { $socialChooser, sandboxSocial, sandboxSocialAccounts } from './sandbox.ts'

// Tokens carry UTF-8 JSON.
const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`

const notification = (kind: 'shown' | 'notDisplayed' | 'skipped'): GooglePromptNotification => ({
  isNotDisplayed: () => kind === 'notDisplayed',
  isSkippedMoment: () => kind === 'skipped',
})

function fakeGoogle(answer: { credential?: string } | 'skip') {
  const initialize = vi.fn()
  let callback: ((response: { credential?: string }) => void) | undefined
  const gis: GoogleIdentityServices = {
    accounts: {
      id: {
        initialize: (config) => {
          initialize(config)
          callback = config.callback
        },
        prompt: (listener) => {
          if (answer === 'skip') listener?.(notification('skipped'))
          else {
            listener?.(notification('shown'))
            callback?.(answer)
          }
        },
      },
    },
  }
  return { gis, initialize }
}

describe('Google Identity Services sign-in', () => {
  it('answers the social payload from the ID token and passes the token on', async () => {
    const credential = jwt({
      sub: '10769150350006150715113082367',
      email: 'kylie@example.com.au',
      email_verified: true,
      picture: 'https://lh3.googleusercontent.com/a/photo',
      name: 'Kylie Ó Briain',
    })
    const { gis, initialize } = fakeGoogle({ credential })
    const signIn = createGoogleSignIn({
      clientId: 'client-1.apps.googleusercontent.com',
      load: async () => gis,
    })
    await expect(signIn()).resolves.toEqual({
      socialLoginType: 'google',
      socialId: '10769150350006150715113082367',
      email: 'kylie@example.com.au',
      profilePicture: 'https://lh3.googleusercontent.com/a/photo',
      isEmailVerified: true,
      idToken: credential,
    })
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com' }),
    )
  })

  it('is cancelled when the prompt is skipped', async () => {
    const { gis } = fakeGoogle('skip')
    const signIn = createGoogleSignIn({ clientId: 'c', load: async () => gis })
    await expect(signIn()).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('refuses a token without an email', async () => {
    const { gis } = fakeGoogle({ credential: jwt({ sub: '1' }) })
    const signIn = createGoogleSignIn({ clientId: 'c', load: async () => gis })
    await expect(signIn()).rejects.toThrow('Google did not share an email address')
  })

  it('reads UTF-8 claims of a base64url payload', () => {
    expect(tokenClaims(jwt({ name: 'Zoë' })).name).toBe('Zoë')
  })
})

function fakeFacebook(options: { connected: boolean; email?: string }) {
  const sdk: FacebookSdk = {
    init: vi.fn(),
    login: vi.fn((callback, _options) =>
      callback(
        options.connected
          ? { status: 'connected', authResponse: { accessToken: 'fb-token', userID: '42' } }
          : { status: 'unknown', authResponse: null },
      ),
    ),
    api: vi.fn((_path, _params, callback) =>
      callback({
        id: '42',
        ...(options.email ? { email: options.email } : {}),
        picture: { data: { url: 'https://graph.facebook.com/42/picture' } },
      }),
    ),
  }
  return sdk
}

describe('Facebook SDK sign-in', () => {
  it('logs in with the email permission and reads the profile', async () => {
    const sdk = fakeFacebook({ connected: true, email: 'alex@example.com' })
    const signIn = createFacebookSignIn({ appId: 'app-1', load: async () => sdk })
    await expect(signIn()).resolves.toEqual({
      socialLoginType: 'facebook',
      socialId: '42',
      email: 'alex@example.com',
      profilePicture: 'https://graph.facebook.com/42/picture',
      isEmailVerified: true,
      idToken: 'fb-token',
    })
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1' }))
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' })
    await signIn()
    expect(sdk.init).toHaveBeenCalledTimes(1)
  })

  it('is cancelled when the visitor does not connect', async () => {
    const sdk = fakeFacebook({ connected: false })
    const signIn = createFacebookSignIn({ appId: 'app-1', load: async () => sdk })
    await expect(signIn()).rejects.toMatchObject({ name: 'AbortError' })
    expect(sdk.api).not.toHaveBeenCalled()
  })

  it('refuses a profile without an email', async () => {
    const sdk = fakeFacebook({ connected: true })
    const signIn = createFacebookSignIn({ appId: 'app-1', load: async () => sdk })
    await expect(signIn()).rejects.toThrow('Facebook did not share an email address')
  })
})

describe('live social port', () => {
  it('refuses a provider that is not configured', async () => {
    const port = createLiveSocial({})
    await expect(port.signIn('google')).rejects.toThrow('google sign-in is not configured.')
  })
})

describe('sandbox social port', () => {
  it('asks the page to choose an account and answers it', async () => {
    const pending = sandboxSocial.signIn('google')
    const request = $socialChooser.get()
    expect(request?.provider).toBe('google')
    expect(request?.accounts).toEqual(sandboxSocialAccounts.google)
    request?.choose({ email: ' New.Person@Example.com ' })
    await expect(pending).resolves.toEqual({
      socialLoginType: 'google',
      socialId: 'google-sandbox-new.person@example.com',
      email: 'new.person@example.com',
      isEmailVerified: true,
    })
    expect($socialChooser.get()).toBeNull()
  })

  it('rejects as cancelled when the chooser is closed', async () => {
    const pending = sandboxSocial.signIn('facebook')
    $socialChooser.get()?.cancel()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect($socialChooser.get()).toBeNull()
  })
})
