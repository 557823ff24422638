import { GUIDE_LINKS } from '@app/domain'
import { paths } from '../../lib/paths'
import { StrokeIcon } from '../ui/StrokeIcon'

export type GuideName = keyof typeof GUIDE_LINKS

const BookIcon = () => (
  <StrokeIcon className="h-4 w-4 shrink-0">
    <path
      strokeLinejoin="round"
      d="M3 4.5C5.5 3.5 8 3.5 10 5v11c-2-1.5-4.5-1.5-7-.5zM17 4.5c-2.5-1-5-1-7 .5v11c2-1.5 4.5-1.5 7-.5z"
    />
  </StrokeIcon>
)

/**
 * A link to one of our guides, in the words GUIDE_LINKS gives it. The server writes the guides'
 * pages, so this is a plain link that loads the page whole, never a router link (decision 066).
 */
export function GuideLink({ guide, className = '' }: { guide: GuideName; className?: string }) {
  const { slug, text } = GUIDE_LINKS[guide]
  return (
    <a
      href={paths.guides.href(slug)}
      className={`inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${className}`}
    >
      <BookIcon />
      {text}
    </a>
  )
}
