import type { Resolver, UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  INTENDED_DURATIONS,
  LOCATION_PREFERENCES,
  intendedDurationLabel,
  type InternMe,
  InternPreferencesInputSchema,
} from '@app/domain'
import type { z } from 'zod'
import { Field, IndustryField } from '../../components/profile/FormFields'

export interface PreferenceValues {
  preferredIndustry: string
  locationPreference: string
  intendedDuration: string
}
export type PreferenceForm = UseFormReturn<
  PreferenceValues,
  unknown,
  z.output<typeof InternPreferencesInputSchema>
>

/** The selects hold text; the schema checks each value is on its list. */
export const preferencesResolver = zodResolver(InternPreferencesInputSchema) as Resolver<
  PreferenceValues,
  unknown,
  z.output<typeof InternPreferencesInputSchema>
>

export const preferenceValues = (intern: InternMe): PreferenceValues => ({
  preferredIndustry: intern.preferredIndustry ?? '',
  locationPreference: intern.locationPreference ?? '',
  intendedDuration: intern.intendedDuration ? String(intern.intendedDuration) : '',
})

/** The three choices that shape recommended roles, each from its list (spec §5). */
export function PreferenceFields({
  form,
  isStacked = false,
}: {
  form: PreferenceForm
  /** One under another, for a narrow column. */
  isStacked?: boolean
}) {
  const {
    register,
    formState: { errors },
  } = form
  return (
    <div className={`grid gap-5 ${isStacked ? '' : 'sm:grid-cols-3'}`}>
      <IndustryField
        label="Preferred industry"
        error={errors.preferredIndustry?.message}
        registration={register('preferredIndustry')}
      />
      <Field label="Location preference" error={errors.locationPreference?.message}>
        {(control) => (
          <select {...register('locationPreference')} {...control}>
            <option value="">Choose a location</option>
            {LOCATION_PREFERENCES.map((location) => (
              <option key={location}>{location}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Intended duration" error={errors.intendedDuration?.message}>
        {(control) => (
          <select {...register('intendedDuration')} {...control}>
            <option value="">Choose a duration</option>
            {INTENDED_DURATIONS.map((months) => (
              <option key={months} value={String(months)}>
                {intendedDurationLabel(months)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  )
}
