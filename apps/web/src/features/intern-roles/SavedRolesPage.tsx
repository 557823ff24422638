import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { pageFromAddress, INTERN_ROLES_WORDS as WORDS, savedRolesText } from '@app/domain'
import { paths } from '../../lib/paths'
import { buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { internRoleQueries } from '../../lib/intern-role-queries'
import { RoleCardList } from './RoleCardList'

const backLink = (
  <Link
    to={paths.intern.roles.href()}
    className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
  >
    <span aria-hidden="true">←</span> {WORDS.backToRecommended}
  </Link>
)

/** /intern/roles/saved: the roles the intern kept for later. */
export function SavedRolesPage() {
  const [params, setParams] = useSearchParams()
  const page = pageFromAddress(params.get('page'))
  const query = useQuery(internRoleQueries.saved(page))
  const setPage = (next: number) =>
    setParams(next > 1 ? { page: String(next) } : {}, { replace: false })
  return (
    <div className="space-y-5">
      <title>{`${WORDS.savedTitle} — Internplace`}</title>
      {backLink}
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{WORDS.savedTitle}</h1>
        {query.data && (
          <p className="text-sm text-slate-600">{savedRolesText(query.data.meta.totalDocs)}</p>
        )}
      </header>
      <RoleCardList
        query={query}
        label="Saved roles"
        errorText={(message) => `Error: ${message}`}
        empty={
          <EmptyState
            title={WORDS.noSaved}
            description={WORDS.noSavedHint}
            action={
              <Link to={paths.intern.roles.href()} className={buttonClass('primary')}>
                {WORDS.browseRecommended}
              </Link>
            }
          />
        }
        onPageChange={setPage}
      />
    </div>
  )
}
