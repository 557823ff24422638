import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useSaveCompanyProfile } from './company-profile.api'
import { SECTION_TEXTS } from './company-profile.messages'
import { EditableSection } from '../../components/profile/EditableSection'
import type { EditorSectionProps } from './company-section-props'
import { SocialLinkList } from './SocialLinkList'
import { SocialLinksFields } from './SocialLinksFields'
import { SocialLinksFormSchema, socialLinksOf, toSocialMedia } from './social-links'

const TEXTS = SECTION_TEXTS.socialLinks

export function SocialLinksSection({ company, onSaved, onFailed }: EditorSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const save = useSaveCompanyProfile('set-socials')
  const form = useForm({
    resolver: zodResolver(SocialLinksFormSchema),
    defaultValues: socialLinksOf(company),
    mode: 'onTouched',
  })

  const onSubmit = form.handleSubmit(async (links) => {
    onFailed(null)
    try {
      const saved = await save.mutateAsync(toSocialMedia(links))
      form.reset(socialLinksOf(saved))
      setIsEditing(false)
      onSaved(TEXTS.saved)
    } catch {
      onFailed(TEXTS.failed)
    }
  })

  return (
    <EditableSection
      title={TEXTS.title}
      isEditing={isEditing}
      isSaving={save.isPending}
      onEdit={() => {
        form.reset(socialLinksOf(company))
        onFailed(null)
        setIsEditing(true)
      }}
      onCancel={() => {
        form.reset(socialLinksOf(company))
        setIsEditing(false)
      }}
      formId={formId}
    >
      {isEditing ? (
        <form id={formId} noValidate onSubmit={onSubmit} aria-label={TEXTS.title}>
          <SocialLinksFields form={form} />
        </form>
      ) : (
        <SocialLinkList socialMedia={company.socialMedia} />
      )}
    </EditableSection>
  )
}
