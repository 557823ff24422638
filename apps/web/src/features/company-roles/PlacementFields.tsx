import { useEffect } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import {
  COVER_NOTE_LABELS,
  NYSC_STATES,
  PERK_LABELS,
  PERKS,
  PLACEMENT_TYPE_LABELS,
  PLACEMENT_TYPES,
  SIWES_PROGRAMMES,
  SIWES_WEEKS,
  type PlacementType,
  type RoleValues,
} from '@app/domain'
import type { RoleFormValues } from './role-form'
import { describedBy, FormSection, inputClass, RoleField } from './RoleField'

const PLACEMENT_HINTS: Record<PlacementType, string> = {
  internship: 'A student or new graduate learning on the job.',
  siwes: 'Industrial training for ND, HND, NCE or degree students (16 or 24 weeks).',
  nysc: 'A place of primary assignment for a corps member.',
  graduate: 'An entry-level role for people who have finished school.',
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-[:checked]:border-brand-900 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100'

function ErrorLine({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  )
}

interface PlacementFieldsProps {
  form: UseFormReturn<RoleFormValues, unknown, RoleValues>
}

/** What kind of placement the role is, and what a SIWES/IT or NYSC placement must also say. */
export function PlacementFields({ form }: PlacementFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form
  const placementType = watch('placementType') ?? 'internship'
  const weeksError = errors.siwesWeeks?.message
  const programmesError = errors.siwesProgrammes?.message ?? errors.siwesProgrammes?.[0]?.message
  const stateError = errors.nyscState?.message

  // The fields a SIWES/IT or NYSC choice brings are checked as they appear, so they say at once
  // what is missing (they mount after the choice, too late for its `deps`).
  useEffect(() => {
    if (placementType === 'siwes') void form.trigger(['siwesWeeks', 'siwesProgrammes'])
    if (placementType === 'nysc') void form.trigger('nyscState')
  }, [form, placementType])

  return (
    <FormSection title="Placement type">
      <fieldset aria-describedby="role-placement-hint">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          What kind of placement is it?
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PLACEMENT_TYPES.map((type) => (
            <label key={type} className={`${choiceClass} py-2`}>
              <input
                type="radio"
                value={type}
                className="h-4 w-4 flex-none accent-brand-900"
                // Leaving SIWES/IT or NYSC clears what their fields were told.
                {...register('placementType', {
                  deps: ['siwesWeeks', 'siwesProgrammes', 'nyscState'],
                })}
              />
              {PLACEMENT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        <p id="role-placement-hint" className="mt-1 text-xs text-slate-500">
          {PLACEMENT_HINTS[placementType]}
        </p>
        <ErrorLine id="role-placement-error" message={errors.placementType?.message} />
      </fieldset>

      {placementType === 'siwes' && (
        <>
          <fieldset aria-describedby={weeksError ? 'role-siwes-weeks-error' : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">SIWES/IT length</legend>
            {/* Controlled: a registered radio would hand the schema '16', a string. */}
            <Controller
              control={form.control}
              name="siwesWeeks"
              render={({ field }) => (
                <div className="flex flex-wrap gap-2">
                  {SIWES_WEEKS.map((weeks) => (
                    <label key={weeks} className={choiceClass}>
                      <input
                        type="radio"
                        name={field.name}
                        value={weeks}
                        checked={field.value === weeks}
                        onChange={() => field.onChange(weeks)}
                        onBlur={field.onBlur}
                        aria-invalid={!!weeksError || undefined}
                        className="h-4 w-4 accent-brand-900"
                      />
                      {weeks} weeks
                    </label>
                  ))}
                </div>
              )}
            />
            <ErrorLine id="role-siwes-weeks-error" message={weeksError} />
          </fieldset>
          <fieldset aria-describedby={programmesError ? 'role-siwes-programmes-error' : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">
              Programmes it takes
            </legend>
            <div className="flex flex-wrap gap-2">
              {SIWES_PROGRAMMES.map((programme) => (
                <label key={programme} className={choiceClass}>
                  <input
                    type="checkbox"
                    value={programme}
                    aria-invalid={!!programmesError || undefined}
                    className="h-4 w-4 accent-brand-900"
                    {...register('siwesProgrammes')}
                  />
                  {programme}
                </label>
              ))}
            </div>
            <ErrorLine id="role-siwes-programmes-error" message={programmesError} />
          </fieldset>
        </>
      )}

      {placementType === 'nysc' && (
        <RoleField
          id="role-nysc-state"
          label="State of the place of primary assignment"
          error={stateError}
        >
          <select
            id="role-nysc-state"
            aria-invalid={!!stateError || undefined}
            aria-describedby={describedBy('role-nysc-state', false, !!stateError)}
            className={inputClass(!!stateError)}
            {...register('nyscState')}
          >
            <option value="">Choose a state</option>
            {NYSC_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </RoleField>
      )}
    </FormSection>
  )
}

/** The perks offered besides the stipend, as checkboxes. */
export function PerkFields({ form }: PlacementFieldsProps) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        Perks <span className="font-normal text-slate-500">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {PERKS.map((perk) => (
          <label key={perk} className={choiceClass}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-900"
              {...form.register(`perks.${perk}`)}
            />
            {PERK_LABELS[perk]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** Whether applying takes a short cover note (decision 065). */
export function CoverNoteChoice({ form }: PlacementFieldsProps) {
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-900"
          aria-describedby="role-cover-note-hint"
          {...form.register('asksCoverNote')}
        />
        {COVER_NOTE_LABELS.roleCheckbox}
      </label>
      <p id="role-cover-note-hint" className="text-xs text-slate-500">
        {COVER_NOTE_LABELS.roleHint}
      </p>
    </div>
  )
}
