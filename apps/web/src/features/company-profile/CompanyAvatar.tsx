import { companyInitials } from '../../components/roles/CompanyMark'
import { sizedImage } from '../../lib/images'

interface CompanyAvatarProps {
  name: string | null
  logoUrl: string | null
  className?: string
}

/** The company's logo, or its initials when it has none. */
export function CompanyAvatar({ name, logoUrl, className = 'h-20 w-20' }: CompanyAvatarProps) {
  if (logoUrl) {
    return (
      <img
        {...sizedImage(logoUrl, 96)}
        alt={`${name || 'Company'} logo`}
        decoding="async"
        className={`shrink-0 rounded-2xl border border-slate-200 bg-white object-contain p-1 ${className}`}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={`${name || 'Company'} initials`}
      className={`flex shrink-0 items-center justify-center rounded-2xl bg-brand-900 text-xl font-bold text-white ${className}`}
    >
      {companyInitials(name)}
    </span>
  )
}
