import { genderLabel, type CompanyApplication } from '@app/domain'
import { formatPhone, formatStudyYears } from '../../lib/screen-format'

export const NOT_SPECIFIED = 'Not specified'

type Applicant = CompanyApplication['user']

/** First, other and last name; the email when the applicant gave no name. */
export function applicantName(user: Applicant): string {
  const name = [user.firstName, user.otherName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || user.email
}

export function initials(user: Applicant): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
  return (letters || user.email.charAt(0)).toUpperCase()
}

/** The years and level of study ('Postgraduate (MSc, PhD), started 2021'). */
export function educationDates(user: Applicant): string {
  return formatStudyYears(user) || NOT_SPECIFIED
}

/** '+234 803 123 4567'. */
export function phoneOf(user: Applicant): string {
  return formatPhone(user.countryCode, user.phoneNumber) || NOT_SPECIFIED
}

/** 'Female' rather than the stored 'female'; the labels live with the gender list in the domain. */
export function genderOf(user: Applicant): string {
  const gender = user.gender?.trim()
  return gender ? genderLabel(gender) : NOT_SPECIFIED
}

export function durationOf(user: Applicant): string {
  if (!user.intendedDuration) return NOT_SPECIFIED
  return `${user.intendedDuration} month${user.intendedDuration === 1 ? '' : 's'}`
}

/** The applicant's personal details, as the applicant card and the profile page list them. */
export const personalDetailItems = (user: Applicant) => [
  { label: 'Gender', value: genderOf(user) },
  { label: 'Phone Number', value: phoneOf(user) },
  { label: 'Preferred Industry', value: user.preferredIndustry || NOT_SPECIFIED },
  { label: 'Intended Duration', value: durationOf(user) },
]
