import {
  formatDay,
  formatNaira,
  lagosDayLabel,
  nyscSecretariat,
  type LetterInput,
  type NyscLetterInput,
  type OfferLetterInput,
  type SiwesLetterInput,
} from '@app/domain'
import type { LetterCompany } from '../../../db/schema.js'
import type { LetterBody } from '../../../lib/pdf/letter-body.js'

/**
 * What a letter says, as blocks the PDF lays out: a formal Nigerian business letter (sender,
 * date, addressee, salutation, subject in capitals, body, 'Yours faithfully', signatory). Pure, so
 * the same stored inputs always give the same words.
 */
export interface LetterText extends LetterBody {
  /** 'IP/2026/000123': the letter's reference, for the school or NYSC office to quote. */
  reference: string
  date: string
  particulars: [label: string, value: string][]
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** 'a BSc' but 'an ND', 'an HND', 'an NCE': by the sound of the letters. */
const article = (programme: string) => (/^[AEFHILMNORSX]/.test(programme) ? 'an' : 'a')

function offer(input: OfferLetterInput, companyName: string) {
  const stipend =
    input.monthlyStipend === null
      ? 'This is an unpaid placement: no stipend is attached to it.'
      : `You will receive a monthly stipend of ${formatNaira(input.monthlyStipend)}, paid at the end of each month.`
  return {
    addressee: [input.internName],
    salutation: `Dear ${input.internName},`,
    subject: `Offer of placement: ${input.roleTitle}`,
    particulars: [],
    paragraphs: [
      `Following your application and our review of it, we are pleased to offer you the position of ${input.roleTitle} at ${companyName}.`,
      `The placement will last ${count(input.durationMonths, 'month')}, beginning on ${formatDay(input.startDate)}. ${stipend}`,
      'Kindly confirm your acceptance of this offer before your start date. We look forward to welcoming you and to working with you.',
    ],
    closing: 'Yours sincerely,',
  }
}

function siwes(input: SiwesLetterInput, companyName: string) {
  const particulars: [string, string][] = [['Name of student', input.internName]]
  // Letters issued before the two were asked for have neither.
  if (input.matricNumber) particulars.push(['Matriculation number', input.matricNumber])
  if (input.level) particulars.push(['Level', input.level])
  particulars.push(
    ['Programme and course', `${input.programme}, ${input.courseOfStudy}`],
    ['Institution', input.institutionName],
  )
  return {
    addressee: ['The SIWES Coordinator', input.institutionName],
    salutation: 'Dear Sir/Madam,',
    subject: `Acceptance for Students Industrial Work Experience Scheme (SIWES): ${input.internName}`,
    particulars,
    paragraphs: [
      `We write to confirm that ${input.internName}, ${article(input.programme)} ${input.programme} student of ${input.courseOfStudy} at ${input.institutionName}, has been accepted by ${companyName} for industrial training under the Students Industrial Work Experience Scheme (SIWES).`,
      `The industrial training will last ${count(input.weeks, 'week')}, beginning on ${formatDay(input.startDate)}. The student’s industry-based supervisor will be ${input.supervisorName}, who can be reached on ${input.supervisorPhone}.`,
      'The student will be given work relevant to the course of study. We will complete the SIWES logbook and the ITF forms as required, and the institution’s supervisors are welcome to visit during the training.',
    ],
    closing: 'Yours faithfully,',
  }
}

function provisions(input: NyscLetterInput) {
  const { accommodationProvided: room, transportProvided: transport } = input
  if (room && transport)
    return 'The organisation will provide the corps member with accommodation and transport.'
  if (room)
    return 'The organisation will provide the corps member with accommodation; transport is not provided.'
  if (transport)
    return 'The organisation will provide the corps member with transport; accommodation is not provided.'
  return 'Please note that the organisation does not provide accommodation or transport.'
}

function nysc(input: NyscLetterInput, companyName: string, placementState: string | null) {
  const code = input.stateCode ? ` (state code ${input.stateCode})` : ''
  const secretariat = nyscSecretariat(placementState)
  return {
    addressee: [
      'The State Coordinator',
      'National Youth Service Corps (NYSC)',
      ...(secretariat ? [secretariat] : []),
    ],
    salutation: 'Dear Sir/Madam,',
    subject: `Letter of acceptance of a corps member: ${input.internName}${input.stateCode ? `, ${input.stateCode}` : ''}`,
    particulars: [],
    paragraphs: [
      `We are pleased to accept ${input.internName}${code} for the National Youth Service Corps service year at ${companyName} as the corps member’s place of primary assignment (PPA).`,
      `The corps member is to report on ${formatDay(input.startDate)} at ${input.ppaAddress}.`,
      `${provisions(input)} We will support the corps member throughout the service year and sign the monthly clearance as required.`,
    ],
    closing: 'Yours faithfully,',
  }
}

const WORDING = { offer, siwes, nysc } as const

/** What a letter carries besides its inputs and company: set when it was first issued. */
export interface LetterFacts {
  issuedAt: Date
  reference: string
  /** The placement's state (whom an NYSC letter goes to); null when unknown. */
  placementState: string | null
}

export function letterText(
  input: LetterInput,
  company: LetterCompany,
  facts: LetterFacts,
): LetterText {
  const words =
    input.kind === 'offer'
      ? WORDING.offer(input, company.name)
      : input.kind === 'siwes'
        ? WORDING.siwes(input, company.name)
        : WORDING.nysc(input, company.name, facts.placementState)
  return {
    reference: facts.reference,
    date: lagosDayLabel(facts.issuedAt),
    ...words,
    subject: words.subject.toUpperCase(),
    signatory: { name: input.signatoryName, title: input.signatoryTitle, company: company.name },
  }
}
