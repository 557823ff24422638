import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { CV_LABELS, INTERN_MESSAGES } from '@app/domain'
import { EditableSection } from '../../components/profile/EditableSection'
import { paths } from '../../lib/paths'
import { SelectedFileName } from '../../components/profile/DocumentStep'
import { INTERN_TEXTS } from './intern-profile.messages'
import { ResumeDropzone } from './ResumeDropzone'
import type { InternSectionProps } from './intern-section-props'
import { useResumeUpload } from './useProfileFiles'

/** The current resume, and in edit a new one: uploaded, then set (two steps, spec §7). */
export function ProfileResumeSection({ intern, onSaved, onEditingChange }: InternSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const resume = useResumeUpload({
    failed: INTERN_TEXTS.resumeFailed,
    saved: INTERN_MESSAGES.resumeSaved,
  })
  useEffect(
    () => onEditingChange?.(isEditing ? formId : null),
    [isEditing, formId, onEditingChange],
  )

  const close = () => {
    resume.reset()
    setIsEditing(false)
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (await resume.submit()) {
      close()
      onSaved()
    }
  }

  return (
    <EditableSection
      title="Resume/Curriculum Vitae"
      isEditing={isEditing}
      isSaving={resume.isBusy}
      onEdit={() => setIsEditing(true)}
      onCancel={close}
      formId={formId}
    >
      {intern.resumeUrl ? (
        <p className="text-sm">
          {/* A signed link that expires; the server sends the file as a download. */}
          <a
            href={intern.resumeUrl}
            download
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-900"
          >
            View your resume
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-500">{INTERN_TEXTS.noResume}</p>
      )}
      <Link
        to={paths.intern.cv.href()}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {CV_LABELS.buildFromProfile}
      </Link>
      {isEditing && (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Resume/Curriculum Vitae"
          className="mt-4 space-y-3"
        >
          <ResumeDropzone label="New resume" hint="PDF, DOC or DOCX, under 10MB" resume={resume} />
          <SelectedFileName file={resume.file} />
        </form>
      )}
    </EditableSection>
  )
}
