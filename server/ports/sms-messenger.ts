/**
 * SMS through a provider's HTTP API: Twilio's Messages resource (form-encoded To, From,
 * Body with basic auth), which several providers also speak. SMS_API_URL points it at
 * another host (a regional edge, or a local fake in tests). A refusal is reported by its
 * HTTP status only: the provider's answer may quote the text, and so the code.
 */
import type { Messenger } from './messenger.ts'

export interface SmsSettings {
  /** base URL of the API, default https://api.twilio.com */
  apiUrl: string
  accountSid: string
  authToken: string
  /** the sender: a number (+61…) or an alphanumeric sender id */
  from: string
}

export function readSmsSettings(env: Record<string, string | undefined>): SmsSettings | undefined {
  const accountSid = env.SMS_ACCOUNT_SID?.trim()
  const authToken = env.SMS_AUTH_TOKEN?.trim()
  const from = env.SMS_FROM?.trim()
  if (!accountSid || !authToken || !from) return undefined
  return {
    apiUrl: (env.SMS_API_URL?.trim() || 'https://api.twilio.com').replace(/\/+$/, ''),
    accountSid,
    authToken,
    from,
  }
}

const timeoutMs = 10_000

export function smsMessenger(settings: SmsSettings): Messenger {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`
  return {
    async send(message) {
      if (message.channel !== 'sms') throw new Error('The SMS messenger sends SMS only')
      let status: number
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        status = response.status
        await response.body?.cancel()
      } catch {
        throw new Error('The SMS provider could not be reached')
      }
      if (status < 200 || status >= 300) throw new Error(`The SMS provider answered ${status}`)
    },
  }
}
