import { SOCIAL_PLATFORMS } from '@app/domain'
import { TextField, FieldGrid, type SchemaForm } from '../../components/profile/FormFields'
import {
  SOCIAL_PLACEHOLDERS,
  type SocialLinksForm,
  type SocialLinksFormSchema,
} from './social-links'
import { socialNetworkLabel } from '../../lib/screen-format'

export type SocialLinksFormReturn = SchemaForm<SocialLinksForm, typeof SocialLinksFormSchema>

/** A link box per platform; every one may stay empty. */
export function SocialLinksFields({ form }: { form: SocialLinksFormReturn }) {
  const { register } = form
  const { errors } = form.formState
  return (
    <FieldGrid>
      {SOCIAL_PLATFORMS.map((platform) => (
        <TextField
          key={platform}
          label={socialNetworkLabel(platform)}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={SOCIAL_PLACEHOLDERS[platform]}
          error={errors[platform]?.message}
          registration={register(platform)}
        />
      ))}
    </FieldGrid>
  )
}
