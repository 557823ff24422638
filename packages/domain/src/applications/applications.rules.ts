import { APPLICATION_STATUSES, type ApplicationStatus } from './applications.schemas.js'

/**
 * A company decides once: accept or reject an application not yet decided, never change a
 * decision. The API refuses the rest (409 APPLICATION_DECIDED); the web hides the buttons.
 */
export const canDecide = (status: ApplicationStatus) =>
  status === 'pending' || status === 'in_review'

/** The statuses `canDecide` allows, for the API's guarded UPDATE. */
export const DECIDABLE_STATUSES = APPLICATION_STATUSES.filter(canDecide)

/** An applicant may withdraw until the company decides. */
export const canWithdraw = canDecide

/**
 * Interviews are proposed, chosen and moved only while the application is open: undecided, and not
 * closed with its role (deleted or removed). An application that ends cancels its interviews in the
 * same transaction (the API's closeInterviewsOfDecided), so nothing is arranged on a closed one.
 */
export const canArrangeInterview = (application: {
  status: ApplicationStatus
  closedAt: Date | null
}) => canDecide(application.status) && application.closedAt === null

/**
 * 'Ada Okafor' → 'A*a O****r': notifications never show an applicant's full name (spec §3). Each
 * word keeps its first and last letters; words of one or two letters are kept as they are.
 */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...word]
      if (letters.length <= 2) return word
      return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`
    })
    .join(' ')
}

/** The applicant's masked first and last name, or 'An applicant' when neither is known. */
export const maskedApplicantName = (firstName: string | null, lastName: string | null) =>
  maskName(`${firstName ?? ''} ${lastName ?? ''}`) || 'An applicant'

/**
 * How long a company may still open the resume of an application that ended without a hire
 * (NDPA 2023 storage limitation; decision 022): 180 days after the rejection, or after the role
 * closed for an application that was not accepted.
 */
export const RESUME_RETENTION_DAYS = 180

export function isResumeExpired(
  application: { status: ApplicationStatus; decidedAt: Date | null; closedAt: Date | null },
  now: Date,
): boolean {
  const endedAt =
    application.status === 'rejected'
      ? application.decidedAt
      : application.status === 'accepted'
        ? null
        : application.closedAt
  if (!endedAt) return false
  return now.getTime() - endedAt.getTime() >= RESUME_RETENTION_DAYS * 86_400_000
}
