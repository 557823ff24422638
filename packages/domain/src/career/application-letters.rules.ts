import { addDays, formatDay } from '../shared/format.js'
import { listInWords } from '../placements/placements.rules.js'
import {
  APPLICATION_LETTER_PROGRAMME_NAMES,
  type ApplicationLetterKind,
  type ApplicationLetterProgramme,
} from './application-letters.schemas.js'

// One line in the domain's index carries the slice: the schemas come with the rules.
export * from './application-letters.schemas.js'

/** The intern as their profile has them: the letter keeps to these fields. */
export interface LetterWriter {
  firstName: string | null
  lastName: string | null
  otherName: string | null
  fieldOfStudy: string | null
  institutionName: string | null
  yearOfEntry: number | null
  yearOfGraduation: number | null
  isPostgraduate: boolean
  skills: readonly string[]
  email: string
  /** As the letter prints it: '+234 803 123 4567'; null without one. */
  phone: string | null
}

/** What one letter is for, after the role (if any) filled in what the intern left out. */
export interface LetterPurpose {
  kind: ApplicationLetterKind
  companyName: string
  /** The role it answers; null for a SIWES request written to a company directly. */
  roleTitle: string | null
  programme: ApplicationLetterProgramme | null
  durationWeeks: number | null
  durationMonths: number | null
  /** The first day asked for, 'YYYY-MM-DD'; null when the school leaves it open. */
  startDate: string | null
  matricNumber: string | null
  level: string | null
}

export interface LetterDraft {
  subject: string
  /** Paragraphs separated by a blank line; no salutation or closing (the PDF adds them). */
  body: string
}

/** What a field left empty in the profile says, so the intern sees what to fill in. */
const blank = (what: string) => `[${what}]`

/** 'Ada Chioma Okafor'; '[your name]' before the profile has one. */
export function writerName(writer: Pick<LetterWriter, 'firstName' | 'otherName' | 'lastName'>) {
  const name = [writer.firstName, writer.otherName, writer.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || blank('your name')
}

/** 'Python, SQL and Excel': the first few skills, joined as a sentence does. */
const skillsInWords = (skills: readonly string[], max = 3) =>
  listInWords(
    skills
      .map((skill) => skill.trim())
      .filter(Boolean)
      .slice(0, max),
  )

/** '24 weeks', '6 months', '1 month'. */
export function durationInWords(purpose: Pick<LetterPurpose, 'durationWeeks' | 'durationMonths'>) {
  const { durationWeeks: weeks, durationMonths: months } = purpose
  if (weeks) return `${weeks} week${weeks === 1 ? '' : 's'}`
  if (months) return `${months} month${months === 1 ? '' : 's'}`
  return blank('number of weeks')
}

/** The last day of the period from `startDate`: N whole weeks, or N calendar months, later. */
export function periodEnd(
  startDate: string,
  purpose: Pick<LetterPurpose, 'durationWeeks' | 'durationMonths'>,
): string | null {
  if (purpose.durationWeeks) return addDays(startDate, purpose.durationWeeks * 7 - 1)
  if (!purpose.durationMonths) return null
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number]
  const end = new Date(Date.UTC(year, month - 1 + purpose.durationMonths, day))
  // 31 January plus one month is the last day of February, not 3 March.
  if (end.getUTCDate() !== day) end.setUTCDate(0)
  else end.setUTCDate(end.getUTCDate() - 1)
  return end.toISOString().slice(0, 10)
}

/** 'a 300 Level student of Computer Science at the University of Lagos (matriculation number …)'. */
function whoIAm(writer: LetterWriter, purpose: LetterPurpose): string {
  const course = writer.fieldOfStudy?.trim() || blank('your course')
  const school = schoolName(writer)
  const student = purpose.level
    ? `a ${purpose.level} student`
    : writer.isPostgraduate
      ? 'a postgraduate student'
      : 'a student'
  const years =
    !purpose.level && writer.yearOfEntry
      ? writer.yearOfGraduation
        ? `, admitted in ${writer.yearOfEntry} and due to graduate in ${writer.yearOfGraduation}`
        : `, admitted in ${writer.yearOfEntry}`
      : ''
  const matric = purpose.matricNumber ? ` (matriculation number ${purpose.matricNumber})` : ''
  return `${student} of ${course} at ${school}${matric}${years}`
}

/** 'the University of Lagos', 'Covenant University': names that begin with a common noun take 'the'. */
function schoolName(writer: Pick<LetterWriter, 'institutionName'>) {
  const name = writer.institutionName?.trim()
  if (!name) return blank('your institution')
  return /^(university|federal|polytechnic|college|institute|national)\b/i.test(name)
    ? `the ${name}`
    : name
}

