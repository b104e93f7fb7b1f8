// What site/middleware.ts hands every page.
declare namespace App {
  interface Locals {
    /** nonce of this response's CSP, for the page's own inline scripts */
    cspNonce: string
  }
}
