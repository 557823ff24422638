import { useEffect, useId, useState, type FormEvent } from 'react'
import { INTERN_SKILL_MAX_LENGTH, INTERN_SKILLS_MAX, InternSkillsInputSchema } from '@app/domain'
import { EditableSection } from '../../components/profile/EditableSection'
import { Button } from '../../components/ui/Button'
import { controlClass } from '../../components/profile/FormFields'
import { useSaveInternProfile } from './intern-profile.api'
import { INTERN_TEXTS } from './intern-profile.messages'
import type { InternSectionProps } from './intern-section-props'

/** Skills companies match against their requirements; added one at a time, removed with ×. */
export function SkillsSection({ intern, onSaved, onFailed, onEditingChange }: InternSectionProps) {
  const formId = useId()
  const inputId = useId()
  const [isEditing, setIsEditing] = useState(false)
  const [skills, setSkills] = useState(intern.skills)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const save = useSaveInternProfile('skills')
  useEffect(
    () => onEditingChange?.(isEditing ? formId : null),
    [isEditing, formId, onEditingChange],
  )

  const add = () => {
    const skill = typed.trim()
    if (!skill) return
    const next = InternSkillsInputSchema.safeParse({ skills: [...skills, skill] })
    if (!next.success) {
      setProblem(next.error.issues[0]?.message ?? null)
      return
    }
    setSkills(next.data.skills)
    setTyped('')
    setProblem(null)
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await save.mutateAsync({ skills })
      setIsEditing(false)
      onSaved()
    } catch (error) {
      onFailed(error)
    }
  }
  const shown = isEditing ? skills : intern.skills

  return (
    <EditableSection
      title="Skills"
      isEditing={isEditing}
      isSaving={save.isPending}
      onEdit={() => {
        setSkills(intern.skills)
        setIsEditing(true)
      }}
      onCancel={() => {
        setSkills(intern.skills)
        setTyped('')
        setProblem(null)
        setIsEditing(false)
      }}
      formId={formId}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{INTERN_TEXTS.noSkills}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Your skills">
          {shown.map((skill) => (
            <li
              key={skill}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 pl-3 text-sm font-medium text-brand-900"
            >
              {skill}
              {isEditing ? (
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
                  onClick={() => setSkills((list) => list.filter((s) => s !== skill))}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : (
                <span className="pr-3" />
              )}
            </li>
          ))}
        </ul>
      )}
      {isEditing && (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          aria-label="Skills"
          className="mt-4"
        >
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            Add a skill
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={typed}
              maxLength={INTERN_SKILL_MAX_LENGTH}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                add()
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${inputId}-hint`}
              className={controlClass(!!problem)}
              placeholder="e.g. SQL, Figma, Customer service"
            />
            <Button variant="secondary" className="mt-1.5 shrink-0" onClick={add}>
              Add
            </Button>
          </div>
          <p
            id={`${inputId}-hint`}
            className={`mt-1 text-xs ${problem ? 'text-red-600' : 'text-slate-500'}`}
          >
            {problem ?? `Up to ${INTERN_SKILLS_MAX} skills. Press Enter to add.`}
          </p>
        </form>
      )}
    </EditableSection>
  )
}
