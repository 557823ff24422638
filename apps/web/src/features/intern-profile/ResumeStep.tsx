import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { DocumentStep } from '../../components/profile/DocumentStep'
import { INTERN_TEXTS } from './intern-profile.messages'
import { ResumeDropzone } from './ResumeDropzone'
import { useResumeUpload } from './useProfileFiles'

/** Step 5: a resume, CV or SIWES/IT/NYSC letter; chosen, then uploaded on the button. */
export function ResumeStep({ intern }: { intern: InternMe }) {
  const resume = useResumeUpload({
    failed: INTERN_TEXTS.documentFailed,
    saved: INTERN_MESSAGES.documentUploaded,
  })

  return (
    <DocumentStep
      savedLink={
        intern.resumeUrl && (
          <p className="text-sm">
            {/* A signed link that expires; the server sends the file as a download. */}
            <a
              href={intern.resumeUrl}
              className="font-medium text-brand-700 underline hover:text-brand-900"
              download
            >
              View your document
            </a>
          </p>
        )
      }
      dropzone={
        <ResumeDropzone
          label="Resume or letter"
          hint="PDF, DOC or DOCX, at most 10MB"
          resume={resume}
        />
      }
      file={resume.file}
      isBusy={resume.isBusy}
      onUpload={resume.submit}
    />
  )
}
