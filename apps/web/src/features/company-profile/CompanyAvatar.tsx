import { sizedImage } from '../../lib/images'

/** Up to three initials of the company's name: 'Acme Tech Ltd' → 'ATL', 'Paystack' → 'PAY'. */
export function companyInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return 'CO'
  if (words.length === 1) return (words[0] ?? '').slice(0, 3).toUpperCase()
  return words
    .slice(0, 3)
    .map((word) => word[0])
    .join('')
    .toUpperCase()
}

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
