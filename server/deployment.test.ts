import { describe, expect, it } from 'vitest'
import { deploymentProblem } from './deployment.ts'

const s3 = {
  bucket: 'media',
  region: 'ap-southeast-2',
  endpoint: 'https://s3.ap-southeast-2.amazonaws.com',
  accessKeyId: 'AKIA',
  secretAccessKey: 'secret',
  pathStyle: false,
  publicUrl: 'https://cdn.example.com',
}

const real = {
  sandbox: false,
  databaseUrl: 'postgres://db/hire',
  apiKey: 'k',
  clientId: 'c',
  clientSecret: 's',
  stripeSecretKey: 'sk_live_x',
  publicUrl: 'https://api.example.com',
  s3,
  smtp: { url: 'smtps://user:pass@smtp.example.com:465', from: 'Hire <no-reply@example.com>' },
  sms: { apiUrl: 'https://api.twilio.com', accountSid: 'AC1', authToken: 't', from: '+614' },
}

const sandbox = {
  ...real,
  sandbox: true,
  databaseUrl: undefined,
  apiKey: 'sandbox',
  clientId: 'sandbox',
  clientSecret: 'sandbox',
  stripeSecretKey: undefined,
  publicUrl: undefined,
  s3: undefined,
  smtp: undefined,
  sms: undefined,
}

describe('deploymentProblem', () => {
  it('lets the local sandbox start with nothing configured', () => {
    expect(deploymentProblem(sandbox, {})).toBeNull()
  })

  it('lets a fully configured deployment start', () => {
    expect(deploymentProblem(real, {})).toBeNull()
    // A shared folder instead of a bucket is a choice too.
    expect(deploymentProblem({ ...real, s3: undefined }, { MEDIA_DIR: '/srv/media' })).toBeNull()
  })

  it('names everything a real deployment still lacks', () => {
    const problem = deploymentProblem({ ...sandbox, sandbox: false }, {})
    expect(problem).toMatch(/^Refusing to start with SANDBOX=false: /)
    for (const part of [
      'DATABASE_URL (PostgreSQL) is not set',
      'API_KEY is the public sandbox key',
      'CLIENT_ID is the sandbox client',
      'CLIENT_SECRET is the public sandbox secret',
      'STRIPE_SECRET_KEY is not set',
      'SMTP_URL is not set',
      'SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set',
      'neither S3_BUCKET nor a shared MEDIA_DIR is set',
      'PUBLIC_URL is not set',
    ]) {
      expect(problem).toContain(part)
    }
  })

  it('refuses one missing piece on its own', () => {
    expect(deploymentProblem({ ...real, smtp: undefined }, {})).toBe(
      'Refusing to start with SANDBOX=false: SMTP_URL is not set (codes would reach no one). See "Running a real deployment" in README.md.',
    )
  })

  it('refuses half-set services even in the sandbox', () => {
    expect(
      deploymentProblem({ ...sandbox, s3: { ...s3, accessKeyId: '', secretAccessKey: '' } }, {}),
    ).toContain('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
    expect(deploymentProblem(sandbox, { SMS_ACCOUNT_SID: 'AC1' })).toContain(
      'SMS is half configured (set SMS_AUTH_TOKEN, SMS_FROM)',
    )
    expect(
      deploymentProblem({ ...sandbox, smtp: { url: 'mail.example.com', from: 'x' } }, {}),
    ).toContain('SMTP_URL must look like smtp://')
  })
})
