import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { interviewQueries } from '../../lib/interview-queries'
import {
  companyApplicationQueries,
  rejectApplications,
  type RejectionChoice,
} from '../../lib/company-application-queries'
import { RejectDialog } from './RejectDialog'

const FAILED = 'The applicants could not be rejected. Please try again.'

/**
 * Choose every undecided applicant of the page, and reject the chosen ones with one reason. The
 * server rejects all of them or none.
 */
export function BulkRejectBar({
  chosen,
  decidable,
  onChoose,
}: {
  chosen: string[]
  decidable: string[]
  onChoose: (ids: string[]) => void
}) {
  const queryClient = useQueryClient()
  const [isAsking, setAsking] = useState(false)
  const reject = useMutation({
    mutationFn: (choice: RejectionChoice) => rejectApplications(chosen, choice),
    onSuccess: async (_result, _choice) => {
      setAsking(false)
      onChoose([])
      toast.success(
        `${chosen.length} applicant${chosen.length === 1 ? '' : 's'} rejected and notified.`,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyApplicationQueries.all }),
        queryClient.invalidateQueries({ queryKey: interviewQueries.all }),
      ])
    },
    onError: async (error) => {
      setAsking(false)
      toast.error(hasMessageForPeople(error) ? error.message : FAILED)
      await queryClient.invalidateQueries({ queryKey: companyApplicationQueries.all })
    },
  })
  if (decidable.length === 0) return null
  const isAllChosen = chosen.length === decidable.length
  const count = chosen.length
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-2 py-1.5">
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isAllChosen}
          onChange={() => onChoose(isAllChosen ? [] : decidable)}
          className="h-5 w-5 accent-brand-700"
        />
        {count > 0 ? `${count} chosen` : 'Choose all undecided'}
      </label>
      {count > 0 && (
        <Button
          variant="danger"
          className="ml-auto min-h-11 px-3 py-1.5"
          onClick={() => setAsking(true)}
        >
          Reject {count}
        </Button>
      )}
      <RejectDialog
        isOpen={isAsking}
        title={`Reject ${count} applicant${count === 1 ? '' : 's'}?`}
        description="Each of them will be told the reason you choose. Any interview proposed to or scheduled with them will be cancelled. This cannot be undone."
        confirmLabel={`Yes, reject ${count}`}
        isPending={reject.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={(choice) => reject.mutate(choice)}
      />
    </div>
  )
}
