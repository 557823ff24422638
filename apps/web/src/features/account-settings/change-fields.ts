import type { AccountChangeField, CompanyMe } from '@app/domain'

export const CHANGE_FIELDS: Record<
  AccountChangeField,
  {
    label: string
    dialogTitle: string
    inputLabel: string
    inputType: string
    autoComplete: string
  }
> = {
  companyName: {
    label: 'Company name',
    dialogTitle: 'Change company name',
    inputLabel: 'New company name',
    inputType: 'text',
    autoComplete: 'organization',
  },
  email: {
    label: 'Company email',
    dialogTitle: 'Change company email',
    inputLabel: 'New company email',
    inputType: 'email',
    autoComplete: 'email',
  },
  phoneNumber: {
    label: 'Phone number',
    dialogTitle: 'Change phone number',
    inputLabel: 'New phone number',
    inputType: 'tel',
    autoComplete: 'tel-national',
  },
}

/** What the settings row shows as the current value. */
export function currentValue(company: CompanyMe, field: AccountChangeField): string {
  if (field === 'email') return company.email
  if (field === 'companyName') return company.companyName ?? ''
  if (!company.phoneNumber) return ''
  return `${company.countryCode ?? ''} ${company.phoneNumber}`.trim()
}
