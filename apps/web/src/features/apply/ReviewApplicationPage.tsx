import { APPLY_PAGE_WORDS } from '@app/domain'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { paths } from '../../lib/paths'
import { rememberDraft } from './application-draft'
import { ApplicationReview } from './ApplicationReview'
import { WithApplyData } from './ApplyStates'
import { useApplyData } from './useApplyData'

/** /application/review/:roleId: check the details the application carries, then submit. */
export function ReviewApplicationPage() {
  const { roleId = '' } = useParams()
  const data = useApplyData(roleId)
  const canApply = !!data.role && !data.role.applicationId

  // The latest draft, for /app-review and /app-edit to pick up again.
  useEffect(() => {
    if (canApply) rememberDraft(roleId)
  }, [canApply, roleId])

  return (
    <div className="space-y-4">
      <title>Review your application — Internplace</title>
      <Link
        to={paths.intern.apply.href(roleId)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> {APPLY_PAGE_WORDS.back}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {APPLY_PAGE_WORDS.reviewTitle}
      </h1>
      <WithApplyData data={data}>
        {(role, me) => <ApplicationReview role={role} me={me} />}
      </WithApplyData>
    </div>
  )
}
