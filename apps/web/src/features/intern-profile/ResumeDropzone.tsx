import { FileDropzone } from '../../components/ui/FileDropzone'
import { RESUME_ACCEPT } from './intern-file-checks'
import type { ResumeUpload } from './useProfileFiles'

/** The resume picker, with the upload's checks and progress. */
export function ResumeDropzone({
  label,
  hint,
  resume,
}: {
  label: string
  hint: string
  resume: ResumeUpload
}) {
  return (
    <FileDropzone
      label={label}
      hint={hint}
      accept={RESUME_ACCEPT}
      error={resume.problem ?? undefined}
      progress={resume.progress}
      disabled={resume.isBusy}
      onFiles={resume.pick}
    />
  )
}
