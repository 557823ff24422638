import { useState } from 'react'
import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { fullNameOf } from './intern-profile.api'
import { WIZARD_PHOTO_TYPES, wizardPhotoProblem } from './intern-file-checks'
import { ProfilePhoto } from './ProfilePhoto'
import { usePhotoUpload } from './useProfileFiles'

/** Step 2: a photo (JPEG, PNG, JPG or SVG, at most 20MB), previewed once set, with Reset. */
export function PhotoStep({ intern }: { intern: InternMe }) {
  const photo = usePhotoUpload(wizardPhotoProblem, INTERN_MESSAGES.profileImageSaved)
  const [isPicking, setIsPicking] = useState(!intern.profileImageUrl)

  if (!isPicking && intern.profileImageUrl) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <ProfilePhoto
          url={intern.profileImageUrl}
          name={fullNameOf(intern)}
          className="h-32 w-32"
        />
        <p className="text-sm font-medium text-accent-700">Your photo is on your profile.</p>
        <Button variant="secondary" onClick={() => setIsPicking(true)}>
          Reset
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <FileDropzone
        label="Profile photo"
        hint="JPEG, PNG, JPG or SVG, at most 20MB"
        accept={WIZARD_PHOTO_TYPES.join(',')}
        error={photo.problem ?? undefined}
        progress={photo.progress}
        disabled={photo.isBusy}
        onFiles={(files) => void photo.pick(files[0]).then((isSet) => isSet && setIsPicking(false))}
      />
      {intern.profileImageUrl && (
        <Button variant="ghost" onClick={() => setIsPicking(false)} disabled={photo.isBusy}>
          Keep the current photo
        </Button>
      )}
    </div>
  )
}
