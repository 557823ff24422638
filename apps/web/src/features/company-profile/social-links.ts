import { SOCIAL_PLATFORMS, socialUrlField, type CompanyMe, type SocialPlatform } from '@app/domain'
import { z } from 'zod'

export const SOCIAL_PLACEHOLDERS: Record<SocialPlatform, string> = {
  facebook: 'https://facebook.com/yourcompany',
  twitter: 'https://x.com/yourcompany',
  instagram: 'https://instagram.com/yourcompany',
  linkedin: 'https://linkedin.com/company/yourcompany',
  whatsapp: 'https://wa.me/2348012345678',
  tiktok: 'https://tiktok.com/@yourcompany',
}

/** One box per platform, each empty or a valid link (the shared rule). */
export const SocialLinksFormSchema = z.object({
  facebook: socialUrlField,
  twitter: socialUrlField,
  instagram: socialUrlField,
  linkedin: socialUrlField,
  whatsapp: socialUrlField,
  tiktok: socialUrlField,
})
export type SocialLinksForm = z.input<typeof SocialLinksFormSchema>

export const socialLinksOf = (company: Pick<CompanyMe, 'socialMedia'>): SocialLinksForm =>
  Object.fromEntries(
    SOCIAL_PLATFORMS.map((platform) => [platform, company.socialMedia?.[platform] ?? '']),
  ) as SocialLinksForm

/** Empty boxes are dropped (spec §3). */
export const toSocialMedia = (links: z.output<typeof SocialLinksFormSchema>) => ({
  socialMedia: Object.fromEntries(Object.entries(links).filter(([, url]) => url)),
})
