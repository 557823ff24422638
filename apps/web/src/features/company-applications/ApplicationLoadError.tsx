import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'

/**
 * Why an applicant's page cannot show: gone for good (withdrawn, or the applicant deleted their
 * account; the API answers 404 for both, and a retry cannot bring it back), or a failure that a
 * retry may mend.
 */
export function ApplicationLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 'NOT_FOUND') {
    return (
      <EmptyState
        title="This application no longer exists"
        description="The applicant withdrew it or deleted their account."
        action={
          <Link
            to={paths.company.applications.href()}
            state={{ showList: true }}
            className={buttonClass('secondary')}
          >
            Back to applications
          </Link>
        }
      />
    )
  }
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
      <p className="text-red-900">Error loading application: {error.message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
