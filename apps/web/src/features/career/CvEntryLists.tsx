import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react'
import {
  CV_ACTIVITIES_MAX,
  CV_BULLETS_MAX,
  CV_EXPERIENCE_MAX,
  CV_LABELS,
  CV_PROJECTS_MAX,
} from '@app/domain'
import { Field, TextField } from '../../components/profile/FormFields'
import { Button } from '../../components/ui/Button'
import {
  blankActivity,
  blankExperience,
  blankProject,
  type ActivityValues,
  type ExperienceValues,
  type ProjectValues,
} from './cv-form'

type Errors = Record<string, string | undefined>

/** A multi-line text box, labelled, with its hint or error. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 3,
  className,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  hint?: ReactNode
  rows?: number
  className?: string
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

/** A TextField's props from a bound field: it hands over the change event, not the value. */
const textField = ({ value, onChange, error }: BoundText) => ({
  value,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  error,
})

/** What the CV form gives each list: its entries, how to change them, and the form's errors. */
interface EntriesOf<T> {
  entries: T[]
  onChange: (entries: T[]) => void
  errors: Errors
}

interface ListProps<T extends { key: string }> {
  /** 'experience', 'projects', 'activities': the errors' first part. */
  name: string
  legend: string
  hint?: string
  addLabel: string
  /** 'Job', 'Project': each entry's own heading, numbered. */
  noun: string
  max: number
  entries: T[]
  onChange: (entries: T[]) => void
  blank: () => T
  errors: Errors
  /** An entry's fields, each bound to its value, its change and its error by `bind(field)`. */
  children: (bind: (field: TextKey<T>) => BoundText) => ReactNode
}

/** The entry's text fields. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string

/** What a TextField or TextArea needs of one field of an entry. */
interface BoundText {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/**
 * A list of entries the intern adds and removes. A new entry's first field takes the focus; a
 * removed one hands it to the Add button, so the keyboard never falls back to the page's top.
 */
function EntryList<T extends { key: string }>({
  name,
  legend,
  hint,
  addLabel,
  noun,
  max,
  entries,
  onChange,
  blank,
  errors,
  children,
}: ListProps<T>) {
  const listRef = useRef<HTMLFieldSetElement>(null)
  // Where the focus goes once the list has re-rendered after an add or a remove.
  const focusNext = useRef<'last' | 'add' | null>(null)
  useEffect(() => {
    if (!focusNext.current) return
    const target = focusNext.current === 'last' ? 'ol > li:last-child input' : '[data-add]'
    focusNext.current = null
    listRef.current?.querySelector<HTMLElement>(target)?.focus()
  })

  return (
    <fieldset ref={listRef} className="space-y-3">
      <legend className="text-base font-semibold text-brand-900">{legend}</legend>
      {hint && <p className="text-sm text-slate-600">{hint}</p>}
      {errors[name] && <p className="text-sm text-red-600">{errors[name]}</p>}
      <ol className="space-y-4">
        {entries.map((entry, index) => (
          // Named by its heading, so a screen reader says which entry its fields belong to.
          <li
            key={entry.key}
            aria-labelledby={`${name}-${entry.key}-title`}
            className="rounded-lg border border-slate-200 p-3 sm:p-4"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3
                id={`${name}-${entry.key}-title`}
                className="text-sm font-semibold text-slate-700"
              >
                {noun} {index + 1}
              </h3>
              <Button
                type="button"
                variant="ghost"
                aria-label={`${CV_LABELS.remove} ${noun.toLowerCase()} ${index + 1}`}
                onClick={() => {
                  onChange(entries.filter((other) => other.key !== entry.key))
                  focusNext.current = 'add'
                }}
              >
                {CV_LABELS.remove}
              </Button>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {children((field) => ({
                value: entry[field] as string,
                onChange: (value) =>
                  onChange(
                    entries.map((other) =>
                      other.key === entry.key ? { ...other, [field]: value } : other,
                    ),
                  ),
                error: errors[`${name}.${index}.${field}`],
              }))}
            </div>
          </li>
        ))}
      </ol>
      <Button
        data-add
        type="button"
        variant="secondary"
        disabled={entries.length >= max}
        onClick={() => {
          onChange([...entries, blank()])
          focusNext.current = 'last'
        }}
      >
        {addLabel}
      </Button>
    </fieldset>
  )
}

/** What a project or an activity was, in a line or two, across the entry. */
function DescriptionArea(field: BoundText) {
  return <TextArea className="sm:col-span-2" label={CV_LABELS.description} rows={2} {...field} />
}

export function ExperienceList(props: EntriesOf<ExperienceValues>) {
  return (
    <EntryList
      {...props}
      name="experience"
      legend={CV_LABELS.experience}
      hint={CV_LABELS.experienceHint}
      addLabel={CV_LABELS.addExperience}
      noun="Job"
      max={CV_EXPERIENCE_MAX}
      blank={blankExperience}
    >
      {(bind) => (
        <>
          <TextField label={CV_LABELS.title} {...textField(bind('title'))} />
          <TextField label={CV_LABELS.organisation} {...textField(bind('organisation'))} />
          <TextField
            className="sm:col-span-2"
            label={CV_LABELS.place}
            {...textField(bind('place'))}
          />
          <TextField
            label={CV_LABELS.from}
            type="month"
            placeholder="2025-05"
            {...textField(bind('from'))}
          />
          <TextField
            label={CV_LABELS.to}
            type="month"
            placeholder="2025-08"
            hint={CV_LABELS.toHint}
            {...textField(bind('to'))}
          />
          <TextArea
            className="sm:col-span-2"
            label={CV_LABELS.bullets}
            hint={`Up to ${CV_BULLETS_MAX} lines, such as 'Cleaned 12,000 clinic records in Excel'.`}
            rows={4}
            {...bind('bullets')}
          />
        </>
      )}
    </EntryList>
  )
}

export function ProjectList(props: EntriesOf<ProjectValues>) {
  return (
    <EntryList
      {...props}
      name="projects"
      legend={CV_LABELS.projects}
      addLabel={CV_LABELS.addProject}
      noun="Project"
      max={CV_PROJECTS_MAX}
      blank={blankProject}
    >
      {(bind) => (
        <>
          <TextField label={CV_LABELS.projectName} {...textField(bind('name'))} />
          <TextField
            label={CV_LABELS.link}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...textField(bind('link'))}
          />
          <DescriptionArea {...bind('description')} />
        </>
      )}
    </EntryList>
  )
}

export function ActivityList(props: EntriesOf<ActivityValues>) {
  return (
    <EntryList
      {...props}
      name="activities"
      legend={CV_LABELS.activities}
      hint="Clubs, volunteering, leadership: a role in your department's association counts."
      addLabel={CV_LABELS.addActivity}
      noun="Activity"
      max={CV_ACTIVITIES_MAX}
      blank={blankActivity}
    >
      {(bind) => (
        <>
          <TextField label={CV_LABELS.activityTitle} {...textField(bind('title'))} />
          <TextField label={CV_LABELS.activityOrganisation} {...textField(bind('organisation'))} />
          <DescriptionArea {...bind('description')} />
        </>
      )}
    </EntryList>
  )
}
