import { useMemo, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import {
  CV_LABELS,
  CV_LOOK_LABELS,
  CV_LOOKS,
  CV_MESSAGES,
  CV_SUMMARY_MAX_LENGTH,
  CvInputSchema,
  NIGERIAN_STATES,
  NYSC_STATUS_LABELS,
  NYSC_STATUSES,
  NYSC_STATUSES_WITH_YEAR,
  cvDocument,
  todayInLagos,
  type Cv,
  type CvFields,
  type CvProfile,
  CV_REFEREES_DEFAULT,
} from '@app/domain'
import { Field, TextField } from '../../components/profile/FormFields'
import { UnsavedChangesGuard } from '../../components/profile/UnsavedChangesGuard'
import { CHECK_FIELDS, issuesByField } from '../../components/profile/useCheckedForm'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { internQueries } from '../../lib/account-queries'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { cvQueries, downloadCv, useSaveCv, useUseCv } from './cv.api'
import { ActivityList, ExperienceList, ProjectList, TextArea } from './CvEntryLists'
import { formErrorsOf, formOf, inputOf, previewFieldsOf, type CvFormValues } from './cv-form'
import { CvPreview } from './CvPreview'

const SAVE_FAILED = 'Your CV could not be saved. Please try again.'
const DOWNLOAD_FAILED = 'Your CV could not be downloaded. Please try again.'
const USE_FAILED = 'Your CV could not be made your resume. Please try again.'

/** JSON with its keys sorted: the database answers lists' objects with keys in its own order. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )

const savedFieldsOf = (cv: Cv): CvFields => ({
  summary: cv.summary,
  experience: cv.experience,
  projects: cv.projects,
  activities: cv.activities,
  referees: cv.referees,
  nyscStatus: cv.nyscStatus,
  nyscYear: cv.nyscYear,
  stateOfOrigin: cv.stateOfOrigin,
  showStateOfOrigin: cv.showStateOfOrigin,
  showPhoto: cv.showPhoto,
  look: cv.look,
})

/** What the form would save, as the server would keep it; what is typed when it does not check. */
const comparable = (form: CvFormValues) => {
  const checked = CvInputSchema.safeParse(inputOf(form))
  return stableJson(checked.success ? checked.data : inputOf(form))
}

/** `/intern/cv`: the CV builder (decision 064). */
export function CvBuilderPage() {
  const query = useQuery(cvQueries.own())
  return (
    <div className="space-y-5">
      <title>CV builder — Internplace</title>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{CV_LABELS.page}</h1>
      <p className="max-w-3xl text-sm text-slate-600">
        A one- or two-page CV from your profile, in a layout employers&rsquo; systems can read. Add
        what your profile does not hold, preview it, download it, or use it for your applications.
      </p>
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your CV…</span>
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadError message="Your CV could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <CvBuilder cv={query.data} />
      )}
    </div>
  )
}

function ProfilePart({ profile }: { profile: CvProfile }) {
  const education = [profile.fieldOfStudy, profile.institution].filter(Boolean).join(', ')
  const rows: [string, string][] = [
    ['Name', profile.name],
    ['Contact', [profile.email, profile.phone].filter(Boolean).join(' · ')],
    ['Education', education],
    ['Skills', profile.skills.join(', ')],
    [
      'Placements on Internplace',
      profile.placements.length > 0
        ? profile.placements.map((placement) => placement.roleTitle).join(', ')
        : 'None yet',
    ],
  ]
  return (
    <section
      aria-labelledby="cv-from-profile"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="cv-from-profile" className="text-base font-semibold text-brand-900">
        {CV_LABELS.fromProfile}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900">{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={paths.intern.profile.href()}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {CV_LABELS.editProfile}
      </Link>
    </section>
  )
}

