import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { buttonClass } from '../ui/Button'
import {
  EDIT_PROFILE_LINK,
  MATCH_SCORE_TITLE,
  NO_MATCH_SCORE_TEXT,
  type MatchScore,
} from '@app/domain'
import { CompanyMark, VerifiedBadge } from './CompanyMark'
import { MatchScoreParts, MatchScoreRing } from './MatchScore'

interface RoleDetailLayoutProps {
  /** The id of the role's heading, which names the article. */
  titleId: string
  /** Null when the intern's profile gives no basis for a score. */
  match: MatchScore | null
  children: ReactNode
}

/** An intern's full view of one role (also when they applied to it), beside how well they fit it. */
export function RoleDetailLayout({ titleId, match, children }: RoleDetailLayoutProps) {
  const fitTitleId = useId()
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <article
        aria-labelledby={titleId}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
      >
        {children}
      </article>
      <aside
        aria-labelledby={fitTitleId}
        className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-20"
      >
        <h2 id={fitTitleId} className="text-lg font-semibold text-brand-900">
          {MATCH_SCORE_TITLE}
        </h2>
        {match ? (
          <>
            <MatchScoreRing score={match.score} />
            <MatchScoreParts match={match} />
          </>
        ) : (
          <p className="text-sm text-slate-600">{NO_MATCH_SCORE_TEXT}</p>
        )}
        <Link to={paths.intern.profile.href()} className={buttonClass('secondary', 'w-full')}>
          {EDIT_PROFILE_LINK}
        </Link>
      </aside>
    </div>
  )
}

interface RoleCompanyLineProps {
  company: { companyName: string; logoUrl: string | null; industryType: string | null }
  isVerified?: boolean
}

export function RoleCompanyLine({ company, isVerified = false }: RoleCompanyLineProps) {
  return (
    <div className="flex items-center gap-3">
      <CompanyMark company={company} size="h-12 w-12" />
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-800">{company.companyName}</p>
        <p className="text-sm text-slate-500">{company.industryType ?? ''}</p>
      </div>
      {isVerified && <VerifiedBadge />}
    </div>
  )
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Not specified</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

interface RoleTextSectionsProps {
  summary: string
  responsibilities: string[]
  requirements: string[]
}

export function RoleTextSections({
  summary,
  responsibilities,
  requirements,
}: RoleTextSectionsProps) {
  return (
    <>
      <section>
        <h2 className="text-lg font-semibold text-brand-900">Role Summary</h2>
        <p className="mt-2 whitespace-pre-line text-slate-700">{summary}</p>
      </section>
      <ListSection title="Responsibilities" items={responsibilities} />
      <ListSection title="Requirements" items={requirements} />
    </>
  )
}
