import { useEffect, useId, useState, type FormEvent } from 'react'
import { INTERN_MESSAGES } from '@app/domain'
import { EditableSection } from '../../components/profile/EditableSection'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { INTERN_TEXTS } from './intern-profile.messages'
import { RESUME_ACCEPT, resumeProblem } from './file-checks'
import type { InternSectionProps } from './section-props'
import { useResumeUpload } from './useProfileFiles'

/** The current resume, and in edit a new one: uploaded, then set (two steps, spec §7). */
export function ResumeSection({ intern, onSaved, onEditingChange }: InternSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const resume = useResumeUpload({
    failed: INTERN_TEXTS.resumeFailed,
    saved: INTERN_MESSAGES.resumeSaved,
  })
  useEffect(
    () => onEditingChange?.(isEditing ? formId : null),
    [isEditing, formId, onEditingChange],
  )

  const close = () => {
    setFile(null)
    resume.setProblem(null)
    setIsEditing(false)
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const reason = resumeProblem(file)
    resume.setProblem(reason)
    if (reason || !file) return
    if (await resume.send(file)) {
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
      {isEditing && (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Resume/Curriculum Vitae"
          className="mt-4 space-y-3"
        >
          <FileDropzone
            label="New resume"
            hint="PDF, DOC or DOCX, under 10MB"
            accept={RESUME_ACCEPT}
            error={resume.problem ?? undefined}
            progress={resume.progress}
            disabled={resume.isBusy}
            onFiles={(files) => {
              const picked = files[0] ?? null
              const reason = picked ? resumeProblem(picked) : null
              resume.setProblem(reason)
              setFile(reason ? null : picked)
            }}
          />
          {file && (
            <p className="text-sm text-slate-700">
              Selected: <span className="font-medium break-all">{file.name}</span>
            </p>
          )}
        </form>
      )}
    </EditableSection>
  )
}
