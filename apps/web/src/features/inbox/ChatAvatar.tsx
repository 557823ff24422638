import { useState } from 'react'
import { sizedImage } from '../../lib/images'

/** A round photo, or a default person when there is none or it fails to load. */
export function ChatAvatar({ src, name }: { src?: string | null; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (src && failedSrc !== src) {
    return (
      <img
        {...sizedImage(src, 44)}
        alt=""
        width={44}
        height={44}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="h-11 w-11 shrink-0 rounded-full border border-slate-200 object-cover"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      data-testid="default-avatar"
      title={name}
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
      </svg>
    </span>
  )
}
