import { addDays, formatDay } from '../shared/format.js'

/**
 * The SIWES/IT paperwork the company signs (issue 29, decision 060): the SCAF at the start, ITF
 * Form 8 at the end. No zod here, so a page that only shows a placement loads none; and nothing of
 * placements.rules, which asks this file for the papers' step.
 */

/** The ITF's rule: the SCAF reaches the nearest ITF Area Office within 14 days of starting. */
export const SCAF_ITF_DAYS = 14
/** The second reminder comes this many days before those 14 days run out. */
export const SCAF_LAST_REMINDER_DAYS = 3
/** ITF Form 8 can be filled from this many days before the last day (its last two weeks) on. */
export const ITF_FORM_8_OPEN_DAYS = 13

/** Part B's overall grade, as the form prints it. */
export const ITF_GRADES = ['A', 'B', 'C', 'D'] as const
export type ItfGrade = (typeof ITF_GRADES)[number]
export const ITF_GRADE_LABELS: Record<ItfGrade, string> = {
  A: 'A (Excellent)',
  B: 'B (Very good)',
  C: 'C (Good)',
  D: 'D (Fair)',
}

/** Part B's attendance and punctuality, rated as the employer saw it over the attachment. */
export const ITF_ATTENDANCE = ['excellent', 'good', 'fair', 'poor'] as const
export type ItfAttendance = (typeof ITF_ATTENDANCE)[number]
export const ITF_ATTENDANCE_LABELS: Record<ItfAttendance, string> = {
  excellent: 'Excellent (always present and punctual)',
  good: 'Good (rarely absent or late)',
  fair: 'Fair (sometimes absent or late)',
  poor: 'Poor (often absent or late)',
}

/** The last day the SCAF may reach the ITF: 14 days after the commencement date. */
export const scafDeadline = (startDate: string) => addDays(startDate, SCAF_ITF_DAYS)

/** The day of the second reminder: a few days before the deadline. */
export const scafLastReminderDay = (startDate: string) =>
  addDays(scafDeadline(startDate), -SCAF_LAST_REMINDER_DAYS)

/** The first day ITF Form 8 can be filled: the start of the placement's last two weeks. */
export const itfForm8OpensOn = (endDate: string) => addDays(endDate, -ITF_FORM_8_OPEN_DAYS)

/** A SIWES/IT student's school details, as their placement keeps them; null until given. */
export interface SiwesStudentDetails {
  matricNumber: string | null
  institution: string | null
  course: string | null
  programme: string | null
}

/** What a form needs of the placement to be signed; each gap named in the refusal. */
export interface SiwesFormFacts {
  startDate: string | null
  endDate: string | null
  supervisor: { name: string | null; phone: string | null }
  studentName: string | null
  student: SiwesStudentDetails | null
  /** The employer's address as the letterhead prints it. */
  companyAddress: string | null
}

/** The student's details both forms print; what is missing of them, in words. */
function studentGaps(facts: SiwesFormFacts): string[] {
  const student = facts.student
  return [
    ...(!facts.studentName ? ["the student's name (on their profile)"] : []),
    ...(!student?.matricNumber ? ["the student's matriculation number"] : []),
    ...(!student?.institution ? ["the student's institution"] : []),
    ...(!student?.course ? ["the student's course"] : []),
    ...(!student?.programme ? ["the student's programme"] : []),
  ]
}

/** What the SCAF still lacks before it can be signed: dates, supervisor, student, address. */
export function scafGaps(facts: SiwesFormFacts): string[] {
  return [
    ...(!facts.startDate || !facts.endDate ? ['the start and end dates'] : []),
    ...(!facts.supervisor.name || !facts.supervisor.phone
      ? ["the industry supervisor's name and phone"]
      : []),
    ...studentGaps(facts),
    ...(!facts.companyAddress ? ["the company's address (on the company profile)"] : []),
  ]
}

/** What ITF Form 8's Part A still lacks: the dates and the student's details. */
export function itfForm8Gaps(facts: SiwesFormFacts): string[] {
  return [
    ...(!facts.startDate || !facts.endDate ? ['the start and end dates'] : []),
    ...studentGaps(facts),
  ]
}

/** The SIWES papers as a placement's progress reads them (ISO instants, 'YYYY-MM-DD' days). */
export interface SiwesPaperFacts {
  scaf: { signedAt: string; submittedAt: string | null; startDate: string } | null
  itfForm8: { signedAt: string } | null
}

/**
 * The papers' step of a SIWES placement whose details are complete, for the side that reads it,
 * or null when the papers ask nothing now: the company signs the SCAF before and during the
 * placement, the student takes it to the ITF until the placement ends, and the company fills
 * ITF Form 8 from the last two weeks on.
 */
export function siwesPaperStep(
  papers: SiwesPaperFacts,
  side: 'company' | 'intern',
  placement: { stage: string; endDate: string | null },
  today: string,
): string | null {
  const { scaf, itfForm8 } = papers
  const isOn = placement.stage === 'upcoming' || placement.stage === 'ongoing'
  if (side === 'company') {
    if (!scaf && isOn) return 'Sign the SCAF'
    const form8Open = placement.endDate !== null && today >= itfForm8OpensOn(placement.endDate)
    if (!itfForm8 && form8Open && placement.stage !== 'upcoming') return 'Fill ITF Form 8'
    return null
  }
  if (scaf && !scaf.submittedAt && isOn) {
    const deadline = scafDeadline(scaf.startDate)
    return today <= deadline
      ? `Take your SCAF to the ITF Area Office by ${formatDay(deadline)}`
      : `Take your SCAF to the ITF Area Office (it was due ${formatDay(deadline)})`
  }
  return null
}
