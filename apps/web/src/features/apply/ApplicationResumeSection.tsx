import { useState } from 'react'
import { APPLY_PAGE_WORDS, INTERN_MESSAGES } from '@app/domain'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { toast } from '../../components/ui/toast'
import { checkResumeFile, useReplaceResume } from './apply.api'

function CurrentResume({ resumeUrl }: { resumeUrl: string | null }) {
  if (!resumeUrl) {
    return (
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4">
        <p className="font-semibold text-amber-900">{APPLY_PAGE_WORDS.noResume}</p>
        <p className="text-sm text-amber-900">{APPLY_PAGE_WORDS.pleaseUpload}</p>
      </div>
    )
  }
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 flex-none items-center justify-center rounded-md bg-red-100 text-xs font-bold text-red-700"
      >
        PDF
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{APPLY_PAGE_WORDS.currentResume}</p>
        <p className="text-xs text-slate-500">{APPLY_PAGE_WORDS.currentResumeNote}</p>
      </div>
      <a
        href={resumeUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        View<span className="sr-only"> your resume (opens in a new tab)</span>
      </a>
    </div>
  )
}

interface ApplicationResumeSectionProps {
  resumeUrl: string | null
  /** Tells the page an upload is running, so it can hold Proceed or Submit back. */
  onBusyChange?: (isBusy: boolean) => void
  uploadLabel?: string
}

/** The resume on file, and a PDF-only picker to replace it. */
export function ApplicationResumeSection({
  resumeUrl,
  onBusyChange,
  uploadLabel = 'Upload a different CV',
}: ApplicationResumeSectionProps) {
  const replace = useReplaceResume()
  const [error, setError] = useState('')

  const onFiles = (files: File[]) => {
    const file = files[0]
    if (!file) return
    const problem = checkResumeFile(file)
    setError(problem ?? '')
    if (problem) return
    onBusyChange?.(true)
    replace.mutate(file, {
      onSuccess: () => toast.success(INTERN_MESSAGES.resumeSaved),
      onError: (failure) => setError(failure.message || 'Failed to upload resume'),
      onSettled: () => onBusyChange?.(false),
    })
  }

  return (
    <section aria-labelledby="resume-title" className="space-y-3">
      <h2 id="resume-title" className="text-lg font-semibold text-brand-900">
        Resume
      </h2>
      <CurrentResume resumeUrl={resumeUrl} />
      <FileDropzone
        label={uploadLabel}
        accept="application/pdf"
        hint="PDF only, up to 10MB."
        onFiles={onFiles}
        disabled={replace.isPending}
        progress={replace.isPending ? replace.progress : null}
        error={error}
      />
    </section>
  )
}
