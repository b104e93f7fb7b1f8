/** Password hashing with node's scrypt: `scrypt$N$r$p$salt$hash`, all base64url. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const params = { N: 16384, r: 8, p: 1 }
const keyLength = 32

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params.N, params.r, params.p)
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  const expected = Buffer.from(parts[5] ?? '', 'base64url')
  const actual = await derive(password, Buffer.from(parts[4] ?? '', 'base64url'), N, r, p)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
