import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { CompanyMe } from '@app/domain'
import { useDraftAutosave, useFormDraft } from '../../components/profile/useFormDraft'
import { Button } from '../../components/ui/Button'
import { StepButtons } from '../../components/profile/StepButtons'
import { toast } from '../../components/ui/toast'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { SocialLinksFields } from './SocialLinksFields'
import { SocialLinkList } from './SocialLinkList'
import { SocialLinksFormSchema, socialLinksOf, toSocialMedia } from './social-links'

type SocialLinksValues = ReturnType<typeof socialLinksOf>

/**
 * Step 4: links to the company's pages; every one is optional. What is typed is kept as a draft
 * on this device until submitted.
 */
export function SocialMediaStep({ company }: { company: CompanyMe }) {
  const save = useSaveCompanyProfile('set-socials')
  const draft = useFormDraft<SocialLinksValues>(`companyProfileDraft.socialMedia.${company.id}`)
  const [isUpdated, setIsUpdated] = useState(company.steps.socialMedia && !draft.draft)
  const form = useForm({
    resolver: zodResolver(SocialLinksFormSchema),
    defaultValues: draft.draft ?? socialLinksOf(company),
    mode: 'onTouched',
  })
  const cancelAutosave = useDraftAutosave(form, draft.save)

  const onSubmit = form.handleSubmit(async (links) => {
    try {
      const saved = await save.mutateAsync(toSocialMedia(links))
      cancelAutosave()
      draft.clear()
      form.reset(socialLinksOf(saved))
      setIsUpdated(true)
    } catch (error) {
      toast.error(messageFor(error, PROFILE_TOASTS.socialFailed))
    }
  })

  if (isUpdated) {
    return (
      <div className="space-y-4 text-center">
        <p role="status" className="text-lg font-semibold text-accent-700">
          Social Media Links Updated!
        </p>
        <SocialLinkList socialMedia={company.socialMedia} className="text-left" />
        <Button variant="secondary" onClick={() => setIsUpdated(false)}>
          Edit Links
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Social Media Handles">
      <SocialLinksFields form={form} />
      <StepButtons isSaving={save.isPending} />
    </form>
  )
}
