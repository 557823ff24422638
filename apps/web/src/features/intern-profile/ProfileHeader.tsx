import { useId } from 'react'
import { Link } from 'react-router'
import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { paths } from '../../lib/paths'
import { fullNameOf } from './intern-profile.api'
import { PROFILE_PHOTO_TYPES, profilePhotoProblem } from './intern-file-checks'
import { ProfilePhoto } from './ProfilePhoto'
import { usePhotoUpload } from './useProfileFiles'
import { formatStudyYears } from '../../lib/screen-format'

interface ProfileHeaderProps {
  intern: InternMe
  /** Education, resume or media is open: the main button saves them instead of previewing. */
  hasOpenEdits: boolean
  onSaveChanges: () => void
}

/** Photo (changed here: JPEG/PNG under 5MB), name, and the page's main button. */
export function ProfileHeader({ intern, hasOpenEdits, onSaveChanges }: ProfileHeaderProps) {
  const photoInput = useId()
  const photo = usePhotoUpload(profilePhotoProblem, INTERN_MESSAGES.profileImageSaved)
  const name = fullNameOf(intern)
  const study = [intern.fieldOfStudy, intern.institutionName].filter(Boolean).join(', ')

  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ProfilePhoto url={intern.profileImageUrl} name={name} />
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-brand-900 sm:text-2xl">
            {name || 'Your profile'}
          </h1>
          {study && (
            <p className="text-sm text-slate-600">
              {study}
              {intern.yearOfEntry ? ` (${formatStudyYears(intern)})` : ''}
            </p>
          )}
          <input
            id={photoInput}
            type="file"
            accept={PROFILE_PHOTO_TYPES.join(',')}
            className="peer sr-only"
            disabled={photo.isBusy}
            aria-describedby={photo.problem ? `${photoInput}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              void photo.pick(file)
            }}
          />
          <label
            htmlFor={photoInput}
            className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700 underline peer-focus-visible:ring-4 peer-focus-visible:ring-brand-100 hover:text-brand-900"
          >
            {photo.isBusy ? 'Uploading photo…' : 'Change photo'}
          </label>
          {photo.problem && (
            <p id={`${photoInput}-error`} role="alert" className="text-sm text-red-600">
              {photo.problem}
            </p>
          )}
        </div>
      </div>
      {hasOpenEdits ? (
        <Button className="shrink-0" onClick={onSaveChanges}>
          Save Changes
        </Button>
      ) : (
        <Link to={paths.intern.preview.href()} className={buttonClass('secondary', 'shrink-0')}>
          Preview Profile
        </Link>
      )}
    </header>
  )
}
