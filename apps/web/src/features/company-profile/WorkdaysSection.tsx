import { useState, type FormEvent } from 'react'
import { useSaveCompanyProfile } from './company-profile.api'
import { SECTION_TEXTS } from './company-profile.messages'
import { EditableSection } from '../../components/profile/EditableSection'
import type { EditorSectionProps } from './company-section-props'
import { useSectionEditor } from './useSectionEditor'
import { WorkdaysFields } from './WorkdaysFields'
import { WorkHoursList } from './WorkHoursList'
import { workdayProblems, workdaysOf } from './workdays'

const TEXTS = SECTION_TEXTS.workdays

export function WorkdaysSection({ company, ...props }: EditorSectionProps) {
  const [workdays, setWorkdays] = useState(() => workdaysOf(company))
  const save = useSaveCompanyProfile('set-operations')
  const problems = workdayProblems(workdays)
  const editor = useSectionEditor(TEXTS, props, () => setWorkdays(workdaysOf(company)))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(problems).length > 0) return
    await editor.save(async () => {
      await save.mutateAsync(workdays)
    })
  }

  return (
    <EditableSection {...editor.section} isSaving={save.isPending}>
      {editor.isEditing ? (
        <form
          id={editor.formId}
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
