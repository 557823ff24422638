import {
  DEFAULT_COUNTRY_CODE,
  GENDERS,
  GENDER_LABELS,
  type InternBasicInfoInput,
  type InternBasicInfoInputSchema,
  type InternMe,
} from '@app/domain'
import {
  AddressField,
  BioField,
  Field,
  SignInEmailField,
  TextField,
  FieldGrid,
  type SchemaForm,
} from '../../components/profile/FormFields'
import { NameFields } from '../../components/profile/NameFields'
import { PhoneNumberFields } from '../../components/profile/PhoneNumberFields'

export type BasicInfoForm = SchemaForm<InternBasicInfoInput, typeof InternBasicInfoInputSchema>

/** The basic-information values of a profile, as the form holds them ('' where nothing is kept). */
export function basicInfoValues(intern: InternMe): InternBasicInfoInput {
  return {
    firstName: intern.firstName ?? '',
    lastName: intern.lastName ?? '',
    otherName: intern.otherName ?? '',
    dateOfBirth: intern.dateOfBirth?.slice(0, 10) ?? '',
    countryCode: intern.countryCode || DEFAULT_COUNTRY_CODE,
    phoneNumber: intern.phoneNumber ?? '',
    gender: intern.gender ?? '',
    address: intern.address ?? '',
    bio: intern.bio ?? '',
  }
}

/** Name, birth date, phone, gender, address and bio; the email is shown, never edited here. */
export function BasicInfoFields({ form, email }: { form: BasicInfoForm; email: string }) {
  const { register } = form
  const { errors } = form.formState
  return (
    <FieldGrid>
      <NameFields form={form} />
      <TextField
        label="Date of birth"
        type="date"
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        registration={register('dateOfBirth')}
      />
      <SignInEmailField email={email} />
      <PhoneNumberFields form={form} className="sm:col-span-2" />
      <Field label="Gender" error={errors.gender?.message}>
        {(control) => (
          <select {...register('gender')} {...control}>
            <option value="">Choose</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <AddressField error={errors.address?.message} registration={register('address')} />
      <BioField
        placeholder="What you study, what you are good at, and what you want to learn"
        error={errors.bio?.message}
        registration={register('bio')}
      />
    </FieldGrid>
  )
}
