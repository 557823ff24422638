import { z } from 'zod'
import { fileSlug, LETTER_NAME_MAX_LENGTH } from '../letters/letters.schemas.js'
import { formatDay, lagosDayLabel } from '../shared/format.js'
import { listInWords } from './placements.rules.js'
import { ITF_ATTENDANCE, ITF_GRADES, SCAF_ITF_DAYS } from './siwes.rules.js'

/** ITF Form 8's comments: a paragraph or two, so the form stays one page. */
export const ITF_COMMENTS_MAX_LENGTH = 1000

export const SIWES_MESSAGES = {
  scafSigned: 'SCAF signed. The student has been told to take it to the ITF.',
  scafSubmitted: 'Marked as submitted to the ITF.',
  itfForm8Signed: 'ITF Form 8 signed. The student has been told.',
  signatoryName: `Enter the name of the person signing (up to ${LETTER_NAME_MAX_LENGTH} characters).`,
  signatoryTitle: `Enter their job title, such as Head of People (up to ${LETTER_NAME_MAX_LENGTH} characters).`,
  grade: 'Choose the overall grade: A, B, C or D.',
  attendance: 'Choose how the student kept attendance: excellent, good, fair or poor.',
  comments: `Write your comments on the student's work (up to ${ITF_COMMENTS_MAX_LENGTH} characters).`,
  notSiwes: 'The SCAF and ITF Form 8 are for SIWES/IT placements only.',
  scafNotSigned: 'The SCAF is not signed yet.',
  scafAlreadySigned: 'The SCAF is already signed; a signed form cannot be changed.',
  submitBeforeSigned:
    'The company has not signed the SCAF yet; take it to the ITF once it is signed.',
  scafAlreadySubmitted: 'You have already marked the SCAF as submitted to the ITF.',
  itfForm8NotSigned: 'ITF Form 8 is not filled in yet.',
  itfForm8AlreadySigned: 'ITF Form 8 is already signed; a signed form cannot be changed.',
  itfForm8NotOpen: (opensOn: string) =>
    `ITF Form 8 can be filled from ${formatDay(opensOn)}, in the placement's last two weeks.`,
} as const

/** '… add the start and end dates and the student's matriculation number first.' */
export const siwesGapsMessage = (form: 'the SCAF' | 'ITF Form 8', gaps: readonly string[]) =>
  `Before ${form} can be signed, add ${listInWords(gaps)}.`

const text = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, message)

const signatory = {
  signatoryName: text(LETTER_NAME_MAX_LENGTH, SIWES_MESSAGES.signatoryName),
  signatoryTitle: text(LETTER_NAME_MAX_LENGTH, SIWES_MESSAGES.signatoryTitle),
}

/** `POST /company/placements/{id}/scaf/sign`: who signs the SCAF for the company. */
export const ScafSignInputSchema = z.object(signatory)
export type ScafSignInput = z.infer<typeof ScafSignInputSchema>

/** `PUT /company/placements/{id}/itf-form-8`: Part B, the employer's assessment, and who signs it. */
export const ItfForm8InputSchema = z.object({
  grade: z.enum(ITF_GRADES, SIWES_MESSAGES.grade),
  attendance: z.enum(ITF_ATTENDANCE, SIWES_MESSAGES.attendance),
  comments: text(ITF_COMMENTS_MAX_LENGTH, SIWES_MESSAGES.comments),
  ...signatory,
})
export type ItfForm8Input = z.infer<typeof ItfForm8InputSchema>

/**
 * `GET /{users|company}/placements/{id}/siwes`: where the placement's SIWES papers stand, for the
 * page's panel; a form not signed yet is null.
 */
export const SiwesPapersSchema = z.object({
  scaf: z
    .object({
      signedAt: z.iso.datetime(),
      signatoryName: z.string(),
      signatoryTitle: z.string(),
      /** The commencement date the SCAF was signed with. */
      startDate: z.iso.date(),
      /** The last day to take it to the ITF Area Office: 14 days after the start. */
      itfDeadline: z.iso.date(),
      submittedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  itfForm8: z
    .object({
      signedAt: z.iso.datetime(),
      grade: z.enum(ITF_GRADES),
      attendance: z.enum(ITF_ATTENDANCE),
      comments: z.string(),
      signatoryName: z.string(),
      signatoryTitle: z.string(),
    })
    .nullable(),
  /** The first day Form 8 can be filled (the last two weeks); null until the dates are given. */
  itfForm8OpensOn: z.iso.date().nullable(),
})
export type SiwesPapers = z.infer<typeof SiwesPapersSchema>

/** The two papers as the documents list and their file names call them. */
export const SIWES_PAPER_TITLES = {
  scaf: "Students' Commencement of Attachment Form (SCAF)",
  'itf-form-8': 'ITF Form 8',
} as const
export type SiwesPaperKind = keyof typeof SIWES_PAPER_TITLES

/** 'scaf-ada-okafor-kobo-ledger.pdf', 'itf-form-8-ada-okafor-kobo-ledger.pdf': safe in a header. */
export function siwesFileName(kind: SiwesPaperKind, internName: string, companyName: string) {
  const parts = [kind, fileSlug(internName, 40), fileSlug(companyName, 40)]
  return `${parts.filter(Boolean).join('-')}.pdf`
}

/** The signature line both forms print: 'Signed electronically by …, …, for … on 14 May 2026'. */
export const electronicSignature = (
  signatory: { name: string; title: string },
  companyName: string,
  signedAt: Date,
) =>
  `Signed electronically by ${signatory.name}, ${signatory.title}, for ${companyName} on ${lagosDayLabel(signedAt)}`

/** The note the SCAF and the reminders carry. */
export const scafItfNote = (deadline: string) =>
  `Take this form to the nearest ITF Area Office within ${SCAF_ITF_DAYS} days of starting, by ${formatDay(deadline)}.`
