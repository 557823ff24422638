import { useState } from 'react'
import { FILE_MESSAGES, type CompanyMe } from '@app/domain'
import { DocumentStep } from '../../components/profile/DocumentStep'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { toast } from '../../components/ui/toast'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor, useUploadFile } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { documentProblem } from './company-file-checks'

/** Step 5: the CAC document, a PDF checked by its first bytes here and again on the server. */
export function VerificationDocumentStep({ company }: { company: CompanyMe }) {
  const save = useSaveCompanyProfile('set-documents')
  const upload = useUploadFile()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const isBusy = progress !== null || save.isPending

  const onFiles = async (files: File[]) => {
    const picked = files[0]
    // A cancelled picker or a drop of something else leaves the step as it was.
    if (!picked) return
    const reason = await documentProblem(picked)
    setProblem(reason)
    setFile(reason ? null : picked)
  }

  const onUpload = async () => {
    if (!file) {
      // After a refused file, its reason says more than 'select a document'.
      setProblem((shown) => shown ?? FILE_MESSAGES.documentRequired)
      return false
    }
    setProgress(0)
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setProgress })
      if (!uploaded.fileUrl) throw new Error(PROFILE_TOASTS.logoNoUrl)
      await save.mutateAsync({ type: 'CAC_Document', fileName: file.name, s3Url: uploaded.fileUrl })
      setFile(null)
      toast.success(PROFILE_TOASTS.documentSaved)
      return true
    } catch (error) {
      const message = messageFor(error, PROFILE_TOASTS.documentFailed)
      setProblem(message)
      toast.error(message)
      return false
    } finally {
      setProgress(null)
    }
  }

  const saved = company.verificationDocument
  return (
    <DocumentStep
      savedLink={
        saved && (
          <p className="text-sm break-all text-slate-600">
            {/* A signed link that expires; the server sends the PDF as a download. */}
            <a
              href={saved.s3Url}
              className="font-medium text-brand-700 underline hover:text-brand-900"
              download
            >
              {saved.fileName}
            </a>
          </p>
        )
      }
      dropzone={
        <FileDropzone
          label="CAC document"
          hint="PDF only"
          accept="application/pdf,.pdf"
          error={problem ?? undefined}
          progress={progress}
          disabled={isBusy}
          onFiles={(files) => void onFiles(files)}
        />
      }
      file={file}
      isBusy={isBusy}
      onUpload={onUpload}
    />
  )
}
