import { lagosDayLabel } from '@app/domain'
import type { nyscRejectionLetters } from '../../../db/schema.js'
import type { LetterText } from '../letters/letter-wording.js'

type StoredRejection = typeof nyscRejectionLetters.$inferSelect

/** 'IP/R/2026/000012': the rejection letter's reference, numbered apart from acceptance letters. */
export const rejectionReference = (year: number, number: number) =>
  `IP/R/${year}/${String(number).padStart(6, '0')}`

/**
 * What a PPA's rejection letter says (decision 062): to the NYSC State Coordinator, that the PPA
 * cannot retain the corps member, why, and that they are released for redeployment. Pure, so the
 * stored letter always gives the same words.
 */
export function rejectionText(letter: StoredRejection): LetterText {
  const { internName, stateCode } = letter
  const company = letter.company.name
  const withCode = stateCode ? ` (state code ${stateCode})` : ''
  return {
    reference: rejectionReference(letter.referenceYear, letter.number),
    date: lagosDayLabel(letter.issuedAt),
    addressee: [
      'The State Coordinator',
      'National Youth Service Corps (NYSC)',
      ...(letter.secretariat ? [letter.secretariat] : []),
    ],
    salutation: 'Dear Sir/Madam,',
    subject:
      `Rejection of a corps member: ${internName}${stateCode ? `, ${stateCode}` : ''}`.toUpperCase(),
    particulars: [],
    paragraphs: [
      `We regret to inform you that ${company} is unable to retain ${internName}${withCode} as a corps member at our organisation as the place of primary assignment (PPA).`,
      `Reason: ${letter.reason.replace(/\s+/g, ' ')}`,
      'We therefore release the corps member to the NYSC, so that the corps member may be redeployed to another place of primary assignment. We regret any inconvenience this may cause.',
    ],
    closing: 'Yours faithfully,',
    // A letter issued without a named signatory is signed for the company by its management.
    signatory: {
      name: letter.signatoryName || 'Authorised signatory',
      title: letter.signatoryTitle || 'Management',
      company,
    },
  }
}
