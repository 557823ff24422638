import { Button } from '../../components/ui/Button'

/** The applications (or one of them) did not load: the error, and Retry. */
export function ApplicationsLoadError({
  message,
  onRetry,
}: {
  message: string
  onRetry: () => void
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-center">
      <p className="text-red-900">Error: {message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </div>
  )
}