function CvBuilder({ cv }: { cv: Cv }) {
  const me = useQuery(internQueries.me())
  const [form, setForm] = useState(() => formOf(cv))
  const [saved, setSaved] = useState(() => stableJson(savedFieldsOf(cv)))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [usedMessage, setUsedMessage] = useState<string | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  const [isDownloading, setIsDownloading] = useState(false)
  const save = useSaveCv()
  const attach = useUseCv()
  const isDirty = comparable(form) !== saved
  const hasName = cv.profile.name !== ''

  const preview = useMemo(
    () => cvDocument(previewFieldsOf(form), cv.profile, todayInLagos()),
    [form, cv.profile],
  )
  const set = <K extends keyof CvFormValues>(name: K, value: CvFormValues[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }))
    setErrors((previous) => ({ ...previous, [name]: '' }))
  }
  const errorOf = (name: string) => errors[name] || undefined

  /** Checks and saves what changed; true once the server holds what the page shows. */
  const saveIfChanged = async (): Promise<boolean> => {
    setAlert(null)
    const checked = CvInputSchema.safeParse(inputOf(form))
    if (!checked.success) {
      setErrors(formErrorsOf(issuesByField(checked.error.issues)))
      setAlert(CHECK_FIELDS)
      return false
    }
    if (!isDirty) return true
    try {
      const next = await save.mutateAsync(checked.data)
      setSaved(stableJson(savedFieldsOf(next)))
      setErrors({})
      toast.success(CV_MESSAGES.saved)
      return true
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(formErrorsOf(error.errors))
      setAlert(hasMessageForPeople(error) ? error.message : SAVE_FAILED)
      return false
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void saveIfChanged()
  }

  const download = async () => {
    if (!(await saveIfChanged())) return
    setIsDownloading(true)
    try {
      await downloadCv(form.look)
    } catch (error) {
      toast.error(hasMessageForPeople(error) ? error.message : DOWNLOAD_FAILED)
    } finally {
      setIsDownloading(false)
    }
  }

  const makeResume = async () => {
    setIsConfirming(false)
    if (!(await saveIfChanged())) return
    try {
      await attach.mutateAsync()
      toast.success(CV_MESSAGES.used)
      setUsedMessage(CV_MESSAGES.used)
    } catch (error) {
      setAlert(hasMessageForPeople(error) ? error.message : USE_FAILED)
    }
  }

  const isBusy = save.isPending || attach.isPending || isDownloading
  const needsYear = form.nyscStatus !== '' && NYSC_STATUSES_WITH_YEAR.includes(form.nyscStatus)

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <UnsavedChangesGuard isDirty={isDirty} />
      <div className="min-w-0 space-y-5">
        <ProfilePart profile={cv.profile} />
        {!hasName && (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {CV_MESSAGES.nameMissing}
          </p>
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Your CV"
          className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <fieldset>
            <legend className="text-base font-semibold text-brand-900">{CV_LABELS.look}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {CV_LOOKS.map((look) => (
                <label
                  key={look}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="cv-look"
                    value={look}
                    checked={form.look === look}
                    onChange={() => set('look', look)}
                  />
                  <span className="text-sm text-slate-900">{CV_LOOK_LABELS[look]}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <TextArea
            label={CV_LABELS.summary}
            hint={`${CV_LABELS.summaryHint} ${form.summary.length}/${CV_SUMMARY_MAX_LENGTH}`}
            rows={4}
            value={form.summary}
            onChange={(summary) => set('summary', summary)}
            error={errorOf('summary')}
          />
          <ExperienceList
            entries={form.experience}
            onChange={(entries) => set('experience', entries)}
            errors={errors}
          />
          <ProjectList
            entries={form.projects}
            onChange={(entries) => set('projects', entries)}
            errors={errors}
          />
          <ActivityList
            entries={form.activities}
            onChange={(entries) => set('activities', entries)}
            errors={errors}
          />

          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-brand-900">Personal details</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={CV_LABELS.nyscStatus} error={errorOf('nyscStatus')}>
                {(control) => (
                  <select
                    {...control}
                    value={form.nyscStatus}
                    onChange={(event) =>
                      set('nyscStatus', event.target.value as CvFormValues['nyscStatus'])
                    }
                  >
                    <option value="">{CV_LABELS.nyscNone}</option>
                    {NYSC_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {NYSC_STATUS_LABELS[status]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {needsYear && (
                <TextField
                  label={CV_LABELS.nyscYear}
                  inputMode="numeric"
                  placeholder="2025"
                  value={form.nyscYear}
                  onChange={(event) => set('nyscYear', event.target.value)}
                  error={errorOf('nyscYear')}
                />
              )}
              <Field label={CV_LABELS.stateOfOrigin} error={errorOf('stateOfOrigin')}>
                {(control) => (
                  <select
                    {...control}
                    value={form.stateOfOrigin}
                    onChange={(event) => set('stateOfOrigin', event.target.value)}
                  >
                    <option value="">Choose…</option>
                    {NIGERIAN_STATES.map((state) => (
                      <option key={state} value={state}>
                        {state}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={form.showStateOfOrigin}
                onChange={(event) => set('showStateOfOrigin', event.target.checked)}
              />
              {CV_LABELS.showStateOfOrigin}
            </label>
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={form.showPhoto}
                disabled={!cv.profile.hasPhoto}
                onChange={(event) => set('showPhoto', event.target.checked)}
              />
              {CV_LABELS.showPhoto}
              {!cv.profile.hasPhoto && ' (add a photo to your profile first)'}
            </label>
          </fieldset>

          <TextArea
            label={CV_LABELS.referees}
            hint={`Leave empty to write '${CV_REFEREES_DEFAULT}'.`}
            rows={3}
            value={form.referees}
            onChange={(referees) => set('referees', referees)}
            error={errorOf('referees')}
          />

          <div className="space-y-3 border-t border-slate-200 pt-4">
            {alert && (
              <p role="alert" className="text-sm text-red-600">
                {alert}
              </p>
            )}
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Button type="submit" disabled={isBusy}>
                {save.isPending ? 'Saving…' : CV_LABELS.save}
              </Button>
              <Button
                variant="secondary"
                disabled={isBusy || !hasName}
                onClick={() => void download()}
              >
                {isDownloading ? 'Preparing…' : CV_LABELS.download}
              </Button>
              <Button
                variant="secondary"
                disabled={isBusy || !hasName}
                onClick={() => setIsConfirming(true)}
              >
                {attach.isPending ? 'Saving your CV…' : CV_LABELS.use}
              </Button>
            </div>
            <p role="status" className="text-sm font-medium text-brand-800">
              {usedMessage ?? (cv.isResumeInUse ? CV_LABELS.inUse : '')}
            </p>
          </div>
        </form>
      </div>

      <section aria-labelledby="cv-preview-heading" className="min-w-0 space-y-2">
        <h2 id="cv-preview-heading" className="text-lg font-semibold text-brand-900">
          {CV_LABELS.preview}
        </h2>
        <p className="text-xs text-slate-600">
          The PDF has the same words. A CV is at most two pages: when yours is longer, the PDF keeps
          fewer lines under each job.
        </p>
        <div className="lg:sticky lg:top-4">
          <CvPreview cv={preview} look={form.look} photoUrl={me.data?.profileImageUrl ?? null} />
        </div>
      </section>

      <Dialog
        isOpen={isConfirming}
        title={CV_LABELS.useConfirmTitle}
        description={CV_LABELS.useConfirmText}
        onClose={() => setIsConfirming(false)}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => setIsConfirming(false)}>
            {CV_LABELS.cancel}
          </Button>
          <Button onClick={() => void makeResume()}>{CV_LABELS.useConfirm}</Button>
        </div>
      </Dialog>
    </div>
  )
}
