/**
 * Email through SMTP (nodemailer): each message goes out with its plain-text and HTML
 * bodies. Configured by SMTP_URL (smtp://user:password@host:587, smtps://… for TLS from
 * the start) and MAIL_FROM. Failures are reported without the message or the server's
 * reply, which could quote the code.
 */
import { createTransport } from 'nodemailer'
import type { Messenger } from './messenger.ts'

export interface SmtpSettings {
  /** smtp://user:password@host:port or smtps://… */
  url: string
  /** the From header, e.g. `Hire Marketplace <no-reply@example.com>` */
  from: string
}

export function readSmtpSettings(
  env: Record<string, string | undefined>,
): SmtpSettings | undefined {
  const url = env.SMTP_URL?.trim()
  if (!url) return undefined
  return {
    url,
    from: env.MAIL_FROM?.trim() || 'Hire Marketplace <no-reply@hiremarketplace.com.au>',
  }
}

export function smtpMessenger(settings: SmtpSettings): Messenger {
  const transport = createTransport(settings.url)
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error('The SMTP messenger sends email only')
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        })
      } catch (error) {
        const code = (error as { code?: unknown }).code
        throw new Error(
          `Sending email through SMTP failed${typeof code === 'string' ? ` (${code})` : ''}`,
        )
      }
    },
  }
}
