import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { PictureStep } from '../../components/profile/PictureStep'
import { fullNameOf } from './intern-profile.api'
import { WIZARD_PHOTO_TYPES, wizardPhotoProblem } from './intern-file-checks'
import { ProfilePhoto } from './ProfilePhoto'
import { usePhotoUpload } from './useProfileFiles'

/** Step 2: a photo (JPEG, PNG, JPG or SVG, at most 20MB), previewed once set, with Reset. */
export function PhotoStep({ intern }: { intern: InternMe }) {
  const photo = usePhotoUpload(wizardPhotoProblem, INTERN_MESSAGES.profileImageSaved)
  return (
    <PictureStep
      current={
        intern.profileImageUrl ? (
          <ProfilePhoto
            url={intern.profileImageUrl}
            name={fullNameOf(intern)}
            className="h-32 w-32"
          />
        ) : null
      }
      setText="Your photo is on your profile."
      keepText="Keep the current photo"
      label="Profile photo"
      hint="JPEG, PNG, JPG or SVG, at most 20MB"
      accept={WIZARD_PHOTO_TYPES.join(',')}
      problem={photo.problem}
      progress={photo.progress}
      isBusy={photo.isBusy}
      onFile={photo.pick}
    />
  )
}
