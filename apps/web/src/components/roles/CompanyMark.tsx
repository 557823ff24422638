import { companyInitials } from '@app/domain'
import { sizedImage } from '../../lib/images'

// Re-exported: the profile's avatar reads it from here.
export { companyInitials }

interface CompanyMarkProps {
  company: { companyName: string; logoUrl: string | null }
  size?: string
}

/** The company's logo, or its initials when it has none. Decorative: the name is always beside it. */
export function CompanyMark({ company, size = 'h-10 w-10' }: CompanyMarkProps) {
  if (company.logoUrl) {
    return (
      <img
        {...sizedImage(company.logoUrl, 40)}
        alt=""
        loading="lazy"
        decoding="async"
        width={40}
        height={40}
        className={`${size} flex-none rounded-lg border border-slate-200 bg-white object-contain`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex flex-none items-center justify-center rounded-lg bg-brand-100 text-sm font-bold text-brand-900`}
    >
      {companyInitials(company.companyName)}
    </span>
  )
}

export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-500/15 px-2 py-0.5 text-xs font-semibold text-green-800">
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Verified
    </span>
  )
}
