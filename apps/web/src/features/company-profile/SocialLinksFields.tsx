import { SOCIAL_PLATFORMS } from '@app/domain'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { TextField } from '../../components/profile/FormFields'
import {
  SOCIAL_PLACEHOLDERS,
  type SocialLinksForm,
  type SocialLinksFormSchema,
} from './social-links'
import { socialNetworkLabel } from '../../lib/format'

export type SocialLinksFormReturn = UseFormReturn<
  SocialLinksForm,
  unknown,
  z.output<typeof SocialLinksFormSchema>
>

/** A link box per platform; every one may stay empty. */
export function SocialLinksFields({ form }: { form: SocialLinksFormReturn }) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <div className="grid gap-5 sm:grid-cols-2">
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
    </div>
  )
}
