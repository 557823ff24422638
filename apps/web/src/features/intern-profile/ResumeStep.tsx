import { useState } from 'react'
import { INTERN_MESSAGES, type InternMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { INTERN_TEXTS } from './intern-profile.messages'
import { RESUME_ACCEPT, resumeProblem } from './file-checks'
import { useResumeUpload } from './useProfileFiles'

/** Step 5: a resume, CV or SIWES/IT/NYSC letter; chosen, then uploaded on the button. */
export function ResumeStep({ intern }: { intern: InternMe }) {
  const resume = useResumeUpload({
    failed: INTERN_TEXTS.documentFailed,
    saved: INTERN_MESSAGES.documentUploaded,
  })
  const [isUploaded, setIsUploaded] = useState(!!intern.resumeUrl)
  const [file, setFile] = useState<File | null>(null)

  const onUpload = async () => {
    const reason = resumeProblem(file)
    resume.setProblem(reason)
    if (reason || !file) return
    if (await resume.send(file)) {
      setFile(null)
      setIsUploaded(true)
    }
  }

  if (isUploaded && intern.resumeUrl) {
    return (
      <div className="space-y-3 text-center">
        <p role="status" className="text-lg font-semibold text-accent-600">
          Document Uploaded Successfully!
        </p>
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
        <Button variant="secondary" onClick={() => setIsUploaded(false)}>
          Upload New Document
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <FileDropzone
        label="Resume or letter"
        hint="PDF, DOC or DOCX, at most 10MB"
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
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {intern.resumeUrl && (
          <Button variant="ghost" onClick={() => setIsUploaded(true)} disabled={resume.isBusy}>
            Keep the current document
          </Button>
        )}
        <Button onClick={() => void onUpload()} disabled={resume.isBusy}>
          {resume.isBusy ? 'Uploading...' : 'Upload Document'}
        </Button>
      </div>
    </div>
  )
}
