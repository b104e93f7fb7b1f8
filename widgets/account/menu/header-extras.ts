/**
 * The site header's code that loads on first need (menu opened, a guest prompt, the tour):
 * nothing here weighs on a page before the visitor interacts.
 */

export { startTour } from '../../../shared/stores/account/tour.ts'
export { promptSignIn } from '../../../shared/stores/core/auth-prompt.ts'
export { accountMenuItems } from './account-menu.ts'
export { HeaderOverlays, headerOwner } from './HeaderOverlays.tsx'
export { ProfileMenu } from './ProfileMenu.tsx'
