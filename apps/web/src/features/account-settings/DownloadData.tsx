import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { useExportData } from './account-settings.api'

const FAILED = 'Your data could not be downloaded. Please try again.'

/** The NDPA 2023 right of access: a copy of everything held about the account, as a file. */
export function DownloadData() {
  const exportData = useExportData()
  return (
    <section
      aria-labelledby="download-data-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="download-data-title" className="text-base font-semibold text-brand-900">
        Download my data
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        A copy of everything Internplace holds about your account — profile, applications, messages,
        notifications, reports you made and your consents — as a JSON file.
      </p>
      {exportData.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {hasMessageForPeople(exportData.error) ? exportData.error.message : FAILED}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-4"
        disabled={exportData.isPending}
        onClick={() =>
          exportData.mutate(undefined, {
            onSuccess: () => toast.success('Your data is downloading.'),
          })
        }
      >
        {exportData.isPending ? 'Preparing your file...' : 'Download my data'}
      </Button>
    </section>
  )
}
