import { Controller } from 'react-hook-form'
import {
  DEFAULT_COUNTRY_CODE,
  ESTABLISHED_YEARS_BACK,
  NIGERIAN_STATES,
  type CompanyBasicInfoInput,
  type CompanyBasicInfoInputSchema,
  type CompanyMe,
} from '@app/domain'
import { MonthYearPicker } from './MonthYearPicker'
import {
  AddressField,
  BioField,
  Field,
  IndustryField,
  SignInEmailField,
  TextField,
  FieldGrid,
  type SchemaForm,
} from '../../components/profile/FormFields'
import { PhoneNumberFields } from '../../components/profile/PhoneNumberFields'

export type CompanyInfoForm = SchemaForm<CompanyBasicInfoInput, typeof CompanyBasicInfoInputSchema>

/** The basic-information values of a profile, as the form holds them ('' where nothing is kept). */
export function companyInfoValues(company: CompanyMe): CompanyBasicInfoInput {
  return {
    companyName: company.companyName ?? '',
    establishedDate: company.establishedDate?.slice(0, 7) ?? '',
    countryCode: company.countryCode || DEFAULT_COUNTRY_CODE,
    phoneNumber: company.phoneNumber ?? '',
    industryType: (company.industryType ?? '') as CompanyBasicInfoInput['industryType'],
    address: company.address ?? '',
    city: company.city ?? '',
    state: company.state ?? '',
    bio: company.bio ?? '',
    rcNumber: company.rcNumber ?? '',
  }
}

/** Name, CAC number, founding month, phone, industry, address and bio; the email is shown, never edited. */
export function CompanyInfoFields({ form, email }: { form: CompanyInfoForm; email: string }) {
  const { register, control } = form
  const { errors } = form.formState
  return (
    <FieldGrid>
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        registration={register('companyName')}
        className="sm:col-span-2"
      />
      <TextField
        label="CAC registration number"
        hint="RC and up to 8 digits (for example RC1234567), or BN and digits for a business name. We check it against your CAC document."
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.rcNumber?.message}
        registration={register('rcNumber')}
        className="sm:col-span-2"
      />
      <SignInEmailField email={email} />
      <Controller
        control={control}
        name="establishedDate"
        render={({ field, fieldState }) => (
          <div className="sm:col-span-2">
            <MonthYearPicker
              label="Established date"
              yearsBack={ESTABLISHED_YEARS_BACK}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          </div>
        )}
      />
      <PhoneNumberFields form={form} className="sm:col-span-2" />
      <IndustryField
        label="Industry"
        error={errors.industryType?.message}
        registration={register('industryType')}
        className="sm:col-span-2"
      />
      <AddressField
        error={errors.address?.message}
        registration={register('address')}
        className="sm:col-span-2"
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        registration={register('city')}
      />
      <Field label="State" error={errors.state?.message}>
        {(control) => (
          <select {...register('state')} {...control}>
            <option value="">Choose a state</option>
            {NIGERIAN_STATES.map((state) => (
              <option key={state}>{state}</option>
            ))}
          </select>
        )}
      </Field>
      <BioField
        placeholder="What your company does, and what interns learn with you"
        error={errors.bio?.message}
        registration={register('bio')}
      />
    </FieldGrid>
  )
}
