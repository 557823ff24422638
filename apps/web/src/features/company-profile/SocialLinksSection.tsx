import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useSaveCompanyProfile } from './company-profile.api'
import { SECTION_TEXTS } from './company-profile.messages'
import { EditableSection } from '../../components/profile/EditableSection'
import type { EditorSectionProps } from './company-section-props'
import { SocialLinkList } from './SocialLinkList'
import { SocialLinksFields } from './SocialLinksFields'
import { useSectionEditor } from './useSectionEditor'
import { SocialLinksFormSchema, socialLinksOf, toSocialMedia } from './social-links'

const TEXTS = SECTION_TEXTS.socialLinks

export function SocialLinksSection({ company, ...props }: EditorSectionProps) {
  const save = useSaveCompanyProfile('set-socials')
  const form = useForm({
    resolver: zodResolver(SocialLinksFormSchema),
    defaultValues: socialLinksOf(company),
    mode: 'onTouched',
  })
  const editor = useSectionEditor(TEXTS, props, () => form.reset(socialLinksOf(company)))

  const onSubmit = form.handleSubmit((links) =>
    editor.save(async () => {
      const saved = await save.mutateAsync(toSocialMedia(links))
      form.reset(socialLinksOf(saved))
    }),
  )

  return (
    <EditableSection {...editor.section} isSaving={save.isPending}>
      {editor.isEditing ? (
        <form id={editor.formId} noValidate onSubmit={onSubmit} aria-label={TEXTS.title}>
          <SocialLinksFields form={form} />
        </form>
      ) : (
        <SocialLinkList socialMedia={company.socialMedia} />
      )}
    </EditableSection>
  )
}
