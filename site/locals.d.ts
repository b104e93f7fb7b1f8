// What site/middleware.ts hands every page.
declare namespace App {
  interface Locals {
    /** nonce of this response's CSP, for the page's own inline scripts */
    cspNonce: string
    /** set by a page every signed-out visitor sees alike, complete: it may be served again */
    sharedPage?: boolean
  }
}
