/** A signed-in user as GET /user/profile answers it, for the account views' tests. */
import type { AccountUser } from '../../../shared/contract/account/profile.ts'

export const hirer: AccountUser = {
  _id: 'b6a7c1de-0000-4000-8000-000000000001',
  firstName: 'Harriet',
  lastName: 'Hirer',
  email: 'hirer@example.com',
  profilePicture: '',
  verifyStatus: 'PENDING',
  referralCode: 'HARRIET123',
  profileStep: 416,
  mobileNo: '412345678',
  countryCode: '+61',
  isPhoneVerified: true,
  location: { address: 'Bondi Beach NSW 2026', latitude: -33.89, longitude: 151.27 },
  documentFrontImage: '',
  documentBackImage: '',
  bankDetail: false,
  messageSetting: { email: true, push: false, sms: false },
  reminderSetting: { email: true, push: true, sms: false },
  userType: 'INDIVIDUAL',
}
