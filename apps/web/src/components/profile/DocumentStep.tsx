import { useState, type ReactNode } from 'react'
import { Button } from '../ui/Button'

/** The picked file's name, before it is uploaded. */
export function SelectedFileName({ file }: { file: File | null }) {
  if (!file) return null
  return (
    <p className="text-sm text-slate-700">
      Selected: <span className="font-medium break-all">{file.name}</span>
    </p>
  )
}

interface DocumentStepProps {
  /** The link to the saved document, or null while none is saved. */
  savedLink: ReactNode | null
  /** The picker, with its checks and progress. */
  dropzone: ReactNode
  file: File | null
  isBusy: boolean
  /** Uploads the picked file and sets it; true when that went through. */
  onUpload: () => Promise<boolean>
}

/**
 * A wizard's document step: the saved document with a way to replace it, or a picker with Upload
 * and, where one is saved, a way back to keeping it.
 */
export function DocumentStep({ savedLink, dropzone, file, isBusy, onUpload }: DocumentStepProps) {
  const [isUploaded, setIsUploaded] = useState(!!savedLink)

  if (isUploaded && savedLink) {
    return (
      <div className="space-y-3 text-center">
        <p role="status" className="text-lg font-semibold text-accent-700">
          Document Uploaded Successfully!
        </p>
        {savedLink}
        <Button variant="secondary" onClick={() => setIsUploaded(false)}>
          Upload New Document
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      {dropzone}
      <SelectedFileName file={file} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        {savedLink && (
          <Button variant="ghost" onClick={() => setIsUploaded(true)} disabled={isBusy}>
            Keep the current document
          </Button>
        )}
        <Button
          onClick={() => void onUpload().then((isSent) => isSent && setIsUploaded(true))}
          disabled={isBusy}
        >
          {isBusy ? 'Uploading...' : 'Upload Document'}
        </Button>
      </div>
    </div>
  )
}
