import { useMutation } from '@tanstack/react-query'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { downloadApplicantsCsv } from '../../lib/company-application-queries'

/** The chosen role's applicants as a CSV file (decision 029). */
export function RoleCsvButton({ roleId }: { roleId: string }) {
  const download = useMutation({
    mutationFn: () => downloadApplicantsCsv(roleId),
    onError: (error) =>
      toast.error(
        hasMessageForPeople(error)
          ? error.message
          : 'The applicants could not be downloaded. Please try again.',
      ),
  })
  return (
    <button
      type="button"
      disabled={download.isPending}
      onClick={() => download.mutate()}
      className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-slate-500"
    >
      {download.isPending ? 'Preparing the CSV…' : 'Download this role’s applicants (CSV)'}
    </button>
  )
}
