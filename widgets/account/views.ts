/**
 * Every view `<hire-account view="…">` can show, each its own chunk loaded on demand.
 * A view module default-exports a component taking `AccountViewProps`.
 */
import type { ComponentType } from 'react'

export interface AccountViewProps {
  /** The widget's id: owns the feedback (toasts, dialogs) the view raises. */
  owner: string
  /** Where to go when the flow finishes, when the page wants somewhere other than the default. */
  next?: string | undefined
}

export type AccountViewModule = { default: ComponentType<AccountViewProps> }

export const views: Record<string, () => Promise<AccountViewModule>> = {
  'user-type': () => import('./auth/user-type/UserTypeView.tsx'),
  'individual-redirect': () => import('./auth/user-type/IndividualRedirectView.tsx'),
  login: () => import('./auth/login/LoginView.tsx'),
  signup: () => import('./auth/signup/SignupView.tsx'),
  'verify-code': () => import('./auth/code/VerifyCodeView.tsx'),
  'forgot-password': () => import('./auth/password/ForgotPasswordView.tsx'),
  'forgot-code': () => import('./auth/code/ForgotCodeView.tsx'),
  'reset-password': () => import('./auth/password/ResetPasswordView.tsx'),
  'complete-profile': () => import('./auth/profile/CompleteProfileView.tsx'),
  'id-photos': () => import('./auth/id-photos/IdPhotosView.tsx'),
  'favourite-categories': () => import('./auth/categories/FavouriteCategoriesView.tsx'),
  // The signed-in account pages (widgets/account/profile); their pages give the heading.
  profile: () => import('./profile/ProfileView.tsx'),
  settings: () => import('./profile/SettingsView.tsx'),
  invite: () => import('./profile/InviteView.tsx'),
  'change-password': () => import('./profile/ChangePasswordView.tsx'),
  'profile-detail': () => import('./profile/ProfileDetailView.tsx'),
}

/** The heading each view's page shows (rendered on the server too, before the view loads). */
export const viewTitles: Record<string, string> = {
  'user-type': 'Welcome',
  'individual-redirect': 'Log In',
  login: 'Log In',
  signup: 'Sign Up',
  'verify-code': 'Verify your email',
  'forgot-password': 'Forgot password',
  'forgot-code': 'Enter your reset code',
  'reset-password': 'Create New Password',
  'complete-profile': 'Almost done...',
  'id-photos': 'Your ID photos',
  'favourite-categories': 'Choose your favourite categories',
}
