import { useState } from 'react'
import type { CompanyMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { FileDropzone } from '../../components/ui/FileDropzone'
import { toast } from '../../components/ui/toast'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor, useUploadFile } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { CompanyAvatar } from './CompanyAvatar'
import { LOGO_TYPES, logoProblem } from './company-file-checks'

/** Step 2: a logo, checked here for type and the 20KB limit, uploaded, then set on the profile. */
export function LogoStep({ company }: { company: CompanyMe }) {
  const save = useSaveCompanyProfile('update-logo')
  const upload = useUploadFile()
  const [isPicking, setIsPicking] = useState(!company.logoUrl)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const onFiles = async (files: File[]) => {
    const file = files[0]
    if (!file) return
    const reason = logoProblem(file)
    setProblem(reason)
    if (reason) return

    setProgress(0)
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setProgress })
      if (!uploaded.fileUrl) {
        setProblem(PROFILE_TOASTS.logoNoUrl)
        toast.error(PROFILE_TOASTS.logoNoUrl)
        return
      }
      await save.mutateAsync({ logoUrl: uploaded.fileUrl })
      setIsPicking(false)
      toast.success(PROFILE_TOASTS.logoSaved)
    } catch (error) {
      const message = messageFor(error, PROFILE_TOASTS.logoFailed)
      setProblem(message)
      toast.error(message)
    } finally {
      setProgress(null)
    }
  }

  if (!isPicking && company.logoUrl) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <CompanyAvatar name={company.companyName} logoUrl={company.logoUrl} className="h-32 w-32" />
        <p className="text-sm font-medium text-accent-700">Your logo is on your profile.</p>
        <Button variant="secondary" onClick={() => setIsPicking(true)}>
          Reset
        </Button>
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <FileDropzone
        label="Company logo"
        hint="JPEG, PNG, JPG or SVG, at most 20KB"
        accept={LOGO_TYPES.join(',')}
        error={problem ?? undefined}
        progress={progress}
        disabled={progress !== null}
        onFiles={(files) => void onFiles(files)}
      />
      {company.logoUrl && (
        <Button variant="ghost" onClick={() => setIsPicking(false)} disabled={progress !== null}>
          Keep the current logo
        </Button>
      )}
    </div>
  )
}
