import { SOCIAL_PLATFORMS } from '@app/domain'
import { socialNetworkLabel } from '../../lib/screen-format'

interface SocialLinkListProps {
  socialMedia: Record<string, string> | null
  emptyText?: string
  className?: string
}

/** The company's saved links, each opening in a new tab. */
export function SocialLinkList({
  socialMedia,
  emptyText = 'No social links added.',
  className = '',
}: SocialLinkListProps) {
  const links = SOCIAL_PLATFORMS.flatMap((platform) => {
    const url = socialMedia?.[platform]
    return url ? [{ platform, url }] : []
  })
  if (links.length === 0)
    return <p className={`text-sm text-slate-500 ${className}`}>{emptyText}</p>
  return (
    <dl className={`divide-y divide-slate-100 ${className}`}>
      {links.map(({ platform, url }) => (
        <div key={platform} className="grid gap-0.5 py-2 sm:grid-cols-[8rem_1fr] sm:gap-3">
          <dt className="text-sm font-medium text-slate-600">{socialNetworkLabel(platform)}</dt>
          <dd className="min-w-0">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="block text-sm break-all text-brand-700 underline hover:text-brand-900"
            >
              {url}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  )
}
