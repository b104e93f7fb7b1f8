/**
 * Links into the marketplace site. On our own pages they are site-relative; embedded on a
 * partner's page the widget passes the marketplace origin so they leave for our site.
 */
export function siteLink(path: string, base = ''): string {
  return `${base.replace(/\/$/, '')}${path}`
}

export const itemPath = (itemId: string) => `/equipments/${encodeURIComponent(itemId)}`
export const supplierPath = (userId: string) => `/supplier/profile/${encodeURIComponent(userId)}`
/** 'All related items' (spec part 1: /list/equipments/RELATED_ITEM/{id}, 12 a page). */
export const relatedItemsPath = (itemId: string) =>
  `/list/equipments/RELATED_ITEM/${encodeURIComponent(itemId)}`