/** How to reach the writer: 'on +234 803 123 4567 or at ada@example.com'. */
const reachMe = (writer: LetterWriter) =>
  writer.phone ? `on ${writer.phone} or at ${writer.email}` : `at ${writer.email}`

function siwesRequest(writer: LetterWriter, purpose: LetterPurpose): LetterDraft {
  const programme = purpose.programme ?? 'siwes'
  const scheme = APPLICATION_LETTER_PROGRAMME_NAMES[programme]
  const short = programme === 'siwes' ? 'SIWES' : programme === 'it' ? 'IT' : 'attachment'
  const duration = durationInWords(purpose)
  const end = purpose.startDate ? periodEnd(purpose.startDate, purpose) : null
  const period =
    purpose.startDate && end
      ? `, from ${formatDay(purpose.startDate)} to ${formatDay(end)}`
      : ', at a time that suits your organisation'
  const forRole = purpose.roleTitle ? ` as a ${purpose.roleTitle}` : ''
  const skills = skillsInWords(writer.skills)
  const course = writer.fieldOfStudy?.trim() || blank('your course')
  const subject =
    programme === 'siwes'
      ? 'APPLICATION FOR SIWES PLACEMENT'
      : programme === 'it'
        ? 'APPLICATION FOR INDUSTRIAL TRAINING (IT) PLACEMENT'
        : 'APPLICATION FOR INDUSTRIAL ATTACHMENT'
  const paragraphs = [
    `I am ${writerName(writer)}, ${whoIAm(writer, purpose)}. I write to apply for a placement at ${purpose.companyName}${forRole} for my ${scheme}.`,
    programme === 'attachment'
      ? `My institution requires every student of my course to complete ${duration} of industrial attachment before graduating. I would like to spend this period with your organisation${period}.`
      : `The ${short === 'SIWES' ? 'SIWES' : 'industrial training'}, supervised by the Industrial Training Fund (ITF), is a requirement for the award of my certificate, and my institution requires me to complete ${duration} of it. I would like to spend this period with your organisation${period}.`,
    `I would be grateful if you would accept me for this ${short === 'attachment' ? 'attachment' : `${short} placement`}. I am eager to put what I have learnt in ${course} to real use${skills ? `, and I bring ${skills}` : ''}, with a readiness to learn, to be punctual and to keep to the rules of your organisation.`,
    `Should my application be successful, I will send you the Student's Commencement of Attachment Form (SCAF) for your signature, with any other document my institution's ${short === 'SIWES' ? 'SIWES' : 'industrial training'} unit requires.`,
    `I can be reached ${reachMe(writer)}. Thank you for considering my application.`,
  ]
  return { subject, body: paragraphs.join('\n\n') }
}

function coverNote(writer: LetterWriter, purpose: LetterPurpose): LetterDraft {
  const role = purpose.roleTitle ?? blank('the role')
  const course = writer.fieldOfStudy?.trim() || blank('your course')
  const school = schoolName(writer)
  const finishing = writer.yearOfGraduation ? `, graduating in ${writer.yearOfGraduation}` : ''
  const skills = skillsInWords(writer.skills)
  const paragraphs = [
    `I am applying for the ${role} role at ${purpose.companyName}. I study ${course} at ${school}${finishing}.`,
    skills
      ? `I bring ${skills}, and I learn quickly on the job. I would be glad to put these to work for your team from the first week.`
      : `I learn quickly on the job, and I would be glad to put what I have studied to work for your team from the first week.`,
    `My CV is attached. I am available for an interview at your convenience, and can be reached ${reachMe(writer)}.`,
  ]
  return {
    subject: `APPLICATION FOR THE ROLE OF ${role.toUpperCase()}`,
    body: paragraphs.join('\n\n'),
  }
}

/**
 * The first words of an intern's letter (decision 065), from their profile and what the letter is
 * for. Pure, so the same facts give the same words; the intern edits them before sending.
 */
export function draftApplicationLetter(writer: LetterWriter, purpose: LetterPurpose): LetterDraft {
  return purpose.kind === 'cover' ? coverNote(writer, purpose) : siwesRequest(writer, purpose)
}

/** The body as the PDF and the plain-text copy lay it out: its paragraphs, blank lines dropped. */
export const letterParagraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** A Nigerian formal letter's fixed words, as the PDF and the plain-text copy write them. */
export const LETTER_SALUTATION = 'Dear Sir/Madam,'
export const LETTER_CLOSING = 'Yours faithfully,'

/** The letter as plain text to paste elsewhere: salutation, subject, body, closing and name. */
export function applicationLetterText(letter: LetterDraft, name: string): string {
  return [
    LETTER_SALUTATION,
    letter.subject,
    ...letterParagraphs(letter.body),
    `${LETTER_CLOSING}\n${name}`,
  ].join('\n\n')
}
