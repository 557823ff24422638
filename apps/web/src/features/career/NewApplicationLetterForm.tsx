import { useEffect, useRef, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  APPLICATION_LETTER_KIND_LABELS,
  APPLICATION_LETTER_MESSAGES,
  APPLICATION_LETTER_KINDS,
  APPLICATION_LETTER_PROGRAMME_LABELS,
  APPLICATION_LETTER_PROGRAMMES,
  ApplicationLetterInputSchema,
  type ApplicationLetter,
  type ApplicationLetterInput,
  type ApplicationLetterKind,
} from '@app/domain'
import { Field, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { internRoleQueries } from '../../lib/intern-role-queries'
import { readSession } from '../../lib/session'
import { useWriteApplicationLetter } from './application-letters.api'

const FAILED = 'Your letter could not be written. Please try again.'

interface LetterFormValues {
  kind: ApplicationLetterKind
  roleId: string
  companyName: string
  companyAddress: string
  programme: string
  duration: string
  durationUnit: 'weeks' | 'months'
  startDate: string
  level: string
  matricNumber: string
}

const EMPTY: LetterFormValues = {
  kind: 'siwes-request',
  roleId: '',
  companyName: '',
  companyAddress: '',
  programme: 'siwes',
  duration: '',
  durationUnit: 'weeks',
  startDate: '',
  level: '',
  matricNumber: '',
}

/** What is typed here, kept on this device until the letter is written (decision 065). */
const draftKey = () => `applicationLetterNew:${readSession()?.userId ?? 'anonymous'}`

/** The request the form makes: empty fields left out, the duration in its unit. */
function inputOf(values: LetterFormValues) {
  const duration = values.duration.trim() === '' ? undefined : Number(values.duration)
  const isSiwes = values.kind === 'siwes-request'
  return {
    kind: values.kind,
    roleId: values.roleId || undefined,
    ...(isSiwes && {
      companyName: values.companyName,
      companyAddress: values.companyAddress,
      programme: values.programme,
      [values.durationUnit === 'weeks' ? 'durationWeeks' : 'durationMonths']: duration,
      startDate: values.startDate,
      level: values.level,
      matricNumber: values.matricNumber,
    }),
  }
}

/** The roles a letter may be for: the one the page was opened with, and the saved ones. */
function useRoleChoices(roleId: string | null) {
  const chosen = useQuery({ ...internRoleQueries.detail(roleId ?? ''), enabled: !!roleId })
  const saved = useQuery(internRoleQueries.saved(1))
  const roles = [...(chosen.data ? [chosen.data] : []), ...(saved.data?.docs ?? [])]
  return roles.filter((role, index) => roles.findIndex((one) => one.id === role.id) === index)
}

/**
 * Writes a new letter: a SIWES/IT request (to a company typed here, or a role's) or a cover note
 * for a role. The server writes the words from the profile; the intern edits them next.
 */
export function NewApplicationLetterForm({
  roleId,
  onWritten,
}: {
  /** A role the page was opened for (?roleId=): chosen at the start. */
  roleId: string | null
  onWritten: (letter: ApplicationLetter) => void
}) {
  const write = useWriteApplicationLetter()
  const draft = useFormDraft<LetterFormValues>(draftKey())
  const roles = useRoleChoices(roleId)
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } =
    useCheckedForm<LetterFormValues>(
      () => ({ ...EMPTY, ...draft.draft, ...(roleId && { roleId }) }),
      FAILED,
    )
  const isSiwes = values.kind === 'siwes-request'
  const role = roles.find((one) => one.id === values.roleId)
  const hadDraft = useRef(draft.draft !== null)
  const firstValues = useRef(values)

  // A SIWES role opened from its page starts as a SIWES letter; another role, as a cover note.
  const kindOfRole = role && role.id === roleId ? role.placementType : null
  useEffect(() => {
    if (!kindOfRole || hadDraft.current) return
    set('kind', kindOfRole === 'siwes' ? 'siwes-request' : 'cover')
    // Only when the role first arrives; `set` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kindOfRole])

  // Each change is kept on this device, so a reload or a lost connection loses nothing.
  const { save: saveDraft, clear: clearDraft } = draft
  useEffect(() => {
    if (values !== firstValues.current) saveDraft(values)
  }, [values, saveDraft])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const input = inputOf(values)
    const checked = ApplicationLetterInputSchema.safeParse(input)
    if (!checked.success) {
      const found = issuesByField(checked.error.issues)
      const duration = found.durationWeeks ?? found.durationMonths
      return refuse(duration ? { ...found, duration } : found)
    }
    const { onError } = outcome('', () => undefined)
    write.mutate(input as ApplicationLetterInput, {
      onSuccess: (letter) => {
        toast.success(APPLICATION_LETTER_MESSAGES.created)
        clearDraft()
        onWritten(letter)
      },
      onError,
    })
  }

  const durationError = errors.duration ?? errors.durationWeeks ?? errors.durationMonths

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-letter-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="new-letter-title" className="text-lg font-semibold text-brand-900">
        Write a letter
      </h2>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Kind of letter</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {APPLICATION_LETTER_KINDS.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set('kind', kind)}
                className="h-5 w-5 accent-brand-700"
              />
              {APPLICATION_LETTER_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label={isSiwes ? 'Role (optional)' : 'Role'}
        error={errors.roleId}
        hint={
          roles.length === 0
            ? 'Save a role you like, or open this page from a role, to write to it.'
            : isSiwes
              ? "With a role, the letter takes its company's name and address."
              : undefined
        }
      >
        {(control) => (
          <select
            {...control}
            value={values.roleId}
            onChange={(event) => set('roleId', event.target.value)}
          >
            <option value="">{isSiwes ? 'No role: I will type the company' : 'Choose…'}</option>
            {roles.map((one) => (
              <option key={one.id} value={one.id}>
                {one.title} — {one.company.companyName}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isSiwes && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={role ? 'Company name (optional)' : 'Company name'}
              autoComplete="organization"
              hint={role ? `Leave empty to write to ${role.company.companyName}.` : undefined}
              {...field('companyName')}
            />
            <Field label="Programme" error={errors.programme}>
              {(control) => (
                <select
                  {...control}
                  value={values.programme}
                  onChange={(event) => set('programme', event.target.value)}
                >
                  {APPLICATION_LETTER_PROGRAMMES.map((programme) => (
                    <option key={programme} value={programme}>
                      {APPLICATION_LETTER_PROGRAMME_LABELS[programme]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field label="Company address (optional)" error={errors.companyAddress}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={values.companyAddress}
                onChange={(event) => set('companyAddress', event.target.value)}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Duration your school asks for"
              inputMode="numeric"
              hint={
                role?.siwesWeeks
                  ? `Leave empty for the role's ${role.siwesWeeks} weeks.`
                  : undefined
              }
              value={values.duration}
              onChange={(event) => set('duration', event.target.value)}
              error={durationError}
            />
            <Field label="In">
              {(control) => (
                <select
                  {...control}
                  value={values.durationUnit}
                  onChange={(event) =>
                    set('durationUnit', event.target.value === 'months' ? 'months' : 'weeks')
                  }
                >
                  <option value="weeks">Weeks</option>
                  <option value="months">Months</option>
                </select>
              )}
            </Field>
            <TextField label="Start date (optional)" type="date" {...field('startDate')} />
            <TextField label="Level (optional)" placeholder="300 Level" {...field('level')} />
            <TextField
              label="Matriculation number (optional)"
              autoComplete="off"
              {...field('matricNumber')}
            />
          </div>
        </>
      )}
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      <Button type="submit" disabled={write.isPending}>
        {write.isPending ? 'Writing…' : 'Write my letter'}
      </Button>
    </form>
  )
}
