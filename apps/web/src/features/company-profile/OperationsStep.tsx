import { useState, type FormEvent } from 'react'
import type { CompanyMe } from '@app/domain'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { StepButtons } from '../../components/profile/StepButtons'
import { toast } from '../../components/ui/toast'
import { useSaveCompanyProfile } from './company-profile.api'
import { messageFor } from '../../lib/profile-uploads'
import { PROFILE_TOASTS } from './company-profile.messages'
import { WorkdaysFields } from './WorkdaysFields'
import { workdayProblems, workdaysOf, type Workdays } from './workdays'

/**
 * Step 3: the working days and each day's hours, kept as a draft on this device as they are
 * changed (a reload or the network going loses nothing) until submitted.
 */
export function OperationsStep({ company }: { company: CompanyMe }) {
  const save = useSaveCompanyProfile('set-operations')
  const draft = useFormDraft<Workdays>(`companyProfileDraft.operations.${company.id}`)
  const [workdays, setWorkdays] = useState(() => draft.draft ?? workdaysOf(company))
  const problems = workdayProblems(workdays)
  const change = (next: Workdays) => {
    setWorkdays(next)
    draft.save(next)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(problems).length > 0) return
    try {
      await save.mutateAsync(workdays)
      draft.clear()
      toast.success(PROFILE_TOASTS.operationsSaved)
    } catch (error) {
      toast.error(messageFor(error, PROFILE_TOASTS.operationsFailed))
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Operations">
      <WorkdaysFields value={workdays} onChange={change} problems={problems} />
      <StepButtons isSaving={save.isPending} />
    </form>
  )
}
