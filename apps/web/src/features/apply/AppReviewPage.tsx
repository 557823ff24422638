import { paths } from '../../lib/paths'
import { draftRoleId } from './application-draft'
import { ApplicationReview } from './ApplicationReview'
import { WithApplyData } from './ApplyStates'
import { NoDraft } from './NoDraft'
import { useApplyData } from './useApplyData'

function DraftReview({ roleId }: { roleId: string }) {
  const data = useApplyData(roleId)
  return (
    <WithApplyData data={data}>
      {(role, me) => (
        <ApplicationReview role={role} me={me} editHref={paths.intern.appEdit.href()} />
      )}
    </WithApplyData>
  )
}

/** /app-review: the intern's latest unfinished application, ready to submit. */
export function AppReviewPage() {
  const roleId = draftRoleId()
  return (
    <div className="space-y-4">
      <title>Review your application — Internplace</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Review Your Application</h1>
      {roleId ? <DraftReview roleId={roleId} /> : <NoDraft />}
    </div>
  )
}
