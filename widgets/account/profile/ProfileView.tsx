/**
 * /edit-profile (spec part 1 section 4 "Profile"): photo, personal information (names and
 * address), and account and security (email, phone, password, ID).
 */
import { useState } from 'react'
import type { IdPhotos } from '../../../shared/domain/account/profile-form.ts'
import type { AccountViewProps } from '../views.ts'
import { accountView } from './AccountPage.tsx'
import { ContactSection } from './ContactSection.tsx'
import { LoadedProfile } from './LoadedProfile.tsx'
import { PersonalForm } from './PersonalForm.tsx'
import { PhotoSection } from './PhotoSection.tsx'

function Profile({ owner }: AccountViewProps) {
  const [idPhotos, setIdPhotos] = useState<IdPhotos | null>(null)
  return (
    <LoadedProfile loading="Loading your profile" rows={8}>
      {(user) => (
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
      )}
    </LoadedProfile>
  )
}

export default accountView(Profile)
