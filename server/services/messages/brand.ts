/**
 * Who the product's messages come from: its name, the address people can write to for
 * help, and the site links in messages point at. Read once from the environment
 * (SUPPORT_EMAIL, SITE_URL else PUBLIC_URL); the defaults suit the sandbox.
 */
export interface Brand {
  productName: string
  supportEmail: string
  /** origin that relative links in messages are made absolute with; null keeps them relative */
  siteUrl: string | null
}

export const defaultSupportEmail = 'support@hiremarketplace.com.au'

function originOf(value: string | undefined): string | null {
  if (!value?.trim()) return null
  try {
    return new URL(value.trim()).origin
  } catch {
    return null
  }
}

export function brandFrom(env: Record<string, string | undefined>): Brand {
  return {
    productName: 'Hire Marketplace',
    supportEmail: env.SUPPORT_EMAIL?.trim() || defaultSupportEmail,
    siteUrl: originOf(env.SITE_URL) ?? originOf(env.PUBLIC_URL),
  }
}

let cached: Brand | null = null

/** The brand of this process (the environment does not change while it runs). */
export function brand(): Brand {
  cached ??= brandFrom(process.env)
  return cached
}
