import { describe, expect, it } from 'vitest'
import { brandFrom } from './brand.ts'
import {
  codeMessage,
  codeSms,
  escapeHtml,
  notificationMessage,
  notificationSms,
} from './templates.ts'

const brand = brandFrom({ SUPPORT_EMAIL: 'help@example.com', SITE_URL: 'https://hire.example/x' })

describe('message templates', () => {
  it('signs every email with the product and the support address, in both bodies', () => {
    const code = codeMessage(brand, { purpose: 'reset-password', code: '12345' })
    const copy = notificationMessage(brand, { title: 'Booking', message: 'Hi', path: '/x' })
    for (const message of [code, copy]) {
      expect(message.text).toContain('Hire Marketplace')
      expect(message.text).toContain('help@example.com')
      expect(message.html).toContain('Hire Marketplace')
      expect(message.html).toContain('<a href="mailto:help@example.com">help@example.com</a>')
    }
    expect(code.subject).toBe('Reset your password')
    expect(code.text).toContain('code to reset your password is 12345.')
    expect(code.html).toContain('>12345</strong>')
  })

  it('escapes what people wrote in the HTML body and keeps it as written in the text', () => {
    const message = notificationMessage(brand, {
      title: 'New question <b>',
      message: 'Is it "free"? <script>alert(1)</script>\nThanks & bye',
      path: '/item/1?tab=questions&x="y"',
    })
    expect(message.html).not.toContain('<script>')
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Thanks &amp; bye')
    expect(message.html).toContain('<strong>New question &lt;b&gt;</strong>')
    expect(message.html).toContain(
      'href="https://hire.example/item/1?tab=questions&amp;x=&quot;y&quot;"',
    )
    expect(message.text).toContain('Is it "free"? <script>alert(1)</script>')
    expect(message.text).toContain('Open: https://hire.example/item/1?tab=questions&x="y"')
  })

  it('keeps SMS to one line', () => {
    expect(codeSms(brand, { purpose: 'change-phone', code: '54321' })).toBe(
      'Your Hire Marketplace code to confirm your phone number is 54321. It expires in 10 minutes.',
    )
    expect(notificationSms({ title: 'Booking approved', message: 'See you Sunday' })).toBe(
      'Booking approved: See you Sunday',
    )
  })

  it('defaults the support address and leaves links relative without a site', () => {
    const plain = brandFrom({})
    expect(plain.supportEmail).toBe('support@hiremarketplace.com.au')
    expect(notificationMessage(plain, { title: 't', message: 'm', path: '/a' }).text).toContain(
      'Open: /a',
    )
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;')
  })
})
