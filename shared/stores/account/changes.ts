/**
 * Changes to the signed-in user's credentials from the profile page: password
 * (PUT /user/change-password), email (POST /user/change-email, then the code sent to the new
 * address with PATCH /user/verify-change-email) and phone (POST /user/change-mobileNo, then
 * the SMS code with POST /user/verify-change-otp). Answers carrying the user update $profile.
 */
import { api } from '../../api/client.ts'
import { accountCalls, type ChangeEmailData } from '../../contract/account/account.ts'
import { type ProfileData, profileCalls } from '../../contract/account/profile.ts'
import { withPlus } from '../../contract/account/rules.ts'
import { applyUser } from './profile.ts'

export async function changePassword(oldPassword: string, password: string): Promise<void> {
  await api.put(accountCalls.changePassword.path, {
    auth: 'bearer',
    body: { oldPassword, password },
  })
}

/** Sends a code to the new address; resolves with the address it went to. */
export async function requestEmailChange(email: string, password: string): Promise<string> {
  const data = await api.post<ChangeEmailData>(accountCalls.changeEmail.path, {
    auth: 'bearer',
    body: { email: email.trim(), password },
  })
  return data?.email ?? email.trim()
}

export async function verifyEmailChange(email: string, otp: string): Promise<void> {
  const data = await api.patch<ProfileData>(accountCalls.verifyChangeEmail.path, {
    auth: 'bearer',
    body: { email, otp },
  })
  applyUser(data.user)
}

export interface PhoneNumber {
  countryCode: string
  mobileNo: string
}

function phoneBody(phone: PhoneNumber) {
  return { countryCode: withPlus(phone.countryCode), mobileNo: phone.mobileNo.replace(/\s/g, '') }
}

/** Sends an SMS code to the new number. */
export async function requestPhoneChange(phone: PhoneNumber): Promise<void> {
  await api.post(profileCalls.changeMobileNo.path, { auth: 'bearer', body: phoneBody(phone) })
}

/** Confirms the new number with its code: it is then stored and verified. */
export async function verifyPhoneChange(phone: PhoneNumber, otp: string): Promise<void> {
  const data = await api.post<ProfileData>(profileCalls.verifyChangeOtp.path, {
    auth: 'bearer',
    body: { ...phoneBody(phone), otp },
  })
  applyUser(data.user)
}
