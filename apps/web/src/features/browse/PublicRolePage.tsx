import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { BROWSE_WORDS, publicRoleTitle } from '@app/domain'
import { paths } from '../../lib/paths'
import { ApiError } from '../../lib/api-client'
import { BackButton } from '../../components/ui/BackButton'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Skeleton } from '../../components/ui/Skeleton'
import { browseQueries } from './browse.api'
import { RoleDetail } from './RoleDetail'

/**
 * /find-internships/:roleId: a role's own page for anyone (issue 33). The server writes the same
 * page for browsers without JavaScript and hands its answer over (decision 077), so this page
 * shows the role at once when it takes over.
 */
export function PublicRolePage() {
  const { roleId = '' } = useParams()
  const query = useQuery(browseQueries.role(roleId))
  const isMissing = query.error instanceof ApiError && query.error.status === 404
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="space-y-4">
        <title>
          {query.data
            ? publicRoleTitle(query.data)
            : isMissing
              ? `${BROWSE_WORDS.roleNotFoundTitle} — Internplace`
              : BROWSE_WORDS.title}
        </title>
        <BackButton fallback={paths.findInternships.href()} />
        {query.isPending ? (
          <div role="status" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
            <span className="sr-only">Loading role…</span>
            <Skeleton className="h-12 w-64" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : isMissing ? (
          <>
            <h1 className="sr-only">{BROWSE_WORDS.roleNotFoundTitle}</h1>
            <EmptyState
              title={BROWSE_WORDS.roleNotFoundTitle}
              description={BROWSE_WORDS.roleNotFoundText}
              action={
                <Link to={paths.findInternships.href()} className={buttonClass('primary')}>
                  {BROWSE_WORDS.heading}
                </Link>
              }
            />
          </>
        ) : query.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
            <p className="text-red-900">{query.error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <RoleDetail role={query.data} heading="h1" />
        )}
      </div>
    </div>
  )
}
