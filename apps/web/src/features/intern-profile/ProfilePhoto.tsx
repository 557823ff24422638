import { sizedImage } from '../../lib/images'

/** The intern's photo, or their initials on a tinted circle. */
export function ProfilePhoto({
  url,
  name,
  className = 'h-20 w-20',
}: {
  url: string | null
  name: string
  className?: string
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || 'IN'
  return url ? (
    <img
      {...sizedImage(url, 96)}
      alt={`${name || 'Your'} profile photo`}
      decoding="async"
      className={`${className} shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-900`}
    >
      {initials}
    </span>
  )
}
