import { useState, type FormEvent } from 'react'
import type { CompanyMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { WorkdaysFields } from './WorkdaysFields'
import { workdayProblems, workdaysOf } from './workdays'

/** Step 3: the working days and each day's hours. */
export function OperationsStep({ company }: { company: CompanyMe }) {
  const save = useSaveCompanyProfile('set-operations')
  const [workdays, setWorkdays] = useState(() => workdaysOf(company))
  const problems = workdayProblems(workdays)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(problems).length > 0) return
    try {
      await save.mutateAsync(workdays)
      toast.success(PROFILE_TOASTS.operationsSaved)
    } catch (error) {
      toast.error(messageFor(error, PROFILE_TOASTS.operationsFailed))
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Operations">
      <WorkdaysFields value={workdays} onChange={setWorkdays} problems={problems} />
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  )
}
