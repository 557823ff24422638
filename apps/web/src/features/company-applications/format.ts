import { genderLabel, type CompanyApplication } from '@app/domain'

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

/** 'YYYY - YYYY'; a missing graduation year means a postgraduate programme. */
export function educationDates(user: Applicant): string {
  if (!user.yearOfEntry && !user.yearOfGraduation) return NOT_SPECIFIED
  const start = user.yearOfEntry ?? ''
  const end = user.yearOfGraduation ?? 'Postgraduate'
  return start ? `${start} - ${end}` : String(end)
}

export function phoneOf(user: Applicant): string {
  if (!user.phoneNumber) return NOT_SPECIFIED
  return [user.countryCode, user.phoneNumber].filter(Boolean).join(' ')
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

/** 'Nov 3, 2026'. */
export function shortDate(value: string): string {
  return new Date(value).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })
}

/** '3:05 PM'. */
export function twelveHourTime(value: string): string {
  return new Date(value).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
}

/** What the chat page reads from navigation state (spec §2). */
export function chatState(application: CompanyApplication) {
  return {
    userId: application.user.id,
    applicationId: application.id,
    name: applicantName(application.user),
    roleTitle: application.role.title,
    avatar: application.user.profileImageUrl,
  }
}
