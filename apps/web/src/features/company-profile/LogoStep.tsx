import { useState } from 'react'
import type { CompanyMe } from '@app/domain'
import { PictureStep } from '../../components/profile/PictureStep'
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
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const onFile = async (file: File | undefined): Promise<boolean> => {
    if (!file) return false
    const reason = logoProblem(file)
    setProblem(reason)
    if (reason) return false

    setProgress(0)
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setProgress })
      if (!uploaded.fileUrl) {
        setProblem(PROFILE_TOASTS.logoNoUrl)
        toast.error(PROFILE_TOASTS.logoNoUrl)
        return false
      }
      await save.mutateAsync({ logoUrl: uploaded.fileUrl })
      toast.success(PROFILE_TOASTS.logoSaved)
      return true
    } catch (error) {
      const message = messageFor(error, PROFILE_TOASTS.logoFailed)
      setProblem(message)
      toast.error(message)
      return false
    } finally {
      setProgress(null)
    }
  }

  return (
    <PictureStep
      current={
        company.logoUrl ? (
          <CompanyAvatar
            name={company.companyName}
            logoUrl={company.logoUrl}
            className="h-32 w-32"
          />
        ) : null
      }
      setText="Your logo is on your profile."
      keepText="Keep the current logo"
      label="Company logo"
      hint="JPEG, PNG, JPG or SVG, at most 20KB"
      accept={LOGO_TYPES.join(',')}
      problem={problem}
      progress={progress}
      isBusy={progress !== null}
      onFile={onFile}
    />
  )
}
