import type { AccountChangeField } from '@app/domain'
import type { AccountKind } from './settings-kind'
import { formatPhone } from '../../lib/screen-format'

export interface ChangeFieldCopy {
  label: string
  dialogTitle: string
  inputLabel: string
  inputType: string
  autoComplete: string
}

/** A row of Basic Information and its change dialog, in the account's words. */
export function changeFieldCopy(field: AccountChangeField, kind: AccountKind): ChangeFieldCopy {
  const owner = kind === 'company' ? 'company ' : ''
  if (field === 'companyName')
    return {
      label: 'Company name',
      dialogTitle: 'Change company name',
      inputLabel: 'New company name',
      inputType: 'text',
      autoComplete: 'organization',
    }
  if (field === 'email')
    return {
      label: kind === 'company' ? 'Company email' : 'Email',
      dialogTitle: `Change ${owner}email`,
      inputLabel: `New ${owner}email`,
      inputType: 'email',
      autoComplete: 'email',
    }
  return {
    label: 'Phone number',
    dialogTitle: 'Change phone number',
    inputLabel: 'New phone number',
    inputType: 'tel',
    autoComplete: 'tel-national',
  }
}

/** The details the Basic Information page shows, whichever kind of account it is. */
export interface SettingsAccount {
  email: string
  countryCode: string | null
  phoneNumber: string | null
  /** The company name, or the intern's full name. */
  name: string | null
}

/** What the settings row shows as the current value. */
export function currentValue(account: SettingsAccount, field: AccountChangeField): string {
  if (field === 'email') return account.email
  if (field === 'companyName') return account.name ?? ''
  return formatPhone(account.countryCode, account.phoneNumber)
}
