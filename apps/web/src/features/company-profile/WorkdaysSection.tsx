import { useId, useState, type FormEvent } from 'react'
import { useSaveCompanyProfile } from './company-profile.api'
import { SECTION_TEXTS } from './company-profile.messages'
import { EditableSection } from '../../components/profile/EditableSection'
import type { EditorSectionProps } from './company-section-props'
import { WorkdaysFields } from './WorkdaysFields'
import { WorkHoursList } from './WorkHoursList'
import { workdayProblems, workdaysOf } from './workdays'

const TEXTS = SECTION_TEXTS.workdays

export function WorkdaysSection({ company, onSaved, onFailed }: EditorSectionProps) {
  const formId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const [workdays, setWorkdays] = useState(() => workdaysOf(company))
  const save = useSaveCompanyProfile('set-operations')
  const problems = workdayProblems(workdays)

  const onEdit = () => {
    setWorkdays(workdaysOf(company))
    onFailed(null)
    setIsEditing(true)
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(problems).length > 0) return
    onFailed(null)
    try {
      await save.mutateAsync(workdays)
      setIsEditing(false)
      onSaved(TEXTS.saved)
    } catch {
      onFailed(TEXTS.failed)
    }
  }

  return (
    <EditableSection
      title={TEXTS.title}
      isEditing={isEditing}
      isSaving={save.isPending}
      onEdit={onEdit}
      onCancel={() => {
        setWorkdays(workdaysOf(company))
        setIsEditing(false)
      }}
      formId={formId}
    >
      {isEditing ? (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label={TEXTS.title}
        >
          <WorkdaysFields value={workdays} onChange={setWorkdays} problems={problems} />
        </form>
      ) : (
        <WorkHoursList company={company} />
      )}
    </EditableSection>
  )
}
