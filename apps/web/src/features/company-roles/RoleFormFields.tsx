import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import {
  ROLE_DURATION_MAX,
  ROLE_MESSAGES,
  ROLE_TITLE_MAX_LENGTH,
  ROLE_TYPE_LABELS,
  ROLE_TYPES,
  isUnpaid,
  siwesMonths,
  todayInLagos,
  type RoleValues,
} from '@app/domain'
import { NoFeePolicy } from '../../components/safety/SafetyNotices'
import { formatStoredDuration } from '../../lib/screen-format'
import type { RoleFormValues } from './role-form'
import { describedBy, FormSection, inputClass, RoleField } from './RoleField'
import { CoverNoteChoice, PerkFields, PlacementFields } from './PlacementFields'
import { ScreeningQuestionFields } from './ScreeningQuestionFields'
import { ApplicantCapField } from './ApplicantCapField'

const DURATIONS = Array.from({ length: ROLE_DURATION_MAX }, (_, index) => index + 1)

/** Empty stays empty (so 'required' can be said); anything else becomes a number. */
const toAmount = (empty: undefined | null) => (value: unknown) =>
  value === '' || value == null ? empty : Number(value)

interface RoleFormFieldsProps {
  form: UseFormReturn<RoleFormValues, unknown, RoleValues>
  /** The edit form words the minimum as a salary (spec §5). */
  isEdit?: boolean
  /** Someone answered the role's screening questions (decision 069). */
  questionsAnswered?: boolean
}

