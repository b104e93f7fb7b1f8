/** User-facing messages shared by every area, in the specification's exact wording. */
export const messages = {
  emailExists: 'Email id already exists',
  invalidCredential: 'Invalid Credential',
  requestTimeout: 'Request Timeout',
  somethingWentWrong: 'Some thing went wrong',
  userGone: 'THIS USER DOES NOT EXIST OR LOGGED INTO ANOTHER DEVICE.',
  loginFailed: 'Uh-oh, something went wrong',
  noResult: 'No result found',
  locationBlocked:
    'You have blocked your location. To use this, change your location settings in browser.',
  geolocationUnsupported: 'Geolocation is not supported for this browser.',
  underConstruction: 'This Page is under construction. Please come back later.',
  offline: 'You are offline. Check your connection.',
} as const
