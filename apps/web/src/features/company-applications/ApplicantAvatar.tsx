import type { CompanyApplication } from '@app/domain'
import { initials } from './applicant'
import { sizedImage } from '../../lib/images'

/** The applicant's photo, or their initials. Decorative: the name is always next to it. */
export function ApplicantAvatar({
  user,
  size = 'h-10 w-10 text-sm',
}: {
  user: CompanyApplication['user']
  size?: string
}) {
  if (user.profileImageUrl) {
    return (
      <img
        {...sizedImage(user.profileImageUrl, 48)}
        alt=""
        loading="lazy"
        decoding="async"
        className={`${size} flex-none rounded-full border border-slate-200 bg-slate-100 object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex flex-none items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900`}
    >
      {initials(user)}
    </span>
  )
}
