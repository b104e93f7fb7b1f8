/**
 * What HTML from the API (legal content, stories) may keep, for DOMPurify: the HTML profile
 * without styles, forms, frames or embedded objects, and no data attributes. The site's
 * sanitiser (site/lib/sanitize.ts) and the sign-up's policy modal
 * (widgets/account/auth/signup/sanitize-policy.ts) add how each treats ids and links.
 */
export const contentHtmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'iframe',
    'object',
    'embed',
  ],
  ALLOW_DATA_ATTR: false,
}