/** The role's fields in three sections: details, duration and pay, and where and when. */
export function RoleFormFields({
  form,
  isEdit = false,
  questionsAnswered = false,
}: RoleFormFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form
  const title = watch('title') ?? ''
  const minimumSalary = watch('minimumSalary')
  const isUnpaidRole =
    typeof minimumSalary === 'number' && isUnpaid(minimumSalary, watch('maximumSalary'))
  const duration = watch('duration')
  const term = watch('term')
  const isSiwes = watch('placementType') === 'siwes'
  const siwesWeeks = watch('siwesWeeks')
  // A SIWES/IT placement lasts its weeks: the duration follows them (the server stores the same).
  useEffect(() => {
    if (!isSiwes || !siwesWeeks) return
    form.setValue('duration', siwesMonths(siwesWeeks), { shouldValidate: true })
    form.setValue('term', 'month', { shouldValidate: true })
  }, [form, isSiwes, siwesWeeks])
  const storedDuration =
    Number.isInteger(duration) && term ? formatStoredDuration(duration, term) : null
  const minimumError =
    isEdit && errors.minimumSalary?.message === ROLE_MESSAGES.minimumRequired
      ? ROLE_MESSAGES.minimumSalaryRequired
      : errors.minimumSalary?.message
  const aria = (id: string, message?: string, hasHint = false) => ({
    id,
    'aria-invalid': !!message || undefined,
    'aria-describedby': describedBy(id, hasHint, !!message),
  })
  const withTotal = (id: string, message?: string) =>
    [describedBy(id, false, !!message), storedDuration && 'role-duration-total']
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <div className="grid gap-6">
      <NoFeePolicy audience="company" />
      <FormSection title="Role Details">
        <RoleField
          id="role-title"
          label="Role title"
          error={errors.title?.message}
          aside={
            <span className="text-xs text-slate-500" aria-hidden="true">
              {String(title).length}/{ROLE_TITLE_MAX_LENGTH}
            </span>
          }
        >
          <input
            {...aria('role-title', errors.title?.message)}
            type="text"
            maxLength={ROLE_TITLE_MAX_LENGTH}
            autoComplete="off"
            placeholder="e.g. Product Design Intern"
            className={inputClass(!!errors.title)}
            {...register('title')}
          />
        </RoleField>
        <RoleField id="role-summary" label="Role summary" error={errors.roleSummary?.message}>
          <textarea
            {...aria('role-summary', errors.roleSummary?.message)}
            rows={4}
            placeholder="What the intern will do and learn, in a few sentences."
            className={inputClass(!!errors.roleSummary)}
            {...register('roleSummary')}
          />
        </RoleField>
        <RoleField
          id="role-responsibilities"
          label="Responsibilities"
          hint="One responsibility per line."
          error={errors.responsibilities?.message}
        >
          <textarea
            {...aria('role-responsibilities', errors.responsibilities?.message, true)}
            rows={5}
            placeholder={'Design screens for our mobile app\nRun usability sessions'}
            className={inputClass(!!errors.responsibilities)}
            {...register('responsibilities')}
          />
        </RoleField>
        <RoleField
          id="role-requirements"
          label="Requirements"
          hint="One requirement per line."
          error={errors.requirements?.message}
        >
          <textarea
            {...aria('role-requirements', errors.requirements?.message, true)}
            rows={5}
            placeholder={'Figma\nA portfolio of two projects'}
            className={inputClass(!!errors.requirements)}
            {...register('requirements')}
          />
        </RoleField>
      </FormSection>

      <PlacementFields form={form} />

      <FormSection title={isEdit ? 'Duration & Compensation/Salary' : 'Duration & Compensation'}>
        {isSiwes ? (
          <p id="role-duration-siwes" className="text-sm text-slate-700">
            <span className="font-medium text-slate-800">Duration: </span>
            {siwesWeeks
              ? `${siwesWeeks} weeks, the SIWES/IT length chosen above.`
              : 'the SIWES/IT length you choose above (16 or 24 weeks).'}
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-4">
            <RoleField id="role-duration" label="Duration" error={errors.duration?.message}>
              <select
                {...aria('role-duration', errors.duration?.message)}
                aria-describedby={withTotal('role-duration', errors.duration?.message)}
                className={inputClass(!!errors.duration)}
                {...register('duration', { valueAsNumber: true })}
              >
                {DURATIONS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </RoleField>
            <RoleField id="role-term" label="Term" error={errors.term?.message}>
              <select
                {...aria('role-term', errors.term?.message)}
                aria-describedby={withTotal('role-term', errors.term?.message)}
                className={inputClass(!!errors.term)}
                {...register('term')}
              >
                <option value="month">Month</option>
                <option value="year(s)">Year(s)</option>
              </select>
            </RoleField>
            {storedDuration && (
              <output
                id="role-duration-total"
                htmlFor="role-duration role-term"
                className="col-span-2 -mt-2 text-sm text-slate-600"
              >
                {storedDuration}
              </output>
            )}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <RoleField
            id="role-minimum-salary"
            label={
              isEdit ? 'Minimum salary (NGN per month)' : 'Minimum compensation (NGN per month)'
            }
            error={minimumError}
          >
            <input
              {...aria('role-minimum-salary', minimumError)}
              aria-describedby={
                [describedBy('role-minimum-salary', false, !!minimumError), 'role-unpaid-note']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="50000"
              className={inputClass(!!minimumError)}
              // The maximum is checked against the minimum, so a new minimum checks it again.
              {...register('minimumSalary', {
                setValueAs: toAmount(undefined),
                deps: ['maximumSalary'],
              })}
            />
          </RoleField>
          <RoleField
            id="role-maximum-salary"
            label={
              isEdit ? 'Maximum salary (NGN per month)' : 'Maximum compensation (NGN per month)'
            }
            isOptional
            error={errors.maximumSalary?.message}
          >
            <input
              {...aria('role-maximum-salary', errors.maximumSalary?.message)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="80000"
              className={inputClass(!!errors.maximumSalary)}
              {...register('maximumSalary', { setValueAs: toAmount(null) })}
            />
          </RoleField>
        </div>
        {/* Said as it is typed, and never blocking: an unpaid role may still be posted. */}
        <div id="role-unpaid-note" aria-live="polite">
          {isUnpaidRole && (
            <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <strong className="font-semibold">This role shows as Unpaid. </strong>
              {ROLE_MESSAGES.unpaidWarning}
            </p>
          )}
        </div>
        <PerkFields form={form} />
      </FormSection>

      <FormSection title="Additional Details">
        <RoleField id="role-location" label="Location" error={errors.location?.message}>
          <input
            {...aria('role-location', errors.location?.message)}
            type="text"
            autoComplete="off"
            placeholder="e.g. Lagos, Yaba"
            className={inputClass(!!errors.location)}
            {...register('location')}
          />
        </RoleField>
        <fieldset aria-describedby={errors.type ? 'role-type-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Work type</legend>
          <div className="flex flex-wrap gap-2">
            {ROLE_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
              >
                <input
                  type="radio"
                  value={type}
                  className="h-4 w-4 accent-brand-900"
                  {...register('type')}
                />
                {ROLE_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
          {errors.type && (
            <p id="role-type-error" className="mt-1 text-sm text-red-700">
              {errors.type.message}
            </p>
          )}
        </fieldset>
        <RoleField
          id="role-deadline"
          label="Application deadline"
          isOptional
          error={errors.applicationDeadline?.message}
        >
          <input
            {...aria('role-deadline', errors.applicationDeadline?.message)}
            type="date"
            min={todayInLagos()}
            className={inputClass(!!errors.applicationDeadline)}
            {...register('applicationDeadline')}
          />
        </RoleField>
        <CoverNoteChoice form={form} />
        <ApplicantCapField form={form} />
      </FormSection>
      <ScreeningQuestionFields form={form} isAnswered={questionsAnswered} />
    </div>
  )
}
