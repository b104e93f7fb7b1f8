/**
 * /edit-profile (spec part 1 section 4 "Profile"): photo, personal information (names and
 * address), and account and security (email, phone, password, ID).
 */
import { useEffect, useState } from 'react'
import type { IdPhotos } from '../../../shared/domain/account/profile-form.ts'
import { $profile, loadProfile } from '../../../shared/stores/account/profile.ts'
import { useStore } from '../../runtime/use-store.ts'
import type { AccountViewProps } from '../views.ts'
import { AccountPage, LoadError, Loading } from './AccountPage.tsx'
import { ContactSection } from './ContactSection.tsx'
import { PersonalForm } from './PersonalForm.tsx'
import { PhotoSection } from './PhotoSection.tsx'

function Profile({ owner }: AccountViewProps) {
  const profile = useStore($profile)
  const [idPhotos, setIdPhotos] = useState<IdPhotos | null>(null)
  useEffect(() => {
    void loadProfile()
  }, [])

  const user = profile.user
  if (!user) {
    return profile.status === 'error' ? (
      <LoadError message={profile.error ?? ''} retry={() => void loadProfile()} />
    ) : (
      <Loading label="Loading your profile" rows={8} />
    )
  }
  return (
    <>
      <PhotoSection user={user} owner={owner} />
      <PersonalForm
        user={user}
        owner={owner}
        idPhotos={idPhotos}
        onSaved={() => setIdPhotos(null)}
      />
      <ContactSection user={user} owner={owner} idPhotos={idPhotos} onIdPhotos={setIdPhotos} />
    </>
  )
}

export default function ProfileView(props: AccountViewProps) {
  return (
    <AccountPage>
      <Profile {...props} />
    </AccountPage>
  )
}
